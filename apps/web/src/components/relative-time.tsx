import { Tooltip } from 'antd';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { formatRelativeTime } from '@/lib/relative-time.ts';
import { useSignedInUser } from '@/lib/session.ts';

/** How long a time counts as recent: within a week people think in "3 days ago", beyond it in dates. */
const RECENT_MS = 7 * 24 * 3600 * 1000;

interface RelativeTimeProps {
  iso: string | null;
  /** Whether a time that is not recent shows its time of day beside its date. */
  withTime?: boolean;
}

/**
 * "3 hours ago" for a recent moment, its date otherwise; the exact time in the user's time zone on hover and
 * focus, and as the machine value. Nothing for a missing moment.
 */
export function RelativeTime({ iso, withTime = true }: RelativeTimeProps) {
  const locale = useLocale();
  const user = useSignedInUser();
  if (!iso) return null;
  const exact = formatDate(iso, locale, user.timezone, true);
  const recent = Math.abs(Date.now() - new Date(iso).getTime()) < RECENT_MS;
  return (
    <Tooltip title={exact}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the exact time to keyboard users too. */}
      <time dateTime={iso} tabIndex={0}>
        {recent ? formatRelativeTime(iso, locale) : formatDate(iso, locale, user.timezone, withTime)}
      </time>
    </Tooltip>
  );
}
