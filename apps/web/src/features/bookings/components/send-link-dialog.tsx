import {
  type ContactPersonRecord,
  Locale,
  type ThirdPartyLinkBody,
  type ThirdPartyLinkRecord,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendBookingLink } from '@/features/bookings/api/booking-api.ts';
import { errorText } from '@/lib/errors.ts';
import { useLocale } from '@/lib/i18n.ts';
import { shownPhone } from '@/lib/phone.ts';
import { orderKeys } from '@/lib/query-keys.ts';

type Channel = ThirdPartyLinkBody['channel'];

interface SendLinkDialogProps {
  open: boolean;
  orderId: string;
  bookingId: string;
  contactPersons: ContactPersonRecord[];
  onClose: () => void;
  onSent: (record: ThirdPartyLinkRecord) => void;
}

/** The number or address of a contact person on the channel, or '' when there is none. */
const addressOn = (channel: Channel, person: ContactPersonRecord) =>
  (channel === 'SMS' ? person.contactInfo.phoneMobile : person.contactInfo.email)?.trim() ?? '';

/**
 * Choice 2 of "Booking options": the link to the book-online page goes by SMS or email to one of the
 * order's contact persons (the primary one unless another is chosen), in the language chosen here.
 */
export function SendLinkDialog({
  open,
  orderId,
  bookingId,
  contactPersons,
  onClose,
  onSent,
}: SendLinkDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<Channel>('SMS');
  const portalLocale = useLocale();
  const [locale, setLocale] = useState<Locale>(portalLocale);
  // Only contact persons with a number or address on the channel can be chosen; by priority, primary first.
  const reachable = contactPersons
    .filter((person) => person.contactType !== 'NONE' && person.id && addressOn(channel, person))
    .toSorted((a, b) => a.priority - b.priority);
  const [chosenId, setChosenId] = useState<string | undefined>(undefined);
  const recipient = reachable.find((person) => person.id === chosenId) ?? reachable[0];
  const send = useMutation({
    mutationFn: () => sendBookingLink({ bookingId, channel, contactPersonId: recipient?.id, locale }),
    onSuccess: (record) => {
      onSent(record);
      onClose();
    },
    // The booking task became partially done.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) }),
  });

  return (
    <Modal
      open={open}
      title={t('bookings.link.title')}
      width={660}
      okText={t('bookings.link.send')}
      okButtonProps={{ disabled: !recipient }}
      confirmLoading={send.isPending}
      onOk={() => send.mutate()}
      onCancel={() => {
        if (!send.isPending) onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('bookings.link.intro')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item label={t('bookings.link.channel')}>
          <Radio.Group
            value={channel}
            onChange={(event) => setChannel(event.target.value as Channel)}
            options={[
              { value: 'SMS', label: t('bookings.link.channels.SMS') },
              { value: 'EMAIL', label: t('bookings.link.channels.EMAIL') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('bookings.link.recipient')} htmlFor="booking-link-recipient">
          {recipient ? (
            <Select
              id="booking-link-recipient"
              data-testid="link-recipient"
              value={recipient.id}
              onChange={setChosenId}
              options={reachable.map((person) => ({
                value: person.id,
                label: `${person.name} (${channel === 'SMS' ? shownPhone(addressOn(channel, person)) : addressOn(channel, person)})`,
              }))}
            />
          ) : (
            <Alert type="warning" showIcon title={t(`bookings.link.missing.${channel}`)} />
          )}
        </Form.Item>
        <Form.Item label={t('bookings.link.language')} htmlFor="booking-link-language">
          <Select
            id="booking-link-language"
            value={locale}
            onChange={setLocale}
            options={Locale.options.map((option) => ({
              value: option,
              label: t(`bookings.link.languages.${option}`),
            }))}
          />
        </Form.Item>
      </Form>
      {send.isError ? <Alert type="error" showIcon role="alert" title={errorText(t, send.error)} /> : null}
    </Modal>
  );
}
