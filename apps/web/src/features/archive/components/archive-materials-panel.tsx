import {
  ARCHIVE_HOURS,
  type CaseRecord,
  ErrorKey,
  isMaterialsStateMoving,
  type MaterialsState,
} from '@portal/contracts';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Panel } from '@/components/panel.tsx';
import { type ArchiveAction, useArchiveAction } from '@/features/archive/api/archive-api.ts';

/** A job that gives up puts the case back where it started: seeing that step back means it failed. */
const gaveUp = (before: MaterialsState, now: MaterialsState) =>
  (before === 'ARCHIVING' && now === 'ACTIVE') || (before === 'RESTORING' && now === 'ARCHIVED');

/**
 * Archiving all material of a case and restoring it (docs/product.md): the state, the action it allows
 * with a confirmation that it can take up to 24 hours, and the refusals (an open order, no batches). The
 * page reads the case again while the state moves (`archivePollInterval`), so the record is always current.
 */
export function ArchiveMaterialsPanel({ caseRecord }: { caseRecord: CaseRecord }) {
  const { t } = useTranslation();
  const state = caseRecord.materialInfo.materialsState;
  const action = useArchiveAction(caseRecord.id);
  const [confirming, setConfirming] = useState<ArchiveAction | null>(null);
  const [failed, setFailed] = useState(false);
  const previous = useRef(state);

  useEffect(() => {
    if (previous.current !== state) setFailed(gaveUp(previous.current, state));
    previous.current = state;
  }, [state]);

  const button =
    state === 'ACTIVE' ? (
      <Button onClick={() => setConfirming('archive')}>{t('downloads.archive.archive')}</Button>
    ) : state === 'ARCHIVED' ? (
      <Button type="primary" onClick={() => setConfirming('restore')}>
        {t('downloads.archive.restore')}
      </Button>
    ) : null;

  return (
    <Panel title={t('downloads.archive.title')}>
      <Flex vertical gap={12}>
        {failed ? (
          <Alert
            type="error"
            showIcon
            closable
            title={t(ErrorKey.archiveFailed)}
            onClose={() => setFailed(false)}
          />
        ) : null}
        <Flex wrap gap="8px 16px" align="center" justify="space-between">
          <Flex gap={8} align="center" style={{ flex: '1 1 240px', minWidth: 0 }}>
            {isMaterialsStateMoving(state) ? <Spin size="small" /> : null}
            <Typography.Text role="status">
              {t(`downloads.archive.state.${state}`, { hours: ARCHIVE_HOURS })}
            </Typography.Text>
          </Flex>
          {button}
        </Flex>
      </Flex>
      <ConfirmDialog
        open={confirming !== null}
        title={t(
          confirming === 'restore'
            ? 'downloads.archive.confirmRestoreTitle'
            : 'downloads.archive.confirmArchiveTitle',
        )}
        okText={t(confirming === 'restore' ? 'downloads.archive.restore' : 'downloads.archive.archive')}
        onConfirm={() => (confirming ? action.mutateAsync(confirming) : undefined)}
        onClose={() => setConfirming(null)}
      >
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t(
            confirming === 'restore'
              ? 'downloads.archive.confirmRestoreText'
              : 'downloads.archive.confirmArchiveText',
            {
              hours: ARCHIVE_HOURS,
            },
          )}
        </Typography.Paragraph>
      </ConfirmDialog>
    </Panel>
  );
}
