import { FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import type { CaseDocumentRecord, DocumentType } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { RowList, RowMain } from '@/components/row-list.tsx';
import {
  allowedDocumentNamesQuery,
  caseDocumentsQuery,
  useRemoveCaseAsset,
} from '@/features/case-documents/api/case-documents-api.ts';
import { formatFileSize } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { DocumentDialog } from './document-dialog.tsx';

type Editing = { replacing: { type: DocumentType; title: string } | null } | null;

/** The case's documents (one per type): download, add, replace and remove; read-only while archived. */
export function CaseDocumentsSection({ caseId, archived }: { caseId: string; archived: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const documents = useQuery(caseDocumentsQuery(caseId));
  const allowedNames = useQuery(allowedDocumentNamesQuery(caseId));
  const remove = useRemoveCaseAsset(caseId, 'documents');
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<CaseDocumentRecord | null>(null);

  const rows = (list: CaseDocumentRecord[]) => (
    <RowList label={t('documents.section.title')}>
      {list.map((document) => (
        <li key={document.id}>
          <RowMain>
            <a href={document.url} download={document.fileName} target="_blank" rel="noopener noreferrer">
              <FilePdfOutlined aria-hidden /> {document.name}
            </a>
            <Typography.Text type="secondary">
              {t(`documents.types.${document.type}`)} · {document.fileName} ·{' '}
              {formatFileSize(document.size, locale)} · <RelativeTime iso={document.updatedAt} />
            </Typography.Text>
          </RowMain>
          {archived ? null : (
            <Flex gap={8} wrap>
              <Button
                size="small"
                aria-label={t('documents.section.replaceNamed', { name: document.name })}
                onClick={() => setEditing({ replacing: { type: document.type, title: document.name } })}
              >
                {t('documents.section.replace')}
              </Button>
              <Button
                size="small"
                danger
                aria-label={t('documents.section.removeNamed', { name: document.name })}
                onClick={() => setRemoving(document)}
              >
                {t('common.actions.remove')}
              </Button>
            </Flex>
          )}
        </li>
      ))}
    </RowList>
  );

  return (
    <Panel
      title={t('documents.section.title')}
      extra={
        archived ? null : (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ replacing: null })}>
            {t('documents.section.add')}
          </Button>
        )
      }
    >
      <QueryContent query={documents} empty={t('documents.section.none')}>
        {rows}
      </QueryContent>
      {editing ? (
        <DocumentDialog
          caseId={caseId}
          replacing={editing.replacing}
          allowedNames={allowedNames.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('documents.section.removeQuestion', { name: removing?.name ?? '' })}
        okText={t('common.actions.remove')}
        danger
        onConfirm={() => (removing ? remove.mutateAsync(removing.id) : undefined)}
        onClose={() => setRemoving(null)}
      />
    </Panel>
  );
}
