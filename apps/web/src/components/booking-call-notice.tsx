import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';

interface BookingCallNoticeProps {
  /** When the hub marked the booking for a call (ISO). */
  markedAt: string | null;
  timeZone?: string;
}

/** docs/product.md: the contact person did not book through the link in time, so the provider calls. */
export function BookingCallNotice({ markedAt, timeZone }: BookingCallNoticeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="booking-call-needed"
      title={t('bookings.callNeeded.title')}
      description={
        markedAt
          ? t('bookings.callNeeded.since', { date: formatDate(markedAt, locale, timeZone, true) })
          : null
      }
    />
  );
}
