import type { MaterialTag, MaterialType } from '@portal/contracts';
import type { TFunction } from 'i18next';

// How every screen names a kind of material (case page, presentation, delivery, catalogue), in one place.

export const materialTypeLabel = (t: TFunction, type: MaterialType) => t(`materials.types.${type}`);

export const materialTagLabel = (t: TFunction, tag: MaterialTag) => t(`materials.tags.${tag}`);

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
