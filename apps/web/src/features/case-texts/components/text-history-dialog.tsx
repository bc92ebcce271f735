import type { CaseTextVersionRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { TextReviewTag } from '@/components/text-review-tag.tsx';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { textHistoryQuery, useSaveText } from '../api/case-texts-api.ts';
import { TextContent } from './text-content.tsx';

interface TextHistoryDialogProps {
  caseId: string;
  name: string;
  title: string;
  open: boolean;
  onClose: () => void;
}

/** "Select version": every version of a section, newest first, to read one and restore it as the current. */
export function TextHistoryDialog({ caseId, name, title, open, onClose }: TextHistoryDialogProps) {
  const { t } = useTranslation();
  const history = useQuery({ ...textHistoryQuery(caseId, name), enabled: open });
  return (
    <Modal
      open={open}
      title={t('caseTexts.history.title', { section: title })}
      footer={null}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      <QueryContent query={history} rows={4}>
        {(versions) => <VersionPicker caseId={caseId} name={name} versions={versions} onRestored={onClose} />}
      </QueryContent>
    </Modal>
  );
}

function VersionPicker({
  caseId,
  name,
  versions,
  onRestored,
}: {
  caseId: string;
  name: string;
  versions: CaseTextVersionRecord[];
  onRestored: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const [selectedId, setSelectedId] = useState(versions[0]?.id);
  const [restoring, setRestoring] = useState(false);
  const save = useSaveText(caseId, name);
  const selected = versions.find((version) => version.id === selectedId) ?? versions[0];
  if (!selected) return <Typography.Text type="secondary">{t('caseTexts.history.none')}</Typography.Text>;
  const isCurrent = selected.id === versions[0]?.id;

  const label = (version: CaseTextVersionRecord, index: number) =>
    t('caseTexts.history.option', {
      number: versions.length - index,
      date: formatDate(version.changedAt, locale, user.timezone, true),
      name: version.changedBy?.name ?? t(`caseTexts.origins.${version.origin}`),
    });

  return (
    <Flex vertical gap={12}>
      <label htmlFor="case-text-version">
        <Typography.Text strong>{t('caseTexts.history.select')}</Typography.Text>
      </label>
      <Select
        id="case-text-version"
        value={selected.id}
        onChange={setSelectedId}
        options={versions.map((version, index) => ({ value: version.id, label: label(version, index) }))}
      />
      <Flex gap={8} wrap align="center">
        <Tag>{t(`caseTexts.origins.${selected.origin}`)}</Tag>
        {isCurrent ? <Tag color="blue">{t('caseTexts.history.current')}</Tag> : null}
        {selected.review ? <TextReviewTag review={selected.review} /> : null}
        <Typography.Text type="secondary">
          {t('caseTexts.section.changedBy', { name: selected.changedBy?.name ?? '–' })}{' '}
          <RelativeTime iso={selected.changedAt} />
        </Typography.Text>
      </Flex>
      <section aria-label={t('caseTexts.history.content')} className="case-text-preview">
        <TextContent content={selected.content} empty={t('caseTexts.section.empty')} />
      </section>
      {isCurrent ? null : (
        <Button type="primary" onClick={() => setRestoring(true)} style={{ alignSelf: 'flex-start' }}>
          {t('caseTexts.history.restore')}
        </Button>
      )}
      <ConfirmDialog
        open={restoring}
        title={t('caseTexts.history.restoreTitle')}
        okText={t('caseTexts.history.restore')}
        onConfirm={async () => {
          await save.mutateAsync({ content: selected.content });
          onRestored();
        }}
        onClose={() => setRestoring(false)}
      >
        <Typography.Paragraph>{t('caseTexts.history.restoreBody')}</Typography.Paragraph>
      </ConfirmDialog>
    </Flex>
  );
}
