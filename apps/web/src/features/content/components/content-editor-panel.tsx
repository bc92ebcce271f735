import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { Locale } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, List, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { errorText } from '@/lib/errors.ts';
import { useLocale } from '@/lib/i18n.ts';
import { userPermissionsQuery } from '@/lib/session.ts';
import { type ContentKind, type EditRecord, editingQuery, useSetPublished } from '../api/content-api.ts';
import { ContentEditorDialog } from './content-editor-dialog.tsx';

/** The item's title in the reader's language, else in English. */
function titleOf(record: EditRecord, locale: Locale): string {
  const translations = record.translations as Partial<Record<Locale, { title: string }>>;
  return translations[locale]?.title ?? record.translations.en.title;
}

/** Provider staff with content.manage write, edit, publish and unpublish news or help articles here. */
export function ContentEditorPanel({ kind }: { kind: ContentKind }) {
  const permissions = useQuery(userPermissionsQuery).data;
  if (!permissions?.permissions.includes('content.manage')) return null;
  return <EditorList kind={kind} />;
}

function EditorList({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const records = useQuery(editingQuery(kind));
  const setPublished = useSetPublished(kind);
  // undefined: the dialog is closed; null: a new item.
  const [editing, setEditing] = useState<EditRecord | null | undefined>(undefined);
  return (
    <Panel
      title={t(`content.editor.panel.${kind}`)}
      extra={
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
          {t(`content.editor.new.${kind}`)}
        </Button>
      }
    >
      {setPublished.isError ? <Alert type="error" showIcon title={errorText(t, setPublished.error)} /> : null}
      <QueryContent query={records} rows={3} empty={t(`content.editor.none.${kind}`)}>
        {(items) => (
          <List
            dataSource={items}
            renderItem={(record) => {
              const title = titleOf(record, locale);
              const published = record.publishedAt !== null;
              return (
                <List.Item key={record.id}>
                  <Flex justify="space-between" align="center" gap={12} wrap style={{ width: '100%' }}>
                    <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                      <Typography.Text strong className="portal-content-title-link">
                        {title}
                      </Typography.Text>
                      <div>
                        <Tag color={published ? 'green' : 'default'}>
                          {t(published ? 'content.editor.state.published' : 'content.editor.state.draft')}
                        </Tag>
                      </div>
                    </Flex>
                    <Flex gap={12} align="center">
                      <Switch
                        checked={published}
                        loading={setPublished.isPending && setPublished.variables?.id === record.id}
                        aria-label={t('content.editor.publishItem', { title })}
                        onChange={(checked) => setPublished.mutate({ id: record.id, published: checked })}
                      />
                      <Button
                        icon={<EditOutlined aria-hidden />}
                        aria-label={t('content.editor.editItem', { title })}
                        onClick={() => setEditing(record)}
                      >
                        {t('content.editor.edit')}
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
        <ContentEditorDialog kind={kind} record={editing} onClose={() => setEditing(undefined)} />
      ) : null}
    </Panel>
  );
}
