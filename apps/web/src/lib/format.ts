import type { Locale } from '@portal/contracts';

export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-GB', da: 'da-DK', sv: 'sv-SE', no: 'nb-NO' };

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
