import type { ProviderOrderDetail } from '@portal/contracts';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';

interface OrderVisitProps {
  booking: ProviderOrderDetail['booking'];
  timeZone: string;
}

/** The photographer's visit of the order: when, who and how far it has come. */
export function OrderVisit({ booking, timeZone }: OrderVisitProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!booking) {
    return <Typography.Text type="secondary">{t('providerOrders.details.noBooking')}</Typography.Text>;
  }
  return (
    <Descriptions
      column={1}
      size="small"
      items={[
        {
          key: 'time',
          label: t('providerOrders.details.visitTime'),
          children: booking.start
            ? formatDate(booking.start, locale, timeZone, true)
            : t('providerOrders.details.notPlanned'),
        },
        {
          key: 'photographer',
          label: t('providerOrders.details.photographer'),
          children: booking.photographerName ?? t('providerOrders.details.noPhotographer'),
        },
        {
          key: 'status',
          label: t('providerOrders.details.visitStatus'),
          children: t(`providerOrders.visitStatuses.${booking.visitStatus}`),
        },
      ]}
    />
  );
}
