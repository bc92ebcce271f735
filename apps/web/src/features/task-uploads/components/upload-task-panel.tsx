import { InboxOutlined } from '@ant-design/icons';
import {
  ErrorKey,
  isTaskOpen,
  type UploadRules,
  UploadTaskCategory,
  uploadFileProblem,
  uploadRulesOf,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Input, Popconfirm, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  completeUploadTask,
  registerTaskUploads,
  removeUpload,
  taskUploadsQuery,
} from '@/features/task-uploads/api/uploads-api.ts';
import { useUploadQueue } from '@/features/task-uploads/hooks/use-upload-queue.ts';
import { errorText } from '@/lib/errors.ts';
import type { TaskPanelProps } from '@/lib/task-panel.ts';
import { SubmittedUploads } from './submitted-uploads.tsx';
import { UploadFileList } from './upload-file-list.tsx';
import './task-uploads.css';

const COMMENT_MAX = 4000;

/**
 * UPLOAD_IMAGES, UPLOAD_VIDEOS, ARIAL and VIDIBILI_COMMENT: files straight to storage with progress per file,
 * then completion with the files (and the comment where the category takes one). Read-only once closed.
 */
export default function UploadTaskPanel({ detail, onChanged }: TaskPanelProps) {
  if (!isTaskOpen(detail.task.status)) return <SubmittedUploads submission={detail.submission} />;
  const category = UploadTaskCategory.parse(detail.task.type);
  const rules = uploadRulesOf(category, detail.maxImageUploadCount);
  return <OpenUploadTask taskId={detail.task.id} rules={rules} onChanged={onChanged} />;
}

interface OpenUploadTaskProps {
  taskId: string;
  rules: UploadRules;
  onChanged: () => void;
}

function OpenUploadTask({ taskId, rules, onChanged }: OpenUploadTaskProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const uploads = useQuery(taskUploadsQuery(taskId));
  const uploaded = uploads.data ?? [];
  const [copyright, setCopyright] = useState(false);
  const [comment, setComment] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: taskUploadsQuery(taskId).queryKey });

  const queue = useUploadQueue({
    target: { taskId },
    check: (file, pending) => {
      const problem = uploadFileProblem(file.name, rules);
      if (problem) return { key: problem };
      const count = (queryClient.getQueryData(taskUploadsQuery(taskId).queryKey)?.length ?? 0) + pending;
      return count >= rules.max ? { key: ErrorKey.maxFiles, params: { max: rules.max } } : null;
    },
    register: async (file, key) => {
      await registerTaskUploads(taskId, [{ key, fileName: file.name }]);
      await refresh();
    },
  });
  const remove = useMutation({ mutationFn: removeUpload, onSettled: refresh });
  const complete = useMutation({
    mutationFn: () => completeUploadTask(taskId, comment.trim() ? { comment: comment.trim() } : {}),
    onSuccess: onChanged,
  });

  const blocker = queue.busy
    ? t('uploads.complete.waitForUploads')
    : uploaded.length < rules.min
      ? t('rules.files.min', { min: rules.min })
      : rules.comment === 'required' && !comment.trim()
        ? t('uploads.comment.required')
        : null;

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap>
        {rules.min > 0 ? (
          <Typography.Text strong>{t('rules.files.hintMin', { min: rules.min })}</Typography.Text>
        ) : null}
        <Typography.Text strong>{t('rules.files.hintMax', { max: rules.max })}</Typography.Text>
        <Typography.Text type="secondary">
          {t('uploads.dragger.types', { types: rules.extensions.join(', ') })}
        </Typography.Text>
      </Flex>
      <Checkbox checked={copyright} onChange={(event) => setCopyright(event.target.checked)}>
        {t('uploads.copyright.label')}
      </Checkbox>
      <Upload.Dragger
        className="portal-upload-drop"
        multiple
        disabled={!copyright}
        showUploadList={false}
        accept={rules.extensions.map((extension) => `.${extension}`).join(',')}
        customRequest={({ file, onSuccess, onError }) => {
          queue.add(file as File).then(() => onSuccess?.({}), onError);
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('uploads.dragger.title')}</p>
        <p className="ant-upload-hint">
          {copyright ? t('uploads.dragger.hint') : t('uploads.copyright.first')}
        </p>
      </Upload.Dragger>
      {uploads.isError ? <Alert type="error" showIcon title={errorText(t, uploads.error)} /> : null}
      {remove.isError ? <Alert type="error" showIcon title={errorText(t, remove.error)} /> : null}
      <UploadFileList
        uploaded={uploaded}
        queued={queue.items}
        onRemove={(id) => remove.mutateAsync(id)}
        onRetry={queue.retry}
        onRename={queue.rename}
        onDismiss={queue.dismiss}
      />
      {rules.comment === 'none' ? null : (
        <Flex vertical gap={4}>
          <Typography.Text strong>
            {rules.comment === 'required' ? t('uploads.comment.label') : t('uploads.comment.optional')}
          </Typography.Text>
          <Input.TextArea
            aria-label={t('uploads.comment.label')}
            placeholder={t(`uploads.comment.placeholder.${rules.comment}`)}
            value={comment}
            maxLength={COMMENT_MAX}
            autoSize={{ minRows: 3, maxRows: 8 }}
            onChange={(event) => setComment(event.target.value)}
          />
        </Flex>
      )}
      {complete.isError ? <Alert type="error" showIcon title={errorText(t, complete.error)} /> : null}
      <Flex vertical gap={8} align="flex-start">
        {blocker ? <Typography.Text type="secondary">{blocker}</Typography.Text> : null}
        <Popconfirm
          title={t('uploads.complete.confirm')}
          okText={t('uploads.complete.button')}
          cancelText={t('common.actions.cancel')}
          disabled={Boolean(blocker)}
          onConfirm={() => complete.mutateAsync()}
        >
          <Button type="primary" disabled={Boolean(blocker)} loading={complete.isPending}>
            {t('uploads.complete.button')}
          </Button>
        </Popconfirm>
      </Flex>
    </Flex>
  );
}
