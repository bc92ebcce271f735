import { PlusOutlined } from '@ant-design/icons';
import { ErrorKey, mapOrderStatus } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ContactPersonList } from '@/components/contact-person-list.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { OrderStatusTag } from '@/components/order-status-tag.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { BookingOptions } from '@/features/bookings/components/booking-options.tsx';
import { FeedbackLink } from '@/features/feedback/components/feedback-link.tsx';
import {
  activeUsersQuery,
  bookingInfoQuery,
  orderLineActionsQuery,
  orderLinesQuery,
  orderQuery,
  orderTasksQuery,
  watchersQuery,
} from '@/features/orders/api/order-api.ts';
import { AddExtraLinesDialog } from '@/features/orders/components/add-extra-lines-dialog.tsx';
import { OrderApprovalNotice } from '@/features/orders/components/order-approval-notice.tsx';
import { OrderInformation } from '@/features/orders/components/order-information.tsx';
import { OrderLinesTable } from '@/features/orders/components/order-lines-table.tsx';
import { OrderTasks } from '@/features/orders/components/order-tasks.tsx';
import { ResponsibleAgent } from '@/features/orders/components/responsible-agent.tsx';
import { WatchersEditor } from '@/features/orders/components/watchers-editor.tsx';
import { orderAddress } from '@/features/orders/lib/order-address.ts';
import { LineRatingStatus, OrderRatings } from '@/features/ratings/components/order-ratings.tsx';
import { RateLineButton } from '@/features/ratings/components/rate-line-button.tsx';
import { errorText } from '@/lib/errors.ts';
import { formatDate, formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';

/** Order details: status and dates, lines, tasks, contact persons, information, agent and watchers. */
export function OrderDetailsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const { id = '' } = useParams();
  // The delivery mail links here with `?rate=<line id>`, which opens that line's feedback and complaint dialog.
  const [search] = useSearchParams();
  const order = useQuery(orderQuery(id));
  const lines = useQuery(orderLinesQuery(id));
  const tasks = useQuery(orderTasksQuery(id));
  const booking = useQuery(bookingInfoQuery(id));
  const watchers = useQuery(watchersQuery(id));
  const lineIds = useMemo(() => (lines.data ?? []).map((line) => line.id), [lines.data]);
  const productNames = useMemo(
    () => new Map((lines.data ?? []).map((line) => [line.id, line.productName])),
    [lines.data],
  );
  const actions = useQuery(orderLineActionsQuery(id, lineIds));
  const users = useQuery({
    ...activeUsersQuery(order.data?.branchId ?? 0),
    enabled: order.data !== undefined,
  });
  const [adding, setAdding] = useState(false);
  const closeAdding = useCallback(() => setAdding(false), []);

  if (order.isPending) return <PageSpin />;
  if (order.isError) {
    return (
      <PageLoadError
        title={t('orders.pages.details.titleUnknown')}
        error={order.error}
        onRetry={() => void order.refetch()}
        notFoundText={t(ErrorKey.orderDetailsNotFound)}
      />
    );
  }

  const record = order.data;
  const status = mapOrderStatus(record.status);
  const choice = booking.data?.choice ?? record.bookingChoice;
  // Extra lines and a booking go on an OPEN order only, as the hub rules (a back-ordered one waits); the
  // hub's line actions say so when the order has lines.
  const canAddExtra = actions.data
    ? actions.data.some((action) => action.actions.includes('ADD_EXTRA'))
    : status === 'OPEN';
  const dash = '–';

  return (
    <>
      <PageHeading
        title={t('orders.pages.details.title', { salesId: record.salesId })}
        extra={
          canAddExtra ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
              {t('orders.extraLines.open')}
            </Button>
          ) : null
        }
      />
      <Flex vertical gap={24}>
        <OrderApprovalNotice approval={record.approval} />
        <Panel title={t('orders.pages.details.overview')}>
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            size="small"
            items={[
              {
                key: 'status',
                label: t('orders.fields.status'),
                children: <OrderStatusTag status={status} />,
              },
              { key: 'salesId', label: t('orders.fields.salesId'), children: record.salesId },
              {
                key: 'reference',
                label: t('orders.fields.reference'),
                children: (
                  <Link to={`/cases/${encodeURIComponent(record.caseId)}/orders`}>
                    {record.caseReference || dash}
                  </Link>
                ),
              },
              { key: 'address', label: t('orders.fields.address'), children: orderAddress(record.address) },
              { key: 'department', label: t('orders.fields.department'), children: record.branchName },
              {
                key: 'package',
                label: t('orders.fields.package'),
                children: record.packageName ?? t('orders.catalogue.custom.title'),
              },
              {
                key: 'created',
                label: t('orders.fields.created'),
                children: <RelativeTime iso={record.createdDate} />,
              },
              {
                key: 'delivery',
                label: t('orders.fields.deliveryDate'),
                children: formatDate(record.deliveryDate, locale, user.timezone) || dash,
              },
              ...(user.visiblePrices
                ? [
                    {
                      key: 'total',
                      label: t('orders.fields.total'),
                      // docs/product.md: a missing total is shown as 0.
                      children: formatPrice(record.totalPrice ?? 0, record.currency, locale),
                    },
                  ]
                : []),
              {
                key: 'booking',
                label: t('orders.fields.booking'),
                children: choice
                  ? t(`orders.booking.options.${choice}.title`)
                  : t('orders.booking.notChosen'),
              },
              {
                key: 'dateOfPhotography',
                label: t('orders.fields.dateOfPhotography'),
                children: booking.data?.dateOfPhotography ? (
                  <span data-testid="date-of-photography">
                    {formatDate(booking.data.dateOfPhotography, locale, user.timezone, true)}
                  </span>
                ) : (
                  t('orders.fields.notBooked')
                ),
              },
            ]}
          />
        </Panel>

        {!choice && status === 'OPEN' ? (
          <Panel title={t('orders.booking.title')}>
            <Typography.Paragraph type="secondary">{t('orders.booking.intro')}</Typography.Paragraph>
            <BookingOptions
              orderId={record.id}
              choice={choice}
              bookingId={booking.data?.bookingId ?? null}
              contactPersons={record.contactPersons}
              phoneOnlyReason={booking.data?.phoneOnlyReason ?? null}
            />
          </Panel>
        ) : null}

        <Panel title={t('orders.lines.title')}>
          {lines.isError ? (
            <Alert type="error" showIcon title={errorText(t, lines.error)} />
          ) : (
            <OrderLinesTable
              lines={lines.data ?? []}
              loading={lines.isPending}
              currency={record.currency}
              showPrices={user.visiblePrices}
              timeZone={user.timezone}
              lineActions={(line) => (
                <Flex gap={8} wrap align="center">
                  {line.canReceiveFeedback ? <FeedbackLink orderId={id} line={line} /> : null}
                  {line.deliveredAt ? (
                    <RateLineButton orderId={id} line={line} initiallyOpen={search.get('rate') === line.id} />
                  ) : null}
                  <LineRatingStatus orderId={id} lineId={line.id} />
                </Flex>
              )}
            />
          )}
        </Panel>

        <OrderRatings orderId={record.id} caseId={record.caseId} productNames={productNames} />

        <Row gutter={[24, 24]}>
          <Col xs={24} lg={12}>
            <Panel title={t('orders.tasks.title')}>
              {tasks.isPending ? (
                <LoadingSkeleton />
              ) : tasks.isError ? (
                <Alert type="error" showIcon title={errorText(t, tasks.error)} />
              ) : (
                <OrderTasks tasks={tasks.data} />
              )}
            </Panel>
          </Col>
          <Col xs={24} lg={12}>
            <Panel title={t('orders.pages.new.contactsTitle')}>
              <ContactPersonList records={record.contactPersons} />
            </Panel>
          </Col>
        </Row>

        <Panel title={t('orders.pages.details.information')}>
          <OrderInformation order={record} />
        </Panel>

        <Panel title={t('orders.pages.details.people')}>
          <Row gutter={[24, 8]}>
            <Col xs={24} lg={12}>
              <ResponsibleAgent orderId={record.id} value={record.responsibleUserId} users={users.data} />
            </Col>
            <Col xs={24} lg={12}>
              {watchers.isPending ? (
                <LoadingSkeleton rows={2} />
              ) : watchers.isError ? (
                <Alert type="error" showIcon title={errorText(t, watchers.error)} />
              ) : (
                <WatchersEditor
                  key={watchers.data.userIds.join(',')}
                  orderId={record.id}
                  saved={watchers.data.userIds}
                  users={users.data}
                />
              )}
            </Col>
          </Row>
        </Panel>
      </Flex>
      <AddExtraLinesDialog
        open={adding}
        orderId={record.id}
        branchId={record.branchId}
        hasPackage={record.packageName !== null}
        showPrices={user.visiblePrices}
        onClose={closeAdding}
      />
    </>
  );
}
