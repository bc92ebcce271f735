import { CalendarOutlined, ClockCircleOutlined, PhoneOutlined } from '@ant-design/icons';
import type { TaskBookingRecord } from '@portal/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBookedTime } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';

/** Visit statuses that hold a confirmed time (the hub's planned statuses, plus a finished visit). */
const BOOKED_STATUSES = new Set(['CONFIRMED', 'FIXED', 'ON_ROUTE', 'ARRIVED', 'COMPLETE']);

interface BookingStateProps {
  booking: TaskBookingRecord;
  /** Whether the line belongs to the booking task itself: only that one waits for a booking. */
  bookingTask: boolean;
  timeZone?: string;
}

/**
 * One line about the photographer visit of a task's order: the confirmed time, or for the booking task
 * "awaiting booking" or the provider's call after 5 working days.
 */
export function BookingState({ booking, bookingTask, timeZone }: BookingStateProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (booking.start && BOOKED_STATUSES.has(booking.status)) {
    return (
      <Typography.Text data-testid="task-booked-time">
        <CalendarOutlined aria-hidden />{' '}
        {t('bookings.state.booked', {
          time: formatBookedTime(booking.start, locale, timeZone),
        })}
      </Typography.Text>
    );
  }
  if (!bookingTask || booking.status === 'CANCELLED') return null;
  if (booking.callNeeded) {
    return (
      <Typography.Text type="warning" data-testid="task-call-needed">
        <PhoneOutlined aria-hidden /> {t('bookings.state.callNeeded')}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="secondary">
      <ClockCircleOutlined aria-hidden /> {t('bookings.state.awaiting')}
    </Typography.Text>
  );
}
