import type { Locale } from '@portal/contracts';

export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-GB', da: 'da-DK', sv: 'sv-SE', no: 'nb-NO' };

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date format in the reader's language and time zone, made once per combination. */
function dateFormat(
  locale: Locale,
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let found = dateFormats.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...options, timeZone });
    } catch {
      // A time zone the browser does not know: the browser's own zone is the best remaining guess.
      found = new Intl.DateTimeFormat(LOCALE_TAGS[locale], options);
    }
    dateFormats.set(key, found);
  }
  return found;
}

/** A date (and time) in the user's language and time zone; empty for a missing or broken value. */
export function formatDate(iso: string | null, locale: Locale, timeZone?: string, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(locale, timeZone, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}

/** "tirsdag 24. november" in the reader's language and time zone. */
export const formatDay = (iso: string, locale: Locale, timeZone?: string) =>
  dateFormat(locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));

/** "09:30–11:00": arrival to departure, as the reader's language writes a time span. */
export const formatTimeSpan = (from: string, to: string, locale: Locale, timeZone?: string) =>
  dateFormat(locale, timeZone, { hour: '2-digit', minute: '2-digit' }).formatRange(
    new Date(from),
    new Date(to),
  );

/** "tirsdag 24. november 2026, 09:30": the full time of a booked visit. */
export const formatBookedTime = (iso: string, locale: Locale, timeZone?: string) =>
  dateFormat(locale, timeZone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/** The calendar day (YYYY-MM-DD) of a moment in the reader's time zone: Swedish writes dates as ISO does. */
export const calendarDay = (iso: string, timeZone?: string) =>
  dateFormat('sv', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/** A time zone's current offset from UTC, as the user's language writes it ("GMT+1"). */
export function timeZoneOffset(timeZone: string, locale: Locale): string {
  try {
    const parts = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      timeZone,
      timeZoneName: 'shortOffset',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

const priceFormatters = new Map<string, Intl.NumberFormat>();

/** An amount in its currency, as the user's language writes it ("1.250 kr.", "DKK 1,250"). */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  const key = `${locale}|${currency}`;
  let found = priceFormatters.get(key);
  if (!found) {
    try {
      found = new Intl.NumberFormat(LOCALE_TAGS[locale], {
        style: 'currency',
        currency,
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      });
    } catch {
      // A currency code the browser does not know: the number with the code after it still says it all.
      found = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 2 });
      return `${found.format(amount)} ${currency}`;
    }
    priceFormatters.set(key, found);
  }
  return found.format(amount);
}

const FILE_SIZE_UNITS = [
  { unit: 'gigabyte', size: 1024 ** 3 },
  { unit: 'megabyte', size: 1024 ** 2 },
  { unit: 'kilobyte', size: 1024 },
] as const;

/** "1.4 MB", "820 kB", in the portal's language. */
export function formatFileSize(bytes: number, language: string): string {
  const { unit, size } = FILE_SIZE_UNITS.find((candidate) => bytes >= candidate.size) ?? FILE_SIZE_UNITS[2];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: bytes >= 1024 ** 2 ? 1 : 0,
  }).format(bytes / size);
}

/**
 * A number of list rows as the user's language writes it ("10,000", "10.000"); with "+" when the hub stopped
 * counting there (a capped total: there are more).
 */
export function formatListCount(count: number, locale: Locale, capped = false): string {
  const number = new Intl.NumberFormat(LOCALE_TAGS[locale]).format(count);
  return capped ? `${number}+` : number;
}
