import type { TextReviewRecord } from '@portal/contracts';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/relative-time.tsx';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';

/** The review's details: who decided and when, the reason of a rejection, or how long the window is open. */
export function ReviewDetails({ review }: { review: TextReviewRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const closesOn = formatDate(review.reviewClosesAt, locale, user.timezone);

  if (review.state === 'PENDING') {
    return review.reviewable ? (
      <Typography.Text type="secondary">
        {t('caseTexts.review.openUntil', { date: closesOn })}
      </Typography.Text>
    ) : (
      <Alert type="info" showIcon title={t('caseTexts.review.closed', { date: closesOn })} />
    );
  }
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary">
        {t(`caseTexts.review.decidedBy.${review.state}`, { name: review.reviewedBy?.name ?? '–' })}{' '}
        {review.reviewedAt ? <RelativeTime iso={review.reviewedAt} /> : null}
      </Typography.Text>
      {review.state === 'REJECTED' && review.reason ? (
        <Typography.Text>{t('caseTexts.review.reason', { reason: review.reason })}</Typography.Text>
      ) : null}
    </Flex>
  );
}
