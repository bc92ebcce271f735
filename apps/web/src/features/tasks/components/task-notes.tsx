import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/relative-time.tsx';
import { addTaskNote, taskNotesQuery } from '@/features/tasks/api/task-api.ts';
import { errorText } from '@/lib/errors.ts';

const NOTE_MAX = 4000;

/** Notes between the office and the provider about one task, oldest first, and a field to add one. */
export function TaskNotes({ taskId }: { taskId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notes = useQuery(taskNotesQuery(taskId));
  const [draft, setDraft] = useState('');
  const add = useMutation({
    mutationFn: () => addTaskNote(taskId, draft.trim()),
    onSuccess: async () => {
      setDraft('');
      await queryClient.invalidateQueries({ queryKey: taskNotesQuery(taskId).queryKey });
    },
  });

  return (
    <Flex vertical gap={12}>
      {notes.isError ? <Alert type="error" showIcon title={errorText(t, notes.error)} /> : null}
      {notes.data && notes.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tasks.notes.none')} />
      ) : (
        <List
          loading={notes.isPending}
          dataSource={notes.data ?? []}
          aria-label={t('tasks.notes.title')}
          renderItem={(note) => (
            <List.Item>
              <List.Item.Meta
                title={<Typography.Text className="portal-note-text">{note.note}</Typography.Text>}
                description={
                  <>
                    {note.addedByEmail} · <RelativeTime iso={note.createdAt} />
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      <Input.TextArea
        aria-label={t('tasks.notes.add')}
        placeholder={t('tasks.notes.placeholder')}
        value={draft}
        maxLength={NOTE_MAX}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => setDraft(event.target.value)}
      />
      {add.isError ? <Alert type="error" showIcon title={errorText(t, add.error)} /> : null}
      <Button onClick={() => add.mutate()} disabled={draft.trim().length === 0} loading={add.isPending}>
        {t('tasks.notes.add')}
      </Button>
    </Flex>
  );
}
