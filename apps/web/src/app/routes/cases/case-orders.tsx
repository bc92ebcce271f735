import { mapCase, mapOrderStatus, type OrderRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Flex, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OrderStatusTag } from '@/components/order-status-tag.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { caseQuery } from '@/features/cases/api/case-api.ts';
import { caseOrdersQuery } from '@/features/orders/api/order-api.ts';
import { errorText } from '@/lib/errors.ts';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';

/** A case's orders: the case's address, department and status, then each order with a link to it. */
export function CaseOrdersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const { id = '' } = useParams();
  const found = useQuery({ ...caseQuery(id), select: mapCase });
  const orders = useQuery(caseOrdersQuery(id));

  if (found.isPending) return <PageSpin />;
  if (found.isError) {
    return (
      <PageLoadError
        title={t('cases.pages.orders.titleUnknown')}
        error={found.error}
        onRetry={() => void found.refetch()}
      />
    );
  }
  const record = found.data;

  const columns: TableColumnsType<OrderRecord> = [
    {
      key: 'salesId',
      title: t('orders.fields.salesId'),
      render: (_, order) => (
        <Link
          to={`/orders/${encodeURIComponent(order.id)}`}
          aria-label={t('cases.pages.orders.open', { salesId: order.salesId })}
        >
          {order.salesId}
        </Link>
      ),
    },
    {
      key: 'status',
      title: t('orders.fields.status'),
      width: 140,
      render: (_, order) => <OrderStatusTag status={mapOrderStatus(order.status)} />,
    },
    {
      key: 'package',
      title: t('orders.fields.package'),
      responsive: ['md'],
      render: (_, order) => order.packageName ?? t('orders.catalogue.custom.title'),
    },
    {
      key: 'created',
      title: t('orders.fields.created'),
      responsive: ['sm'],
      width: 190,
      render: (_, order) => <RelativeTime iso={order.createdDate} />,
    },
    ...(user.visiblePrices
      ? [
          {
            key: 'total',
            title: t('orders.fields.total'),
            align: 'right',
            responsive: ['sm'],
            width: 150,
            render: (_: unknown, order: OrderRecord) =>
              formatPrice(order.totalPrice ?? 0, order.currency, locale),
          } satisfies TableColumnsType<OrderRecord>[number],
        ]
      : []),
  ];

  return (
    <>
      <PageHeading
        title={record.address.full || record.reference}
        extra={
          <Flex gap={16} wrap>
            <Link to={`/cases/${encodeURIComponent(record.id)}`}>{t('cases.pages.orders.details')}</Link>
            <Link to="/cases" className="portal-back-link">
              {t('cases.pages.orders.back')}
            </Link>
          </Flex>
        }
      />
      <Flex vertical gap={24}>
        <Card>
          <Descriptions
            column={{ xs: 1, md: 3 }}
            size="small"
            items={[
              { key: 'reference', label: t('cases.columns.reference'), children: record.reference },
              { key: 'department', label: t('cases.columns.department'), children: record.department.name },
              {
                key: 'status',
                label: t('cases.columns.status'),
                children: <OrderStatusTag status={record.orderStatus} />,
              },
              {
                key: 'category',
                label: t('cases.columns.category'),
                children: t(`cases.categories.${record.category}`),
              },
              {
                key: 'updated',
                label: t('cases.columns.updated'),
                children: <RelativeTime iso={record.updatedAt} />,
              },
            ]}
          />
          {record.materials.archived ? (
            <Alert type="info" showIcon title={t('cases.pages.orders.archived')} style={{ marginTop: 12 }} />
          ) : null}
        </Card>
        <Card title={<h2 className="portal-card-title">{t('cases.pages.orders.ordersTitle')}</h2>}>
          {orders.isError ? (
            <Alert
              type="error"
              showIcon
              title={errorText(t, orders.error)}
              action={<Button onClick={() => void orders.refetch()}>{t('common.actions.retry')}</Button>}
            />
          ) : (
            <Table<OrderRecord>
              rowKey="id"
              columns={columns}
              dataSource={orders.data ?? []}
              loading={orders.isPending}
              pagination={false}
              size="middle"
              locale={{
                emptyText: (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cases.pages.orders.none')} />
                ),
              }}
            />
          )}
        </Card>
      </Flex>
    </>
  );
}
