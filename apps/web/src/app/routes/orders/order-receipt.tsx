import { CheckCircleFilled, ClockCircleFilled } from '@ant-design/icons';
import { ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { BookingOptions } from '@/features/bookings/components/booking-options.tsx';
import { bookingInfoQuery, orderQuery, orderTasksQuery } from '@/features/orders/api/order-api.ts';
import { OrderTasks } from '@/features/orders/components/order-tasks.tsx';
import { orderAddress } from '@/features/orders/lib/order-address.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';

/**
 * The receipt: the order number, the tasks the order created and how the shoot is to be booked; an order
 * waiting for approval has neither yet, and says so.
 */
export function OrderReceiptPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const { id = '' } = useParams();
  const order = useQuery(orderQuery(id));
  const tasks = useQuery(orderTasksQuery(id));
  const booking = useQuery(bookingInfoQuery(id));
  const title = t('orders.pages.receipt.title');

  if (order.isPending) return <PageSpin />;
  if (order.isError) {
    return (
      <>
        <PageHeading title={title} />
        <Alert
          type="error"
          showIcon
          title={isApiError(order.error, 404) ? t(ErrorKey.orderDetailsNotFound) : errorText(t, order.error)}
          action={<Button onClick={() => void order.refetch()}>{t('common.actions.retry')}</Button>}
        />
      </>
    );
  }
  const record = order.data;
  const choice = booking.data?.choice ?? record.bookingChoice;

  const waiting = record.status === 'AWAITING_APPROVAL';

  return (
    <>
      <PageHeading title={title} />
      <Card className="portal-receipt-card">
        <Flex gap={16} align="flex-start">
          {waiting ? (
            <ClockCircleFilled className="portal-receipt-icon is-waiting" aria-hidden />
          ) : (
            <CheckCircleFilled className="portal-receipt-icon" aria-hidden />
          )}
          <div>
            <Typography.Title level={2} className="portal-receipt-heading">
              {t(waiting ? 'orders.pages.receipt.waitingTitle' : 'orders.pages.receipt.thanks')}
            </Typography.Title>
            <Typography.Paragraph>
              {t(waiting ? 'orders.pages.receipt.waitingIntro' : 'orders.pages.receipt.intro')}
            </Typography.Paragraph>
          </div>
        </Flex>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          size="small"
          items={[
            {
              key: 'salesId',
              label: t('orders.fields.salesId'),
              children: (
                <Typography.Text strong copyable={{ text: record.salesId }} data-testid="sales-id">
                  {record.salesId}
                </Typography.Text>
              ),
            },
            { key: 'address', label: t('orders.fields.address'), children: orderAddress(record.address) },
            { key: 'department', label: t('orders.fields.department'), children: record.branchName },
            { key: 'reference', label: t('orders.fields.reference'), children: record.caseReference },
            ...(user.visiblePrices
              ? [
                  {
                    key: 'total',
                    label: t('orders.fields.total'),
                    children: formatPrice(record.totalPrice ?? 0, record.currency, locale),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {waiting ? null : (
        <Row gutter={[24, 24]} style={{ marginTop: 24 }}>
          <Col xs={24} lg={14}>
            <Card title={<h2 className="portal-card-title">{t('orders.booking.title')}</h2>}>
              <Typography.Paragraph type="secondary">{t('orders.booking.intro')}</Typography.Paragraph>
              {booking.isPending ? (
                <LoadingSkeleton />
              ) : (
                <BookingOptions
                  orderId={record.id}
                  choice={choice}
                  bookingId={booking.data?.bookingId ?? null}
                  contactPersons={record.contactPersons}
                  phoneOnlyReason={booking.data?.phoneOnlyReason ?? null}
                />
              )}
            </Card>
          </Col>
          <Col xs={24} lg={10}>
            <Card title={<h2 className="portal-card-title">{t('orders.pages.receipt.tasksTitle')}</h2>}>
              <Typography.Paragraph type="secondary">
                {t('orders.pages.receipt.tasksIntro')}
              </Typography.Paragraph>
              {tasks.isPending ? (
                <LoadingSkeleton />
              ) : tasks.isError ? (
                <Alert type="error" showIcon title={errorText(t, tasks.error)} />
              ) : (
                <OrderTasks tasks={tasks.data} />
              )}
            </Card>
          </Col>
        </Row>
      )}
      <Flex gap={12} wrap style={{ marginTop: 24 }}>
        <Link to={`/orders/${encodeURIComponent(record.id)}`} className="portal-link-button is-primary">
          {t('orders.pages.receipt.toOrder')}
        </Link>
        <Link to="/orders/new" className="portal-link-button">
          {t('orders.pages.receipt.another')}
        </Link>
      </Flex>
    </>
  );
}
