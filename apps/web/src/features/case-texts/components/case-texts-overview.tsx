import { type CaseCurrentTextRecord, TextGroup } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { errorText } from '@/lib/errors.ts';
import { caseTextsQuery, useReviewTexts } from '../api/case-texts-api.ts';
import { RejectTextDialog } from './reject-text-dialog.tsx';
import { TextSectionCard } from './text-section-card.tsx';
import './case-texts.css';

/** The texts page's content: approving or rejecting all at once, then the sections group by group. */
export function CaseTextsOverview({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const texts = useQuery(caseTextsQuery(caseId));
  return (
    <QueryContent query={texts} rows={6}>
      {(list) =>
        list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('caseTexts.page.none')} />
        ) : (
          <Flex vertical gap={24}>
            <ReviewAllPanel caseId={caseId} texts={list} />
            <TextGroups caseId={caseId} texts={list} />
          </Flex>
        )
      }
    </QueryContent>
  );
}

function ReviewAllPanel({ caseId, texts }: { caseId: string; texts: CaseCurrentTextRecord[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const review = useReviewTexts(caseId);
  const [rejecting, setRejecting] = useState(false);
  const delivered = texts.filter((text) => text.review !== null);
  if (delivered.length === 0) return null;
  const waiting = delivered.filter((text) => text.review?.reviewable).length;

  const approveAll = async () => {
    try {
      await review.mutateAsync({ decision: 'approve' });
      void message.success(t('caseTexts.review.approvedAll'));
    } catch {
      // Shown in the panel, e.g. "No text to approve".
    }
  };

  return (
    <Panel title={t('caseTexts.review.title')}>
      <Flex vertical gap={12}>
        <Typography.Text>{t('caseTexts.review.waiting', { count: waiting })}</Typography.Text>
        {review.isError ? <Alert type="error" showIcon title={errorText(t, review.error)} /> : null}
        <Flex gap={8} wrap>
          <Button type="primary" loading={review.isPending} onClick={() => void approveAll()}>
            {t('caseTexts.review.approveAll')}
          </Button>
          <Button danger onClick={() => setRejecting(true)}>
            {t('caseTexts.review.rejectAll')}
          </Button>
        </Flex>
      </Flex>
      <RejectTextDialog caseId={caseId} section={null} open={rejecting} onClose={() => setRejecting(false)} />
    </Panel>
  );
}

function TextGroups({ caseId, texts }: { caseId: string; texts: CaseCurrentTextRecord[] }) {
  const { t } = useTranslation();
  // The hub answers in display order (group, then base name, then number); grouping keeps that order.
  const groups = TextGroup.options
    .map((group) => ({ group, texts: texts.filter((text) => text.group === group) }))
    .filter((entry) => entry.texts.length > 0);
  return (
    <>
      {groups.map((entry) => (
        <Panel key={entry.group} title={t(`cases.textGroups.${entry.group}`)}>
          <Flex vertical gap={16}>
            {entry.texts.map((text) => (
              <TextSectionCard key={text.name} caseId={caseId} text={text} />
            ))}
          </Flex>
        </Panel>
      ))}
    </>
  );
}
