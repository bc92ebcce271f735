import { type CampaignOrderRecord, mapOrderStatus } from '@portal/contracts';
import { Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusTag } from '@/components/order-status-tag.tsx';
import { formatDate, formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';

/** The orders placed under a campaign: the address opens the case, the sales id the order. */
export function CampaignOrdersTable({
  orders,
  currency,
}: {
  orders: CampaignOrderRecord[];
  currency: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const columns: TableColumnsType<CampaignOrderRecord> = [
    {
      key: 'address',
      title: t('campaigns.orders.address'),
      render: (_, order) => <Link to={`/cases/${order.caseId}`}>{order.address}</Link>,
    },
    {
      key: 'salesId',
      title: t('campaigns.orders.salesId'),
      responsive: ['sm'],
      render: (_, order) => <Link to={`/orders/${order.orderId}`}>{order.salesId}</Link>,
    },
    {
      key: 'date',
      title: t('campaigns.orders.date'),
      responsive: ['md'],
      render: (_, order) => formatDate(order.createdDate, locale, user.timezone),
    },
    ...(user.visiblePrices
      ? [
          {
            key: 'price',
            title: t('campaigns.orders.price'),
            align: 'end',
            render: (_: unknown, order: CampaignOrderRecord) =>
              order.totalPrice === null ? '–' : formatPrice(order.totalPrice, currency, locale),
          } satisfies TableColumnsType<CampaignOrderRecord>[number],
        ]
      : []),
    {
      key: 'status',
      title: t('campaigns.orders.status'),
      render: (_, order) => <OrderStatusTag status={mapOrderStatus(order.status)} />,
    },
  ];
  return (
    <Table<CampaignOrderRecord>
      rowKey="orderId"
      columns={columns}
      dataSource={orders}
      size="middle"
      pagination={false}
      locale={{ emptyText: <Empty description={t('campaigns.orders.none')} /> }}
    />
  );
}
