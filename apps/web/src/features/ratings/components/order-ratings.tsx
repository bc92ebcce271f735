import type { RatingAnswerRecord, RatingRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { RATING_STATE_COLORS, RatingConversation } from '@/components/rating-conversation.tsx';
import { errorText } from '@/lib/errors.ts';
import { orderRatingsQuery } from '../api/ratings-api.ts';

const anchorOf = (rating: RatingRecord) => `rating-${rating.id}`;

interface OrderRatingsProps {
  orderId: string;
  caseId: string;
  /** The product of each line, to say what a rating is about. */
  productNames: ReadonlyMap<string, string>;
}

/**
 * The order's change requests, complaints and feedback with the provider's answers, newest first; shown
 * once there is one. A notification or mail opens the order at one (#rating-{id}), which is scrolled to.
 */
export function OrderRatings({ orderId, caseId, productNames }: OrderRatingsProps) {
  const { t } = useTranslation();
  const ratings = useQuery(orderRatingsQuery(orderId));
  const { hash } = useLocation();
  const loaded = ratings.isSuccess;
  useEffect(() => {
    if (loaded && hash.startsWith('#rating-')) {
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
    }
  }, [loaded, hash]);

  if (ratings.isError) return <Alert type="error" showIcon title={errorText(t, ratings.error)} />;
  if (!ratings.data || ratings.data.length === 0) return null;
  const caseLink = `/cases/${encodeURIComponent(caseId)}`;
  const renderDelivery = (answer: RatingAnswerRecord) =>
    answer.correctedDelivery ? (
      <Typography.Text>
        {t('ratings.conversation.corrected', { count: answer.correctedDelivery.files })}{' '}
        <Link to={caseLink}>{t('ratings.conversation.seeOnCase')}</Link>
      </Typography.Text>
    ) : null;
  return (
    <Panel title={t('ratings.conversation.title')}>
      <Flex vertical gap={24}>
        {ratings.data.map((rating) => (
          <section
            key={rating.id}
            id={anchorOf(rating)}
            aria-label={t('ratings.conversation.about', {
              type: t(`ratings.types.${rating.type}`),
              product: productNames.get(rating.orderlineId) ?? '',
            })}
          >
            <RatingConversation
              rating={rating}
              subject={<Typography.Text strong>{productNames.get(rating.orderlineId)}</Typography.Text>}
              renderDelivery={renderDelivery}
            />
          </section>
        ))}
      </Flex>
    </Panel>
  );
}

/** On the order line: where its newest feedback or complaint stands, leading to it on the page. */
export function LineRatingStatus({ orderId, lineId }: { orderId: string; lineId: string }) {
  const { t } = useTranslation();
  const ratings = useQuery(orderRatingsQuery(orderId));
  const newest = ratings.data?.find((rating) => rating.orderlineId === lineId);
  if (!newest) return null;
  return (
    <a href={`#${anchorOf(newest)}`}>
      <Tag color={RATING_STATE_COLORS[newest.state]} style={{ marginInlineEnd: 0 }}>
        {t('ratings.conversation.lineStatus', {
          type: t(`ratings.types.${newest.type}`),
          state: t(`ratings.states.${newest.state}`),
        })}
      </Tag>
    </a>
  );
}
