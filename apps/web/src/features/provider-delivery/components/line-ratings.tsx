import { CLOSED_RATING_STATES, type RatingAnswerRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { RatingConversation } from '@/components/rating-conversation.tsx';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { lineRatingsQuery } from '../api/provider-delivery-api.ts';
import { RatingAnswerForm } from './rating-answer-form.tsx';

/**
 * The office's change requests, complaints and feedback on the line, newest first: each with who wrote it,
 * its words and documents, the answers given, and while it is neither done nor declined, the answer form.
 */
export function LineRatings({ orderId, lineId }: { orderId: string; lineId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const ratings = useQuery(lineRatingsQuery(lineId));
  const renderDelivery = (answer: RatingAnswerRecord) =>
    answer.correctedDelivery ? (
      <Typography.Text type="secondary">
        {t('delivery.ratingAnswer.delivery', {
          count: answer.correctedDelivery.files,
          date: formatDate(answer.correctedDelivery.deliveredAt, locale, user.timezone, true),
        })}
      </Typography.Text>
    ) : null;
  return (
    <Panel title={t('delivery.workOrder.ratings')}>
      <QueryContent query={ratings}>
        {(data) =>
          data.ratings.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('delivery.workOrder.noRatings')} />
          ) : (
            <Flex vertical gap={32}>
              {data.ratings.map((rating) => (
                <section
                  key={rating.id}
                  aria-label={t('delivery.workOrder.rating', { type: t(`ratings.types.${rating.type}`) })}
                >
                  <RatingConversation rating={rating} renderDelivery={renderDelivery}>
                    {CLOSED_RATING_STATES.includes(rating.state) ? null : (
                      <RatingAnswerForm orderId={orderId} rating={rating} deliveries={data.deliveries} />
                    )}
                  </RatingConversation>
                </section>
              ))}
            </Flex>
          )
        }
      </QueryContent>
    </Panel>
  );
}
