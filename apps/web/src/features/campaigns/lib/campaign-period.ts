import type { Locale } from '@portal/contracts';
import { formatDate } from '@/lib/format.ts';

/**
 * "1 Jun 2026 – 31 Aug 2026": a campaign's days are calendar days of its department, so they are shown as
 * written (read at midnight UTC and shown in UTC), never moved a day by the reader's time zone.
 */
export const formatPeriod = (period: { startsOn: string; endsOn: string }, locale: Locale) =>
  `${formatDate(period.startsOn, locale, 'UTC')} – ${formatDate(period.endsOn, locale, 'UTC')}`;
