import type { TextReviewRecord } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATE_COLORS = { PENDING: 'gold', APPROVED: 'green', REJECTED: 'red', CLOSED: 'default' } as const;

/**
 * Where a delivered text's review stands: waiting, approved, rejected, or closed (waiting past its 30-day
 * window). Shared by the texts page and the case page's texts section.
 */
export function TextReviewTag({ review }: { review: Pick<TextReviewRecord, 'state' | 'reviewable'> }) {
  const { t } = useTranslation();
  const state = review.state === 'PENDING' && !review.reviewable ? 'CLOSED' : review.state;
  return <Tag color={STATE_COLORS[state]}>{t(`caseTexts.review.states.${state}`)}</Tag>;
}
