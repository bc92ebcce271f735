import { CalendarOutlined, SendOutlined } from '@ant-design/icons';
import type { BookingChoice, ContactPersonRecord, ThirdPartyLinkRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingCallNotice } from '@/components/booking-call-notice.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { bookingQuery } from '@/features/bookings/api/booking-api.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { shownPhone } from '@/lib/phone.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { ConfirmedBooking } from './confirmed-booking.tsx';
import { OnlineBookingDialog } from './online-booking-dialog.tsx';
import { SendLinkDialog } from './send-link-dialog.tsx';

interface BookingNextStepProps {
  orderId: string;
  /** The order's booking; nothing follows the choice until the hub has made it. */
  bookingId: string | null;
  contactPersons: ContactPersonRecord[];
  choice: BookingChoice | null;
  /** Opens the calendar or the link dialog at once: the user has just made this choice. */
  autoOpen: boolean;
}

/**
 * What follows the booking choice: the booked time once there is one; otherwise the calendar (choice 3)
 * or sending the link to the contact person (choice 2). Booking by phone (choice 1) needs nothing here.
 */
export function BookingNextStep({
  orderId,
  bookingId,
  contactPersons,
  choice,
  autoOpen,
}: BookingNextStepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const booking = useQuery({ ...bookingQuery(bookingId ?? ''), enabled: bookingId !== null });
  // The hub sends the link itself when "the contact person books" is chosen, so only the calendar opens.
  const [dialog, setDialog] = useState<BookingChoice | null>(
    autoOpen && choice === 'ONLINE_CALENDAR' ? choice : null,
  );
  const [sent, setSent] = useState<ThirdPartyLinkRecord | null>(null);

  if (!bookingId) return null;
  if (booking.isPending) return <LoadingSkeleton rows={2} />;
  if (booking.data?.start) {
    return (
      <section className="portal-booking-booked" aria-label={t('bookings.booked.title')}>
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
          {t('bookings.booked.title')}
        </Typography.Title>
        <ConfirmedBooking booking={booking.data} timeZone={user.timezone} />
      </section>
    );
  }
  return (
    <div style={{ marginTop: 16 }}>
      {booking.data?.callNeeded && !sent ? (
        <div style={{ marginBottom: 12 }}>
          <BookingCallNotice markedAt={booking.data.callNeededAt} timeZone={user.timezone} />
        </div>
      ) : null}
      {sent ? (
        <Alert
          type="info"
          showIcon
          role="status"
          style={{ marginBottom: 12 }}
          title={t(`bookings.link.sent.${sent.channel}`, {
            to: sent.channel === 'SMS' ? shownPhone(sent.sentTo) : sent.sentTo,
            date: formatDate(sent.sentAt, locale, user.timezone, true),
          })}
        />
      ) : null}
      {!sent && autoOpen && choice === 'CONTACT_LINK' ? (
        <Alert
          type="info"
          showIcon
          role="status"
          style={{ marginBottom: 12 }}
          title={t('bookings.link.sentWithChoice')}
        />
      ) : null}
      {choice === 'ONLINE_CALENDAR' ? (
        <Button type="primary" icon={<CalendarOutlined />} onClick={() => setDialog('ONLINE_CALENDAR')}>
          {t('bookings.portal.openCalendar')}
        </Button>
      ) : null}
      {choice === 'CONTACT_LINK' ? (
        <Button icon={<SendOutlined />} onClick={() => setDialog('CONTACT_LINK')}>
          {t('bookings.link.sendAgain')}
        </Button>
      ) : null}
      <OnlineBookingDialog
        open={dialog === 'ONLINE_CALENDAR'}
        orderId={orderId}
        bookingId={bookingId}
        onClose={() => setDialog(null)}
      />
      <SendLinkDialog
        open={dialog === 'CONTACT_LINK'}
        orderId={orderId}
        bookingId={bookingId}
        contactPersons={contactPersons}
        onClose={() => setDialog(null)}
        onSent={setSent}
      />
    </div>
  );
}
