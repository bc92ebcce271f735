import { Locale, mapContactPersons, type ThirdPartyLinkRecord } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { orderKeys, orderQuery } from '../../orders/api/order-api.ts';
import { type SendBookingLink, sendBookingLink } from '../api/booking-api.ts';

type Channel = SendBookingLink['channel'];

interface SendLinkDialogProps {
  open: boolean;
  orderId: string;
  bookingId: string;
  onClose: () => void;
  onSent: (record: ThirdPartyLinkRecord) => void;
}

/**
 * Choice 2 of "Booking options": the link to the book-online page goes to the order's primary contact
 * person by SMS or email, in the language chosen here.
 */
export function SendLinkDialog({ open, orderId, bookingId, onClose, onSent }: SendLinkDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState<Channel>('SMS');
  const portalLocale = useLocale();
  const [locale, setLocale] = useState<Locale>(portalLocale);
  const order = useQuery(orderQuery(orderId));
  const primary = order.data ? mapContactPersons(order.data.contactPersons)[0] : undefined;
  const address = channel === 'SMS' ? primary?.phone || primary?.alternativePhone : primary?.email;
  const send = useMutation({
    mutationFn: () => sendBookingLink({ bookingId, channel, locale }),
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
      okButtonProps={{ disabled: !address }}
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
        <Form.Item label={t('bookings.link.recipient')}>
          {address ? (
            <Typography.Text data-testid="link-recipient">
              {primary?.name} ({address})
            </Typography.Text>
          ) : (
            <Alert type="warning" showIcon title={t(`bookings.link.missing.${channel}`)} />
          )}
        </Form.Item>
        <Form.Item label={t('bookings.link.language')}>
          <Select
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
