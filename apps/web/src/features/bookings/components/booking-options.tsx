import { CalendarOutlined, MessageOutlined, PhoneOutlined } from '@ant-design/icons';
import { BookingChoice, type ContactPersonRecord, type PhoneOnlyReason } from '@portal/contracts';
import { Alert, App, Typography } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '@/components/choice-cards.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useBookingChoice } from '@/features/bookings/api/booking-api.ts';
import { BookingNextStep } from './booking-next-step.tsx';

const ICONS: Record<BookingChoice, ReactNode> = {
  PROVIDER_PHONE: <PhoneOutlined />,
  CONTACT_LINK: <MessageOutlined />,
  ONLINE_CALENDAR: <CalendarOutlined />,
};

/**
 * docs/product.md: choosing booking by the provider or by the contact person marks the booking task
 * partly done, and only customer support can change it then. Booking online can still be swapped.
 */
export const isBookingLocked = (choice: BookingChoice | null) =>
  choice === 'PROVIDER_PHONE' || choice === 'CONTACT_LINK';

interface BookingOptionsProps {
  orderId: string;
  choice: BookingChoice | null;
  /** The order's booking, once the hub has made one (its booking info). */
  bookingId: string | null;
  /** The order's contact persons, who may get the booking link. */
  contactPersons: ContactPersonRecord[];
  /** Why only the provider's phone can book the visit (keys to pick up, a long visit), or null. */
  phoneOnlyReason: PhoneOnlyReason | null;
}

/** The three booking options of docs/product.md, as cards; the choice is recorded at once. */
export function BookingOptions({
  orderId,
  choice,
  bookingId,
  contactPersons,
  phoneOnlyReason,
}: BookingOptionsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const record = useBookingChoice(orderId);
  const [asking, setAsking] = useState<BookingChoice | null>(null);
  const [justChosen, setJustChosen] = useState<BookingChoice | null>(null);
  const locked = isBookingLocked(choice);
  const close = useCallback(() => setAsking(null), []);

  return (
    <>
      <ChoiceCards<BookingChoice>
        label={t('orders.booking.label')}
        value={asking ?? choice}
        minWidth={220}
        onChange={(next) => {
          if (next !== choice) setAsking(next);
        }}
        options={BookingChoice.options.map((option) => ({
          value: option,
          icon: ICONS[option],
          title: t(`orders.booking.options.${option}.title`),
          description: t(`orders.booking.options.${option}.description`),
          disabled:
            (locked && option !== choice) || (phoneOnlyReason !== null && option !== 'PROVIDER_PHONE'),
        }))}
      />
      {phoneOnlyReason && !choice ? (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 16 }}
          title={t(`orders.booking.phoneOnly.${phoneOnlyReason}`)}
        />
      ) : null}
      {choice ? (
        <Alert
          type="success"
          showIcon
          role="status"
          style={{ marginTop: 16 }}
          title={t('orders.booking.chosen', { choice: t(`orders.booking.options.${choice}.title`) })}
          description={
            <>
              {phoneOnlyReason
                ? t(`orders.booking.phoneOnly.${phoneOnlyReason}`)
                : t(`orders.booking.options.${choice}.next`)}
              {locked ? (
                <Typography.Paragraph style={{ margin: '8px 0 0' }}>
                  {t('orders.booking.locked')}
                </Typography.Paragraph>
              ) : null}
            </>
          }
        />
      ) : null}
      {/* Keyed by the choice and whether it was just made, so a new choice opens its own next step afresh
          (the saved choice can arrive before the click's own state does). */}
      <BookingNextStep
        key={`${choice ?? 'none'}-${justChosen === choice}`}
        orderId={orderId}
        bookingId={bookingId}
        contactPersons={contactPersons}
        choice={choice}
        autoOpen={justChosen === choice}
      />
      <ConfirmDialog
        open={asking !== null}
        title={
          asking
            ? t('orders.booking.confirmTitle', { choice: t(`orders.booking.options.${asking}.title`) })
            : ''
        }
        okText={t('orders.booking.confirm')}
        onConfirm={async () => {
          if (!asking) return;
          await record.mutateAsync(asking);
          setJustChosen(asking);
          void message.success(t('orders.booking.saved'));
        }}
        onClose={close}
      >
        {asking ? (
          <Typography.Paragraph>
            {t(`orders.booking.options.${asking}.next`)}{' '}
            {isBookingLocked(asking) ? t('orders.booking.lockWarning') : null}
          </Typography.Paragraph>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
