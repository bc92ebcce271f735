import { mapOrderStatus, type OrderRecord } from '@portal/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusTag } from '../../../components/order-status-tag.tsx';
import { Panel } from '../../../components/panel.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useSignedInUser } from '../../auth/api/session-api.ts';
import { bookingInfoQuery, caseOrdersQuery } from '../../orders/api/order-api.ts';
import './case-details.css';

/**
 * The case's orders with their status and, once a shoot is booked, its confirmed time (issue 5: the
 * confirmed time appears on the case). Each order's booking comes from its booking-info call.
 */
export function CaseOrdersSection({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const orders = useQuery(caseOrdersQuery(caseId));
  const bookings = useQueries({
    queries: (orders.data ?? []).map((order) => bookingInfoQuery(order.id)),
  });
  const photographyOf = new Map(
    bookings.flatMap((booking) =>
      booking.data ? [[booking.data.orderId, booking.data.dateOfPhotography]] : [],
    ),
  );

  return (
    <Panel title={t('cases.pages.details.ordersTitle')}>
      {orders.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : orders.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(t, orders.error)}
          action={<Button onClick={() => void orders.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : orders.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cases.pages.orders.none')} />
      ) : (
        <ul className="portal-case-rows" aria-label={t('cases.pages.details.ordersTitle')}>
          {orders.data.map((order) => (
            <CaseOrderRow key={order.id} order={order} photography={photographyOf.get(order.id) ?? null} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function CaseOrderRow({ order, photography }: { order: OrderRecord; photography: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  return (
    <li>
      <Flex vertical gap={2} className="portal-case-row-main">
        <Link
          to={`/orders/${encodeURIComponent(order.id)}`}
          aria-label={t('cases.pages.orders.open', { salesId: order.salesId })}
        >
          {order.salesId}
        </Link>
        <Typography.Text type="secondary">
          {order.packageName ?? t('orders.catalogue.custom.title')} ·{' '}
          {formatDate(order.createdDate, locale, user.timezone)}
        </Typography.Text>
        {photography ? (
          <Typography.Text data-testid="case-order-photography">
            {t('orders.fields.dateOfPhotography')}: {formatDate(photography, locale, user.timezone, true)}
          </Typography.Text>
        ) : null}
      </Flex>
      <OrderStatusTag status={mapOrderStatus(order.status)} />
    </li>
  );
}
