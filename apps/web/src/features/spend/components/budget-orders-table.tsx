import { type BudgetOrder, mapOrderStatus } from '@portal/contracts';
import { Empty, Flex, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusTag } from '@/components/order-status-tag.tsx';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { OrdererCell } from './orderer-cell.tsx';

/** The orders behind one number of the budget: the sales id opens the order, the address its case. */
export function BudgetOrdersTable({ orders, currency }: { orders: BudgetOrder[]; currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: TableColumnsType<BudgetOrder> = [
    {
      key: 'order',
      title: t('spend.budget.order'),
      render: (_, order) => (
        <Flex vertical gap={2}>
          <Link to={`/orders/${order.id}`}>{order.salesId}</Link>
          <Link to={`/cases/${order.caseId}`}>{order.address}</Link>
        </Flex>
      ),
    },
    {
      key: 'orderer',
      title: t('spend.budget.orderer'),
      responsive: ['md'],
      render: (_, order) => <OrdererCell orderer={order.orderer} placedAt={order.placedAt} />,
    },
    {
      key: 'status',
      title: t('spend.budget.status'),
      responsive: ['sm'],
      render: (_, order) => <OrderStatusTag status={mapOrderStatus(order.status)} />,
    },
    {
      key: 'amount',
      title: t('spend.budget.amount'),
      align: 'end',
      render: (_, order) => formatPrice(order.amount, currency, locale),
    },
  ];
  return (
    <Table<BudgetOrder>
      rowKey="id"
      columns={columns}
      dataSource={orders}
      size="small"
      pagination={false}
      locale={{ emptyText: <Empty description={t('spend.budget.noOrders')} /> }}
    />
  );
}
