import { ADMIN_PAGE_SIZE, type FeedbackWorkOrderRecord } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { workOrdersQuery } from '@/features/provider-delivery/api/provider-delivery-api.ts';

/** The feedback the offices submitted, as work orders paged on the hub, those with open comments first. */
export function FeedbackWorkOrdersPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const skip = (page - 1) * ADMIN_PAGE_SIZE;
  const workOrders = useQuery({
    ...workOrdersQuery(skip, ADMIN_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('delivery.workOrders.title')} />
      <Typography.Paragraph type="secondary">{t('delivery.workOrders.intro')}</Typography.Paragraph>
      <QueryContent query={workOrders} rows={6}>
        {(data) => (
          <Table<FeedbackWorkOrderRecord>
            rowKey="orderlineId"
            dataSource={data.data}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('delivery.workOrders.none') }}
            pagination={{
              current: page,
              pageSize: ADMIN_PAGE_SIZE,
              total: data.total,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: setPage,
            }}
            columns={[
              {
                key: 'address',
                title: t('delivery.workOrders.address'),
                render: (_, row) => (
                  <Link to={`/provider/feedback/${encodeURIComponent(row.orderlineId)}`}>{row.address}</Link>
                ),
              },
              { key: 'department', title: t('delivery.workOrders.department'), dataIndex: 'branchName' },
              { key: 'product', title: t('delivery.workOrders.product'), dataIndex: 'productName' },
              {
                key: 'submitted',
                title: t('delivery.workOrders.submitted'),
                render: (_, row) => <RelativeTime iso={row.submittedAt} />,
              },
              {
                key: 'open',
                title: t('delivery.workOrders.open'),
                render: (_, row) => (
                  <Tag color={row.open > 0 ? 'gold' : 'green'}>
                    {t('delivery.workOrders.openCount', { open: row.open, total: row.annotations })}
                  </Tag>
                ),
              },
            ]}
          />
        )}
      </QueryContent>
    </Flex>
  );
}
