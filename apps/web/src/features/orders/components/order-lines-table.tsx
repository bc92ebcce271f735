import type { OrderLineRecord } from '@portal/contracts';
import { Empty, Table, type TableColumnsType, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderStatusTag } from '@/components/order-status-tag.tsx';
import { formatDate, formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';

interface OrderLinesTableProps {
  lines: OrderLineRecord[];
  loading: boolean;
  currency: string;
  showPrices: boolean;
  timeZone: string;
  /** What can be done with a line (feedback, rating), placed by the page from other features. */
  lineActions?: (line: OrderLineRecord) => ReactNode;
}

/** An order's lines; phones show the product with its quantities in one column next to the status. */
export function OrderLinesTable({
  lines,
  loading,
  currency,
  showPrices,
  timeZone,
  lineActions,
}: OrderLinesTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const quantities = (line: OrderLineRecord) =>
    t('orders.lines.quantities', { ordered: line.orderedQuantity, delivered: line.deliveredQuantity });

  const columns: TableColumnsType<OrderLineRecord> = [
    {
      key: 'line',
      title: t('orders.lines.product'),
      responsive: ['xs'],
      render: (_, line) => (
        <>
          <Typography.Text strong>{line.productName}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{quantities(line)}</Typography.Text>
          {showPrices && line.price !== null ? (
            <>
              <br />
              {formatPrice(line.price, currency, locale)}
            </>
          ) : null}
          {/* On a phone the line's actions go under it, so the product name keeps the width. */}
          {lineActions ? <div style={{ marginTop: 8 }}>{lineActions(line)}</div> : null}
        </>
      ),
    },
    {
      key: 'product',
      title: t('orders.lines.product'),
      responsive: ['sm'],
      render: (_, line) => <Typography.Text strong>{line.productName}</Typography.Text>,
    },
    {
      key: 'status',
      title: t('orders.lines.status'),
      width: 130,
      render: (_, line) => <OrderStatusTag status={line.status} />,
    },
    {
      key: 'ordered',
      title: t('orders.lines.ordered'),
      responsive: ['sm'],
      align: 'right',
      width: 110,
      dataIndex: 'orderedQuantity',
    },
    {
      key: 'delivered',
      title: t('orders.lines.delivered'),
      responsive: ['sm'],
      align: 'right',
      width: 110,
      dataIndex: 'deliveredQuantity',
    },
    { key: 'unit', title: t('orders.lines.unit'), responsive: ['md'], width: 90, dataIndex: 'unit' },
    ...(showPrices
      ? [
          {
            key: 'price',
            title: t('orders.lines.price'),
            responsive: ['sm'],
            align: 'right',
            width: 130,
            render: (_: unknown, line: OrderLineRecord) =>
              line.price === null ? '–' : formatPrice(line.price, currency, locale),
          } satisfies TableColumnsType<OrderLineRecord>[number],
        ]
      : []),
    {
      key: 'deliveredAt',
      title: t('orders.lines.deliveredAt'),
      responsive: ['lg'],
      width: 150,
      render: (_, line) => formatDate(line.deliveredAt, locale, timeZone) || '–',
    },
    ...(lineActions
      ? [
          {
            key: 'actions',
            title: <span className="portal-visually-hidden">{t('orders.lines.actions')}</span>,
            responsive: ['sm'],
            render: (_: unknown, line: OrderLineRecord) => lineActions(line),
          } satisfies TableColumnsType<OrderLineRecord>[number],
        ]
      : []),
  ];

  return (
    <Table<OrderLineRecord>
      rowKey="id"
      columns={columns}
      dataSource={lines}
      loading={loading}
      size="middle"
      pagination={false}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.lines.none')} />,
      }}
    />
  );
}
