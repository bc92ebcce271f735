import { Tooltip } from 'antd';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { formatRelativeTime } from '@/lib/relative-time.ts';
import { useSignedInUser } from '@/lib/session.ts';

/**
 * "3 hours ago", "in 2 days": a moment relative to now (docs/product.md: minutes within an hour, hours within
 * a day, otherwise days); the exact time in the user's time zone on hover and focus, and as the machine
 * value. Nothing for a missing moment.
 */
export function RelativeTime({ iso }: { iso: string | null }) {
  const locale = useLocale();
  const user = useSignedInUser();
  if (!iso) return null;
  return (
    <Tooltip title={formatDate(iso, locale, user.timezone, true)}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the exact time to keyboard users too. */}
      <time dateTime={iso} tabIndex={0}>
        {formatRelativeTime(iso, locale)}
      </time>
    </Tooltip>
  );
}
