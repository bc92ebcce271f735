import type { Locale } from '@portal/contracts';

const LOCALE_TAGS: Record<Locale, string> = { en: 'en-GB', da: 'da-DK', sv: 'sv-SE', no: 'nb-NO' };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, timeZone: string | undefined, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${withTime}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions = {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    };
    try {
      found = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...options, timeZone });
    } catch {
      // A time zone the browser does not know: the browser's own zone is the best remaining guess.
      found = new Intl.DateTimeFormat(LOCALE_TAGS[locale], options);
    }
    formatters.set(key, found);
  }
  return found;
}

/** A date (and time) in the user's language and time zone; empty for a missing or broken value. */
export function formatDate(iso: string | null, locale: Locale, timeZone?: string, withTime = false): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter(locale, timeZone, withTime).format(date);
}

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
