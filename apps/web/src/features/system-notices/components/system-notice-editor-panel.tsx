import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Locale, SystemNoticeEditRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { useLocale } from '@/lib/i18n.ts';
import { userPermissionsQuery } from '@/lib/session.ts';
import { editingNoticesQuery, useDeleteNotice } from '../api/system-notices-api.ts';
import { SystemNoticeEditorDialog } from './system-notice-editor-dialog.tsx';
import { SystemNoticeLevelTag } from './system-notice-level-tag.tsx';
import { SystemNoticePeriod } from './system-notice-period.tsx';

const textOf = (record: SystemNoticeEditRecord, locale: Locale) =>
  record.translations[locale]?.text ?? record.translations.en.text;

/** Provider staff with content.manage write, change and delete system notices here. */
export function SystemNoticeEditorPanel() {
  const permissions = useQuery(userPermissionsQuery).data;
  if (!permissions?.permissions.includes('content.manage')) return null;
  return <EditorList />;
}

function EditorList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const records = useQuery(editingNoticesQuery);
  const remove = useDeleteNotice();
  // undefined: the dialog is closed; null: a new notice.
  const [editing, setEditing] = useState<SystemNoticeEditRecord | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<SystemNoticeEditRecord | null>(null);
  return (
    <Panel
      title={t('systemNotices.editor.panel')}
      extra={
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          {t('systemNotices.editor.new')}
        </Button>
      }
    >
      <QueryContent query={records} rows={3} empty={t('systemNotices.none')}>
        {(items) => (
          <List
            dataSource={items}
            renderItem={(record) => {
              const text = textOf(record, locale);
              return (
                <List.Item key={record.id}>
                  <Flex justify="space-between" align="center" gap={12} wrap style={{ width: '100%' }}>
                    <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
                      <Typography.Text>{text}</Typography.Text>
                      <Flex gap={8} wrap align="center">
                        <SystemNoticeLevelTag level={record.level} />
                        <SystemNoticePeriod from={record.shownFrom} until={record.shownUntil} />
                      </Flex>
                    </Flex>
                    <Flex gap={8}>
                      <Button
                        icon={<EditOutlined aria-hidden />}
                        aria-label={t('systemNotices.editor.editItem', { text })}
                        onClick={() => setEditing(record)}
                      >
                        {t('systemNotices.editor.edit')}
                      </Button>
                      <Button
                        danger
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('systemNotices.editor.deleteItem', { text })}
                        onClick={() => setDeleting(record)}
                      >
                        {t('systemNotices.editor.delete')}
                      </Button>
                    </Flex>
                  </Flex>
                </List.Item>
              );
            }}
          />
        )}
      </QueryContent>
      {editing !== undefined ? (
        <SystemNoticeEditorDialog record={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('systemNotices.editor.deleteTitle')}
        okText={t('systemNotices.editor.delete')}
        danger
        onConfirm={async () => {
          if (deleting) await remove.mutateAsync(deleting.id);
        }}
        onClose={() => setDeleting(null)}
      >
        {deleting ? textOf(deleting, locale) : null}
      </ConfirmDialog>
    </Panel>
  );
}
