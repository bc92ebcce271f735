import type { FeedbackRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Col, Flex, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageLoadError } from '@/components/page-load-error.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import { workOrderQuery } from '@/features/provider-delivery/api/provider-delivery-api.ts';
import { AnnotationAnswerForm } from '@/features/provider-delivery/components/annotation-answer-form.tsx';
import { LineRatings } from '@/features/provider-delivery/components/line-ratings.tsx';

const STATE_COLORS = { OPEN: 'gold', DONE: 'green', DECLINED: 'red' } as const;

/**
 * One line's work order: each picture with its numbered comments, each open one answered on the spot, then
 * the line's change requests, complaints and feedback, answered the same way.
 */
export function FeedbackWorkOrderPage() {
  const { t } = useTranslation();
  const { lineId = '' } = useParams();
  const workOrder = useQuery(workOrderQuery(lineId));
  const back = (
    <Link to="/provider/feedback" className="portal-back-link">
      {t('delivery.workOrder.back')}
    </Link>
  );

  if (workOrder.isPending) return <PageSpin />;
  if (workOrder.isError) {
    return (
      <PageLoadError
        title={t('delivery.workOrder.titleUnknown')}
        error={workOrder.error}
        onRetry={() => void workOrder.refetch()}
        extra={back}
      />
    );
  }
  const record = workOrder.data;
  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('delivery.workOrder.title', { product: record.productName })} extra={back} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {record.address} ·{' '}
        <Link to={`/provider/orders/${encodeURIComponent(record.orderId)}`}>
          {t('delivery.workOrder.order', { salesId: record.salesId })}
        </Link>
      </Typography.Paragraph>
      {record.pictures.map((picture, index) => (
        <PictureComments key={picture.materialId} record={record} pictureIndex={index} />
      ))}
      <LineRatings orderId={record.orderId} lineId={record.orderlineId} />
    </Flex>
  );
}

function PictureComments({ record, pictureIndex }: { record: FeedbackRecord; pictureIndex: number }) {
  const { t } = useTranslation();
  const picture = record.pictures[pictureIndex];
  const comments = record.annotations.filter((annotation) => annotation.materialId === picture?.materialId);
  if (!picture || comments.length === 0) return null;
  return (
    <Panel title={t('delivery.workOrder.picture', { number: pictureIndex + 1, name: picture.name })}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={10}>
          {picture.previewUrl || picture.url ? (
            <img src={picture.previewUrl ?? picture.url ?? ''} alt={picture.name} style={{ width: '100%' }} />
          ) : null}
        </Col>
        <Col xs={24} md={14}>
          <Flex vertical gap={24}>
            {comments.map((comment) => (
              <section
                key={comment.id}
                aria-label={t('delivery.workOrder.comment', { number: comment.label })}
              >
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong>
                    {t('delivery.workOrder.comment', { number: comment.label })}
                  </Typography.Text>
                  <Tag>{t(`feedback.kinds.${comment.kind}`)}</Tag>
                  <Tag color={STATE_COLORS[comment.state]}>{t(`feedback.states.${comment.state}`)}</Tag>
                </Flex>
                <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{comment.text}</Typography.Paragraph>
                {comment.state === 'OPEN' ? (
                  <AnnotationAnswerForm lineId={record.orderlineId} annotationId={comment.id} />
                ) : (
                  <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-line' }}>
                    {t('delivery.workOrder.answered')}: {comment.reply}
                  </Typography.Paragraph>
                )}
              </section>
            ))}
          </Flex>
        </Col>
      </Row>
    </Panel>
  );
}
