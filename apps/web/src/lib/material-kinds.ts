import {
  type CloudScannerLinkType,
  isCloudScannerLinkType,
  type MaterialTag,
  type MaterialType,
} from '@portal/contracts';
import type { TFunction } from 'i18next';

// How every screen names a kind of material (case page, presentation, delivery, catalogue), in one place.

export const materialTypeLabel = (t: TFunction, type: MaterialType) => t(`materials.types.${type}`);

export const materialTagLabel = (t: TFunction, tag: MaterialTag) => t(`materials.tags.${tag}`);

export const cloudScannerLinkLabel = (t: TFunction, type: CloudScannerLinkType) =>
  t(`materials.cloudScanner.${type}`);

/** A type a link is delivered as: a material type, or a cloud scanner link added to delivered material. */
export const linkTypeLabel = (t: TFunction, type: MaterialType | CloudScannerLinkType) =>
  isCloudScannerLinkType(type) ? cloudScannerLinkLabel(t, type) : materialTypeLabel(t, type);

export const PDF_CONTENT_TYPE = 'application/pdf';

/** The site a link leads to, as a person reads it ("my.matterport.com"), or null for no address. */
export function hostOf(address: string | null | undefined): string | null {
  if (!address) return null;
  try {
    const { hostname } = new URL(address);
    return hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** The address when it is https, else null: only such an address of the hub's data becomes a link. */
export function httpsAddressOf(address: string): string | null {
  try {
    return new URL(address).protocol === 'https:' ? address : null;
  } catch {
    return null;
  }
}
