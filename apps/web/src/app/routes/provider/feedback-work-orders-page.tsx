import { PaperClipOutlined } from '@ant-design/icons';
import { ADMIN_PAGE_SIZE, type FeedbackWorkOrderRecord } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { RATING_STATE_COLORS, RATING_TYPE_COLORS } from '@/components/rating-conversation.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { workOrdersQuery } from '@/features/provider-delivery/api/provider-delivery-api.ts';

const rowKeyOf = (row: FeedbackWorkOrderRecord) =>
  row.kind === 'RATING' ? row.rating.id : `pictures-${row.orderlineId}`;

/** What the item is: comments on pictures, or a rating's type. */
function WhatTag({ row }: { row: FeedbackWorkOrderRecord }) {
  const { t } = useTranslation();
  if (row.kind === 'PICTURES') return <Tag>{t('delivery.workOrders.pictures')}</Tag>;
  return <Tag color={RATING_TYPE_COLORS[row.rating.type]}>{t(`ratings.types.${row.rating.type}`)}</Tag>;
}

/** For a rating, the start of what the office wrote and how many documents it sent. */
function WhatDetails({ row }: { row: FeedbackWorkOrderRecord }) {
  const { t } = useTranslation();
  if (row.kind === 'PICTURES') return null;
  const { rating } = row;
  return (
    <>
      <Typography.Paragraph ellipsis={{ rows: 2, tooltip: rating.comment }} style={{ margin: 0 }}>
        {rating.comment}
      </Typography.Paragraph>
      {rating.documents.length > 0 ? (
        <Typography.Text type="secondary">
          <PaperClipOutlined aria-hidden />{' '}
          {t('delivery.workOrders.documents', { count: rating.documents.length })}
        </Typography.Text>
      ) : null}
    </>
  );
}

/** Where it stands: open comments of all, or the rating's state. */
function StateTag({ row }: { row: FeedbackWorkOrderRecord }) {
  const { t } = useTranslation();
  return row.kind === 'PICTURES' ? (
    <Tag color={row.open > 0 ? 'gold' : 'green'}>
      {t('delivery.workOrders.openCount', { open: row.open, total: row.annotations })}
    </Tag>
  ) : (
    <Tag color={RATING_STATE_COLORS[row.rating.state]}>{t(`ratings.states.${row.rating.state}`)}</Tag>
  );
}

/** The line's work order, named by its address. */
const AddressLink = ({ row }: { row: FeedbackWorkOrderRecord }) => (
  <Link to={`/provider/feedback/${encodeURIComponent(row.orderlineId)}`}>{row.address}</Link>
);

/**
 * What the offices sent, paged on the hub, those waiting for an answer first: comments on delivered pictures,
 * and change requests, complaints and feedback on delivered lines.
 */
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
          <>
            <Typography.Text strong role="status">
              {t('delivery.workOrders.waiting', { count: data.waiting })}
            </Typography.Text>
            <Table<FeedbackWorkOrderRecord>
              rowKey={rowKeyOf}
              dataSource={data.data}
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
                  key: 'item',
                  title: t('delivery.workOrders.what'),
                  responsive: ['xs'],
                  render: (_, row) => (
                    <Flex vertical gap={4} align="flex-start">
                      <Flex gap={4} wrap>
                        <WhatTag row={row} />
                        <StateTag row={row} />
                      </Flex>
                      <AddressLink row={row} />
                      <Typography.Text type="secondary">
                        {row.productName} · {row.branchName} · <RelativeTime iso={row.submittedAt} />
                      </Typography.Text>
                      <WhatDetails row={row} />
                    </Flex>
                  ),
                },
                {
                  key: 'what',
                  title: t('delivery.workOrders.what'),
                  responsive: ['sm'],
                  width: '30%',
                  render: (_, row) => (
                    <Flex vertical gap={4} align="flex-start">
                      <WhatTag row={row} />
                      <WhatDetails row={row} />
                    </Flex>
                  ),
                },
                {
                  key: 'address',
                  title: t('delivery.workOrders.address'),
                  responsive: ['sm'],
                  render: (_, row) => <AddressLink row={row} />,
                },
                {
                  key: 'department',
                  title: t('delivery.workOrders.department'),
                  responsive: ['lg'],
                  dataIndex: 'branchName',
                },
                {
                  key: 'product',
                  title: t('delivery.workOrders.product'),
                  responsive: ['md'],
                  dataIndex: 'productName',
                },
                {
                  key: 'submitted',
                  title: t('delivery.workOrders.submitted'),
                  responsive: ['sm'],
                  render: (_, row) => <RelativeTime iso={row.submittedAt} />,
                },
                {
                  key: 'state',
                  title: t('delivery.workOrders.state'),
                  responsive: ['sm'],
                  render: (_, row) => <StateTag row={row} />,
                },
              ]}
            />
          </>
        )}
      </QueryContent>
    </Flex>
  );
}
