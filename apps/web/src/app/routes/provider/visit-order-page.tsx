import { ErrorKey, mapOrderStatus } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ContactPersonList } from '@/components/contact-person-list.tsx';
import { OrderStatusTag } from '@/components/order-status-tag.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import { orderLinesQuery, orderQuery } from '@/features/orders/api/order-api.ts';
import { OrderInformation } from '@/features/orders/components/order-information.tsx';
import { OrderLinesTable } from '@/features/orders/components/order-lines-table.tsx';
import { orderAddress } from '@/features/orders/lib/order-address.ts';
import { errorText } from '@/lib/errors.ts';
import { useSignedInUser } from '@/lib/session.ts';

/**
 * /provider/visits/orders/{id}: the order of one of the photographer's own visits, read-only (the hub answers
 * GET /orders/{id} and its lines to them, without prices or invoicing, and refuses their other orders).
 */
export function VisitOrderPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { orderId = '' } = useParams();
  const order = useQuery(orderQuery(orderId));
  const lines = useQuery(orderLinesQuery(orderId));

  const back = <Link to="/provider/visits">← {t('providerVisits.orderPage.back')}</Link>;
  if (order.isPending) return <PageSpin />;
  if (order.isError) {
    return (
      <>
        {back}
        <PageLoadError
          title={t('orders.pages.details.titleUnknown')}
          error={order.error}
          onRetry={() => void order.refetch()}
          notFoundText={t(ErrorKey.orderDetailsNotFound)}
        />
      </>
    );
  }
  const record = order.data;
  return (
    <>
      {back}
      <PageHeading title={t('orders.pages.details.title', { salesId: record.salesId })} />
      <Flex vertical gap={24}>
        <Panel title={t('orders.pages.details.overview')}>
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            size="small"
            items={[
              {
                key: 'status',
                label: t('orders.fields.status'),
                children: <OrderStatusTag status={mapOrderStatus(record.status)} />,
              },
              { key: 'address', label: t('orders.fields.address'), children: orderAddress(record.address) },
              { key: 'department', label: t('orders.fields.department'), children: record.branchName },
              {
                key: 'package',
                label: t('orders.fields.package'),
                children: record.packageName ?? t('orders.catalogue.custom.title'),
              },
            ]}
          />
        </Panel>
        <Panel title={t('orders.lines.title')}>
          {lines.isError ? (
            <Alert type="error" showIcon title={errorText(t, lines.error)} />
          ) : (
            <OrderLinesTable
              lines={lines.data ?? []}
              loading={lines.isPending}
              currency={record.currency}
              showPrices={false}
              timeZone={user.timezone}
            />
          )}
        </Panel>
        <Panel title={t('orders.pages.details.information')}>
          <OrderInformation order={record} invoicing={false} />
        </Panel>
        <Panel title={t('orders.pages.new.contactsTitle')}>
          <ContactPersonList records={record.contactPersons} />
        </Panel>
      </Flex>
    </>
  );
}
