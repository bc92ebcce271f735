import { CalendarOutlined } from '@ant-design/icons';
import type { BookingRecord } from '@portal/contracts';
import { Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentDeviceKind, googleCalendarUrl, mapsUrl } from '@/lib/device.ts';
import { formatBookedTime, formatTimeSpan } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';

interface ConfirmedBookingProps {
  booking: BookingRecord;
  timeZone?: string;
  /** The hub's calendar file of the visit, where the page has one (the public booking page). */
  calendarFileUrl?: string;
}

/**
 * The booked shoot: when (day and arrival to departure), who photographs, and where. The address opens the
 * phone's maps app, and the visit goes into the phone's calendar: Android's Calendar through Google's
 * event link, iOS and desktops through the calendar file.
 */
export function ConfirmedBooking({ booking, timeZone, calendarFileUrl }: ConfirmedBookingProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const device = currentDeviceKind();
  const { start, end, address } = booking;
  const calendarUrl =
    start && device === 'android'
      ? googleCalendarUrl({
          title: t('bookings.booked.calendarTitle', { address }),
          start,
          end: end ?? start,
          location: address,
        })
      : start
        ? calendarFileUrl
        : undefined;
  return (
    <>
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
          {
            key: 'address',
            label: t('bookings.booked.address'),
            // Android's geo: link opens a maps app, not a page, so it needs no new tab.
            children: (
              <a
                href={mapsUrl(address, device)}
                {...(device === 'android' ? {} : { target: '_blank', rel: 'noreferrer' })}
              >
                {address}
              </a>
            ),
          },
        ]}
      />
      {calendarUrl ? (
        <Button href={calendarUrl} icon={<CalendarOutlined aria-hidden />} style={{ marginTop: 12 }}>
          {t('bookings.booked.addToCalendar')}
        </Button>
      ) : null}
    </>
  );
}
