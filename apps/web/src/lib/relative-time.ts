import type { Locale } from '@portal/contracts';
import { LOCALE_TAGS } from './format.ts';

// docs/product.md: within an hour in minutes, within a day in hours, otherwise in days.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formats = new Map<Locale, Intl.RelativeTimeFormat>();

/**
 * "3 hours ago", "i går", "om 2 dagar": how long ago (or until) a moment is, in the reader's language, in
 * minutes, hours or days; under a minute reads as now. Empty for a missing or broken value.
 */
export function formatRelativeTime(iso: string | null, locale: Locale, now: Date = new Date()): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALE_TAGS[locale], { numeric: 'auto' });
    formats.set(locale, format);
  }
  const seconds = (time - now.getTime()) / 1000;
  for (const [unit, length] of UNITS) {
    if (Math.abs(seconds) >= length) return format.format(Math.trunc(seconds / length), unit);
  }
  return format.format(0, 'second');
}
