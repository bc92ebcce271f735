import type { Locale, MaterialRights } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from './format.ts';

/** How far ahead the office is warned of rights that end: a month leaves time to ask the provider to extend. */
export const RIGHTS_NOTICE_DAYS = 30;

/** Where a material's usage rights stand on a day: gone, ending within the notice days, or nothing to say. */
export type RightsStanding = 'expired' | 'expiring' | 'current';

const DAY_MS = 86_400_000;
const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The standing of `rights` on `today` (YYYY-MM-DD in the reader's zone). Expired is the hub's word, since
 * the hub refuses by its department's day; the notice counts from the reader's own day.
 */
export function rightsStanding(
  rights: Pick<MaterialRights, 'expiresOn' | 'expired'>,
  today: string,
): RightsStanding {
  if (rights.expired) return 'expired';
  if (rights.expiresOn !== null && daysFrom(today, rights.expiresOn) <= RIGHTS_NOTICE_DAYS) return 'expiring';
  return 'current';
}

/** Material whose rights expired is not offered for zips or copies, so it cannot be chosen for them. */
export const isChoosable = (material: { rights: Pick<MaterialRights, 'expired'> }) =>
  !material.rights.expired;

/** A licence in words: the provider's own for a custom one. */
export function licenceWords(t: TFunction, rights: Pick<MaterialRights, 'licence' | 'licenceText'>): string {
  if (rights.licence === 'CUSTOM' && rights.licenceText) return rights.licenceText;
  return t(`materials.rights.licences.${rights.licence}`);
}

/** A rights date (a calendar day, the same wherever the reader is) as the reader's language writes it. */
const dayText = (day: string, locale: Locale) => formatDate(day, locale, 'UTC');

/** What the mark on a tile says, or null when the rights call for no mark. */
export function rightsMarkText(
  t: TFunction,
  rights: MaterialRights,
  standing: RightsStanding,
  locale: Locale,
): string | null {
  if (standing === 'expired') return t('materials.rights.expiredShort');
  if (standing === 'expiring' && rights.expiresOn) {
    return t('materials.rights.expiringShort', { date: dayText(rights.expiresOn, locale) });
  }
  return null;
}

/** Why expired material cannot be chosen: "Usage rights expired on 12 Mar 2026". */
export function expiredReason(t: TFunction, rights: MaterialRights, locale: Locale): string {
  return rights.expiresOn
    ? t('materials.rights.expiredOn', { date: dayText(rights.expiresOn, locale) })
    : t('materials.rights.expiredShort');
}

/** The rights under a picture in the lightbox: credit, licence and until when, each as a sentence part. */
export function rightsCaption(t: TFunction, rights: MaterialRights, locale: Locale): string {
  const parts = [
    rights.credit ? t('materials.rights.credit', { credit: rights.credit }) : null,
    licenceWords(t, rights),
    rights.expiresOn === null
      ? t('materials.rights.noExpiry')
      : rights.expired
        ? t('materials.rights.expiredOn', { date: dayText(rights.expiresOn, locale) })
        : t('materials.rights.until', { date: dayText(rights.expiresOn, locale) }),
  ];
  return parts.filter(Boolean).join(' · ');
}
