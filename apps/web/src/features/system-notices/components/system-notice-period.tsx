import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';

/** "Shown from 1 Dec 2026 10:00 until 1 Mar 2027 10:00", or "from ..." alone when it has no end. */
export function SystemNoticePeriod({ from, until }: { from: string; until: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { timezone } = useSignedInUser();
  const at = (iso: string) => formatDate(iso, locale, timezone, true);
  return (
    <Typography.Text type="secondary">
      {until
        ? t('systemNotices.period.fromUntil', { from: at(from), until: at(until) })
        : t('systemNotices.period.from', { from: at(from) })}
    </Typography.Text>
  );
}
