import { Tooltip } from 'antd';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { formatRelativeTime } from '@/lib/relative-time.ts';
import { useSignedInUser } from '@/lib/session.ts';

/** "3 hours ago", with the exact time in the user's time zone on hover and focus, and as the machine value. */
export function RelativeTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const user = useSignedInUser();
  const exact = formatDate(iso, locale, user.timezone, true);
  return (
    <Tooltip title={exact}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the exact time to keyboard users too. */}
      <time dateTime={iso} tabIndex={0}>
        {formatRelativeTime(iso, locale)}
      </time>
    </Tooltip>
  );
}
