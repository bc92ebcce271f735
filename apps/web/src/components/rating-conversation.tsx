import { PaperClipOutlined } from '@ant-design/icons';
import type { RatingAnswerRecord, RatingRecord, RatingState } from '@portal/contracts';
import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from './relative-time.tsx';
import './rating-conversation.css';

export const RATING_TYPE_COLORS = { change: 'blue', complaint: 'red', feedback: 'default' } as const;
export const RATING_STATE_COLORS: Record<RatingState, string> = {
  OPEN: 'gold',
  ACCEPTED: 'blue',
  DECLINED: 'red',
  DONE: 'green',
};

/** A text as the person typed it: line breaks kept, nothing taken out. */
const Written = ({ text }: { text: string }) => (
  <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{text}</Typography.Paragraph>
);

function Answer({ answer, delivery }: { answer: RatingAnswerRecord; delivery?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={4} className="portal-rating-answer">
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>
          {answer.answeredBy
            ? t('ratings.conversation.answerFrom', { name: answer.answeredBy.name })
            : t('ratings.conversation.answerFromProvider')}
        </Typography.Text>
        <Tag color={RATING_STATE_COLORS[answer.state]}>{t(`ratings.states.${answer.state}`)}</Tag>
        <Typography.Text type="secondary">
          <RelativeTime iso={answer.answeredAt} />
        </Typography.Text>
      </Flex>
      <Written text={answer.reply} />
      {answer.correctedDelivery ? delivery : null}
    </Flex>
  );
}

interface RatingConversationProps {
  rating: RatingRecord;
  /** What the rating is about, shown first (the product of its line). */
  subject?: ReactNode;
  /** How a corrected delivery an answer names is shown (a link to where it can be seen). */
  renderDelivery?: (answer: RatingAnswerRecord) => ReactNode;
  /** Below the conversation: the provider's answer form while it is open. */
  children?: ReactNode;
}

/**
 * A change request, complaint or feedback and the provider's answers, as both sides read it: its type and
 * state, who wrote it and when, the words as written, its documents, then each answer in turn.
 */
export function RatingConversation({ rating, subject, renderDelivery, children }: RatingConversationProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        {subject}
        <Tag color={RATING_TYPE_COLORS[rating.type]}>{t(`ratings.types.${rating.type}`)}</Tag>
        <Tag color={RATING_STATE_COLORS[rating.state]}>{t(`ratings.states.${rating.state}`)}</Tag>
        <Typography.Text type="secondary">
          {rating.createdBy ? `${rating.createdBy.name} · ` : null}
          <RelativeTime iso={rating.createdAt} />
        </Typography.Text>
      </Flex>
      <Written text={rating.comment} />
      {rating.documents.length > 0 ? (
        <Flex gap={12} wrap>
          {rating.documents.map((document) => (
            <a key={document.url} href={document.url} target="_blank" rel="noreferrer">
              <PaperClipOutlined aria-hidden /> {document.fileName}
            </a>
          ))}
        </Flex>
      ) : null}
      {rating.answers.map((answer) => (
        <Answer key={answer.id} answer={answer} delivery={renderDelivery?.(answer)} />
      ))}
      {children}
    </Flex>
  );
}
