// Who is told in which language and time zone (docs/product.md, "Mails and text messages"). Every mail and
// text message the hub writes asks these two functions, so a person is told in one language wherever it
// comes from, and every time in it is in their zone.
import { FALLBACK_LOCALE, type Locale, mapLocale, timeZoneOfCountry } from '@portal/contracts';

/** The language a message is written in and the zone its times are written in. */
export interface LanguageAndZone {
  locale: Locale;
  timeZone: string;
}

/** The department a person belongs to, as far as their language and zone go. */
export interface BranchLanguage {
  locale: string | null;
  countryCode: string;
}

/**
 * Zones already checked: building a DateTimeFormat to check one costs more than the rest of a mail, and every
 * mail asks. Profiles hold few distinct zones; the cap keeps odd stored values from growing it without end.
 */
const checkedZones = new Map<string, boolean>();
const CHECKED_ZONES_MAX = 1000;

const isTimeZone = (zone: string): boolean => {
  const known = checkedZones.get(zone);
  if (known !== undefined) return known;
  let valid = true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    valid = false;
  }
  if (checkedZones.size < CHECKED_ZONES_MAX) checkedZones.set(zone, valid);
  return valid;
};

/**
 * A user of the portal: the language they use the portal in (the portal stores it in `users.locale` when it
 * is chosen), else their department's, else English; times in the zone of their profile (the department's
 * country's if that is not a zone).
 */
export function languageAndZoneOfUser(
  user: { locale: string | null; timezone: string },
  department?: BranchLanguage | null,
): LanguageAndZone {
  return {
    locale: mapLocale(user.locale) ?? mapLocale(department?.locale) ?? FALLBACK_LOCALE,
    timeZone: isTimeZone(user.timezone) ? user.timezone : timeZoneOfCountry(department?.countryCode ?? 'DK'),
  };
}

/**
 * A contact person of a case (the home owner, the seller), who has no account: the department's language,
 * times in the zone of the department's country, where the property is.
 */
export function languageAndZoneOfContact(department: BranchLanguage): LanguageAndZone {
  return {
    locale: mapLocale(department.locale) ?? FALLBACK_LOCALE,
    timeZone: timeZoneOfCountry(department.countryCode),
  };
}

const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-GB', da: 'da-DK', sv: 'sv-SE', no: 'nb-NO' };

/** A moment as the reader reads it, in their zone: "tirsdag den 3. marts 2026 kl. 09.30". */
export function formatMoment(date: Date, reader: LanguageAndZone): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAG[reader.locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: reader.timeZone,
  }).format(date);
}

/** The day of a moment as the reader reads it, in their zone: "3. marts 2026". */
export function formatDay(date: Date, reader: LanguageAndZone): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAG[reader.locale], {
    dateStyle: 'long',
    timeZone: reader.timeZone,
  }).format(date);
}
