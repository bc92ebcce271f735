import { ErrorKey, lineTakesDelivery, mapOrderStatus } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Descriptions, Flex, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ContactPersonList } from '@/components/contact-person-list.tsx';
import { OrderStatusTag } from '@/components/order-status-tag.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { OrderInformation } from '@/features/orders/components/order-information.tsx';
import { OrderLinesTable } from '@/features/orders/components/order-lines-table.tsx';
import { OrderTasks } from '@/features/orders/components/order-tasks.tsx';
import { providerOrderQuery } from '@/features/provider-orders/api/provider-orders-api.ts';
import { OrderOfficeFiles } from '@/features/provider-orders/components/order-office-files.tsx';
import { OrderStatusActions } from '@/features/provider-orders/components/order-status-actions.tsx';
import { OrderVisit } from '@/features/provider-orders/components/order-visit.tsx';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';

/**
 * An incoming order as the provider fulfils it: status and its next steps, lines (each delivered on its own
 * page), tasks, visit, contact persons, the office's notes and files.
 */
export function ProviderOrderPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const { orderId = '' } = useParams();
  const query = useQuery(providerOrderQuery(orderId));

  if (query.isPending) return <PageSpin />;
  if (query.isError) {
    return (
      <PageLoadError
        title={t('providerOrders.details.titleUnknown')}
        error={query.error}
        onRetry={() => void query.refetch()}
        notFoundText={t(ErrorKey.orderDetailsNotFound)}
      />
    );
  }
  const detail = query.data;
  const { order } = detail;
  const base = `/provider/orders/${encodeURIComponent(order.id)}`;

  return (
    <>
      <Link to="/provider/orders">← {t('providerOrders.details.back')}</Link>
      <PageHeading title={t('providerOrders.details.title', { salesId: order.salesId })} />
      <Flex vertical gap={24}>
        <Panel title={t('providerOrders.details.overview')}>
          <Flex vertical gap={16}>
            <Descriptions
              column={{ xs: 1, md: 2, xl: 3 }}
              size="small"
              items={[
                {
                  key: 'status',
                  label: t('providerOrders.details.status'),
                  children: <OrderStatusTag status={mapOrderStatus(order.status)} exact />,
                },
                { key: 'address', label: t('providerOrders.details.address'), children: detail.address },
                {
                  key: 'department',
                  label: t('providerOrders.details.department'),
                  children: `${order.branchName} (${detail.countryCode})`,
                },
                {
                  key: 'package',
                  label: t('providerOrders.details.package'),
                  children: order.packageName ?? t('providerOrders.details.custom'),
                },
                {
                  key: 'created',
                  label: t('providerOrders.details.created'),
                  children: <RelativeTime iso={order.createdDate} />,
                },
                {
                  key: 'delivered',
                  label: t('providerOrders.details.delivered'),
                  children: formatDate(order.deliveryDate, locale, user.timezone) || '–',
                },
              ]}
            />
            <OrderStatusActions
              orderId={order.id}
              salesId={order.salesId}
              nextStatuses={detail.nextStatuses}
              undelivered={detail.undelivered}
            />
          </Flex>
        </Panel>

        <Panel
          title={t('providerOrders.details.lines')}
          extra={<Link to={`${base}/texts`}>{t('providerOrders.details.texts')}</Link>}
        >
          <OrderLinesTable
            lines={detail.lines}
            loading={false}
            currency={order.currency}
            showPrices={user.visiblePrices}
            timeZone={user.timezone}
            lineActions={(line) => {
              const open = lineTakesDelivery(order.status, line.status);
              // A closed line's page shows what was delivered, whose usage rights still change.
              if (!open && line.deliveredAt === null) return null;
              const action = t(
                open ? 'providerOrders.details.deliver' : 'providerOrders.details.deliveredMaterial',
              );
              return (
                <Link
                  to={`${base}/lines/${encodeURIComponent(line.id)}`}
                  aria-label={`${action}: ${line.productName}`}
                >
                  {action}
                </Link>
              );
            }}
          />
        </Panel>

        <Row gutter={[24, 24]}>
          <Col xs={24} lg={12}>
            <Panel title={t('providerOrders.details.tasks')}>
              <OrderTasks tasks={detail.tasks} />
            </Panel>
          </Col>
          <Col xs={24} lg={12}>
            <Panel title={t('providerOrders.details.booking')}>
              <OrderVisit booking={detail.booking} timeZone={user.timezone} />
            </Panel>
          </Col>
          <Col xs={24} lg={12}>
            <Panel title={t('providerOrders.details.contacts')}>
              <ContactPersonList records={order.contactPersons} />
            </Panel>
          </Col>
          <Col xs={24} lg={12}>
            <Panel title={t('providerOrders.details.uploads')}>
              <OrderOfficeFiles uploads={detail.uploads} formAnswers={detail.formAnswers} />
            </Panel>
          </Col>
        </Row>

        <Panel title={t('providerOrders.details.notes')}>
          <OrderInformation order={order} />
        </Panel>
      </Flex>
    </>
  );
}
