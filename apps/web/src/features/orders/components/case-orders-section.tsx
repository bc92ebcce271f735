import { mapOrderStatus, type OrderRecord } from '@portal/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderStatusTag } from '@/components/order-status-tag.tsx';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { RowList, RowMain } from '@/components/row-list.tsx';
import { bookingInfoQuery, caseOrdersQuery } from '@/features/orders/api/order-api.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';

/**
 * The case's orders with their status and, once a shoot is booked, its confirmed time, so the office sees
 * on the case when the photographer comes. Each order's booking comes from its booking-info call.
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
      <QueryContent query={orders} empty={t('cases.pages.orders.none')}>
        {(list) => (
          <RowList label={t('cases.pages.details.ordersTitle')}>
            {list.map((order) => (
              <CaseOrderRow key={order.id} order={order} photography={photographyOf.get(order.id) ?? null} />
            ))}
          </RowList>
        )}
      </QueryContent>
    </Panel>
  );
}

function CaseOrderRow({ order, photography }: { order: OrderRecord; photography: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  return (
    <li>
      <RowMain>
        <Link
          to={`/orders/${encodeURIComponent(order.id)}`}
          aria-label={t('cases.pages.orders.open', { salesId: order.salesId })}
        >
          {order.salesId}
        </Link>
        <Typography.Text type="secondary">
          {order.packageName ?? t('orders.catalogue.custom.title')} · <RelativeTime iso={order.createdDate} />
        </Typography.Text>
        {photography ? (
          <Typography.Text data-testid="case-order-photography">
            {t('orders.fields.dateOfPhotography')}: {formatDate(photography, locale, user.timezone, true)}
          </Typography.Text>
        ) : null}
      </RowMain>
      <OrderStatusTag status={mapOrderStatus(order.status)} />
    </li>
  );
}
