import type { BookingRecord } from '@portal/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBookedTime, formatTimeSpan } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';

/** The booked shoot: when (day and arrival to departure), who photographs, and where. */
export function ConfirmedBooking({ booking, timeZone }: { booking: BookingRecord; timeZone?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { start, end } = booking;
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        {
          key: 'time',
          label: t('bookings.booked.time'),
          children: start ? (
            <span data-testid="booked-time">
              {formatBookedTime(start, locale, timeZone)}
              {end ? ` (${formatTimeSpan(start, end, locale, timeZone)})` : ''}
            </span>
          ) : (
            t('bookings.booked.noTime')
          ),
        },
        {
          key: 'photographer',
          label: t('bookings.booked.photographer'),
          children: booking.photographerName ?? '—',
        },
        { key: 'address', label: t('bookings.booked.address'), children: booking.address },
      ]}
    />
  );
}
