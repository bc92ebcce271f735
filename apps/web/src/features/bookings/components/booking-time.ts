import type { BookingProposal, Locale } from '@portal/contracts';
import { LOCALE_TAGS } from '../../../lib/format.ts';

function dateFormat(locale: Locale, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...options, timeZone });
  } catch {
    // A time zone the browser does not know: the browser's own zone is the best remaining guess.
    return new Intl.DateTimeFormat(LOCALE_TAGS[locale], options);
  }
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

/** "tirsdag 24. november 2026, 09:30": the full confirmed time. */
export const formatBookedTime = (iso: string, locale: Locale, timeZone?: string) =>
  dateFormat(locale, timeZone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

export interface ProposalDay {
  /** The calendar day in the reader's time zone (YYYY-MM-DD), so a slot after 23:00 UTC lands right. */
  key: string;
  proposals: BookingProposal[];
}

/** Proposals grouped into the reader's calendar days, earliest first, each day's slots in time order. */
export function groupByDay(proposals: BookingProposal[], timeZone?: string): ProposalDay[] {
  // The Swedish way of writing a date is ISO's, which sorts as text.
  const dayKey = dateFormat('sv', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const days = new Map<string, BookingProposal[]>();
  const sorted = [...proposals].sort((a, b) => Date.parse(a.expectedStart) - Date.parse(b.expectedStart));
  for (const proposal of sorted) {
    const key = dayKey.format(new Date(proposal.expectedStart));
    days.set(key, [...(days.get(key) ?? []), proposal]);
  }
  return [...days.entries()].map(([key, list]) => ({ key, proposals: list }));
}
