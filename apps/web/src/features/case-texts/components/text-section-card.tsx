import { CheckOutlined, CloseOutlined, EditOutlined, HistoryOutlined } from '@ant-design/icons';
import type { CaseCurrentTextRecord } from '@portal/contracts';
import { Alert, App, Button, Card, Flex, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/relative-time.tsx';
import { TextReviewTag } from '@/components/text-review-tag.tsx';
import { errorText } from '@/lib/errors.ts';
import { sectionTitle } from '@/lib/text-section-title.ts';
import { useReviewTexts } from '../api/case-texts-api.ts';
import { RejectTextDialog } from './reject-text-dialog.tsx';
import { ReviewDetails } from './review-state.tsx';
import { TextContent } from './text-content.tsx';
import { TextEditForm } from './text-edit-form.tsx';
import { TextHistoryDialog } from './text-history-dialog.tsx';

/** One section: its current text, who changed it and when, its review, and what can be done with it. */
export function TextSectionCard({ caseId, text }: { caseId: string; text: CaseCurrentTextRecord }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const titleId = useId();
  const title = sectionTitle(t, text.name);
  const [editing, setEditing] = useState(false);
  const [browsing, setBrowsing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const review = useReviewTexts(caseId);
  const reviewable = text.review?.reviewable === true;

  const approve = async () => {
    try {
      await review.mutateAsync({ name: text.name, decision: 'approve' });
      void message.success(t('caseTexts.review.approved', { section: title }));
    } catch {
      // The error is shown in the card.
    }
  };

  return (
    <Card
      size="small"
      className="case-text-card"
      role="region"
      aria-labelledby={titleId}
      title={
        <h3 id={titleId} className="portal-card-title">
          {title}
        </h3>
      }
      extra={
        <Flex gap={4} wrap>
          {text.origin === 'PROVIDER' ? <Tag>{t('caseTexts.origins.PROVIDER')}</Tag> : null}
          {text.review ? <TextReviewTag review={text.review} /> : null}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {editing ? (
          <TextEditForm caseId={caseId} text={text} title={title} onDone={() => setEditing(false)} />
        ) : (
          <TextContent content={text.content} empty={t('caseTexts.section.empty')} />
        )}
        <Typography.Text className="case-text-meta">
          {t('caseTexts.section.changedBy', {
            name: text.changedBy?.name ?? t(`caseTexts.origins.${text.origin}`),
          })}{' '}
          <RelativeTime iso={text.submittedAt} /> ·{' '}
          {t('caseTexts.section.versions', { count: text.versions })}
        </Typography.Text>
        {text.review ? <ReviewDetails review={text.review} /> : null}
        {review.isError ? <Alert type="error" showIcon title={errorText(t, review.error)} /> : null}
        {editing ? null : (
          <Flex gap={8} wrap>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('caseTexts.section.edit')}
            </Button>
            <Button icon={<HistoryOutlined />} onClick={() => setBrowsing(true)}>
              {t('caseTexts.section.selectVersion')}
            </Button>
            {reviewable ? (
              <>
                <Button
                  type="primary"
                  icon={<CheckOutlined />}
                  loading={review.isPending}
                  onClick={() => void approve()}
                >
                  {t('caseTexts.review.approve')}
                </Button>
                <Button danger icon={<CloseOutlined />} onClick={() => setRejecting(true)}>
                  {t('caseTexts.review.reject')}
                </Button>
              </>
            ) : null}
          </Flex>
        )}
      </Flex>
      <TextHistoryDialog
        caseId={caseId}
        name={text.name}
        title={title}
        open={browsing}
        onClose={() => setBrowsing(false)}
      />
      <RejectTextDialog
        caseId={caseId}
        section={{ name: text.name, title }}
        open={rejecting}
        onClose={() => setRejecting(false)}
      />
    </Card>
  );
}
