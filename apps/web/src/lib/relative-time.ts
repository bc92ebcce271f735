import type { Locale } from '@portal/contracts';
import { LOCALE_TAGS } from './format.ts';

// docs/product.md: within an hour in minutes, within a day in hours, otherwise in days.
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

interface Formats {
  /** Counted ("1 day ago" rather than "yesterday", which a moment 47 hours ago is not). */
  counted: Intl.RelativeTimeFormat;
  /** The language's word for a moment under a minute away ("now", "nu"). */
  now: string;
}

const formats = new Map<Locale, Formats>();

function formatsOf(locale: Locale): Formats {
  let found = formats.get(locale);
  if (!found) {
    const tag = LOCALE_TAGS[locale];
    found = {
      counted: new Intl.RelativeTimeFormat(tag, { numeric: 'always' }),
      now: new Intl.RelativeTimeFormat(tag, { numeric: 'auto' }).format(0, 'second'),
    };
    formats.set(locale, found);
  }
  return found;
}

/**
 * "45 minutes ago", "för 3 timmar sedan", "om 2 dage": how long ago (or until) a moment is, in the reader's
 * language, in whole minutes within an hour, hours within a day and days after; under a minute reads as
 * now. Empty for a missing or broken value.
 */
export function formatRelativeTime(iso: string | null, locale: Locale, now: Date = new Date()): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const { counted, now: nowWord } = formatsOf(locale);
  const seconds = (time - now.getTime()) / 1000;
  for (const [unit, length] of UNITS) {
    if (Math.abs(seconds) >= length) return counted.format(Math.trunc(seconds / length), unit);
  }
  return nowWord;
}
