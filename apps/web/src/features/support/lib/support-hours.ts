import type { Locale, SupportOpening } from '@portal/contracts';

const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', da: 'da-DK', sv: 'sv-SE', no: 'nb-NO' };

/**
 * A time of day as the product writes it: "8:15" in English, "8.15" in the Nordic languages (their usual
 * way, and how the support hours are stated).
 */
export function formatClock(minute: number, locale: Locale): string {
  const hours = Math.floor(minute / 60);
  const minutes = String(minute % 60).padStart(2, '0');
  return `${hours}${locale === 'en' ? ':' : '.'}${minutes}`;
}

/** The weekday's name (1 = Monday): "Monday", "mandag", "måndag". */
export function weekdayName(weekday: number, locale: Locale): string {
  // 5 January 2026 was a Monday.
  const date = new Date(Date.UTC(2026, 0, 4 + weekday));
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** "Monday" for an opening within the week, "Monday 4 January" further ahead (after a holiday period). */
export function openingDayName(opening: SupportOpening, locale: Locale): string {
  if (opening.daysAhead < 7) return weekdayName(opening.weekday, locale);
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${opening.day}T00:00:00Z`));
}

/** The translation key of the open-now line: open, or opening today, tomorrow or another day. */
export function openingKey(opening: SupportOpening | null): string {
  if (!opening) return 'support.hours.closedLong';
  if (opening.open) return 'support.hours.openNow';
  if (opening.daysAhead === 0) return 'support.hours.opensToday';
  if (opening.daysAhead === 1) return 'support.hours.opensTomorrow';
  return 'support.hours.opensOn';
}
