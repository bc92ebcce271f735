import {
  CheckCircleFilled,
  FileOutlined,
  FilePdfOutlined,
  PictureOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import {
  ErrorKey,
  fileExtensionOf,
  isVideoFileName,
  renamedFileName,
  type UploadRecord,
} from '@portal/contracts';
import { Button, Flex, List, Popconfirm, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedFile } from '@/features/task-uploads/hooks/use-upload-queue.ts';
import { formatFileSize } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { UPLOAD_ATTEMPTS } from '@/lib/upload.ts';

/** Types every browser draws; HEIC and TIFF get an icon instead of a broken picture. */
const DRAWABLE = ['jpg', 'jpeg', 'png', 'webp'];

function FileIcon({ fileName }: { fileName: string }) {
  if (isVideoFileName(fileName)) return <VideoCameraOutlined />;
  if (fileExtensionOf(fileName) === 'pdf') return <FilePdfOutlined />;
  if (DRAWABLE.includes(fileExtensionOf(fileName))) return <PictureOutlined />;
  return <FileOutlined />;
}

function Thumbnail({ fileName, url }: { fileName: string; url?: string }) {
  if (url && DRAWABLE.includes(fileExtensionOf(fileName))) {
    return <img className="portal-upload-thumb" src={url} alt="" loading="lazy" />;
  }
  return (
    <span className="portal-upload-thumb portal-upload-icon">
      <FileIcon fileName={fileName} />
    </span>
  );
}

interface UploadFileListProps {
  uploaded: UploadRecord[];
  queued: QueuedFile[];
  onRemove?: (uploadId: string) => Promise<unknown>;
  onRetry: (id: string) => void;
  /** Uploads a file refused for its name again under a name the rule takes. */
  onRename: (id: string) => void;
  onDismiss: (id: string) => void;
}

/** The problems a new name solves: characters the rule refuses, or a dot besides the extension's. */
const NAME_PROBLEMS: readonly string[] = [ErrorKey.uploadInvalidName, ErrorKey.uploadExtraDot];

/** The task's files in one list: those uploaded (with a preview), then those on their way or refused. */
export function UploadFileList({
  uploaded,
  queued,
  onRemove,
  onRetry,
  onRename,
  onDismiss,
}: UploadFileListProps) {
  const { t } = useTranslation();
  const locale = useLocale();

  const queuedState = (item: QueuedFile): ReactNode => {
    switch (item.status) {
      case 'uploading':
        return <Progress percent={item.percent} size="small" aria-label={t('uploads.status.uploading')} />;
      case 'retrying':
        return (
          <Typography.Text type="warning">
            {t('uploads.status.retrying', { attempt: item.attempt, max: UPLOAD_ATTEMPTS })}
          </Typography.Text>
        );
      case 'registering':
        return <Typography.Text type="secondary">{t('uploads.status.registering')}</Typography.Text>;
      default:
        return (
          <Typography.Text type="danger" role="alert">
            {item.problem ? t(item.problem.key, item.problem.params) : null}
          </Typography.Text>
        );
    }
  };

  return (
    // The name is on a section around it: Ant Design's List is a plain div, which may not carry one (ARIA).
    <section aria-label={t('uploads.list.title')}>
      <List>
        {uploaded.map((record) => (
          <List.Item
            key={record.id}
            actions={
              onRemove
                ? [
                    <Popconfirm
                      key="remove"
                      title={t('uploads.actions.removeConfirm')}
                      okText={t('common.actions.remove')}
                      cancelText={t('common.actions.cancel')}
                      onConfirm={() => onRemove(record.id)}
                    >
                      <Button type="link" danger>
                        {t('common.actions.remove')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              avatar={<Thumbnail fileName={record.fileName} url={record.url} />}
              title={record.fileName}
              description={
                <Flex gap={8} wrap>
                  <span>{formatFileSize(record.size, locale)}</span>
                  <Typography.Text type="success">
                    <CheckCircleFilled /> {t('uploads.status.done')}
                  </Typography.Text>
                </Flex>
              }
            />
          </List.Item>
        ))}
        {queued.map((item) => (
          <List.Item
            key={item.id}
            actions={[
              item.status === 'failed' ? (
                <Button key="retry" type="link" onClick={() => onRetry(item.id)}>
                  {t('uploads.actions.retry')}
                </Button>
              ) : null,
              item.status === 'refused' && NAME_PROBLEMS.includes(item.problem?.key ?? '') ? (
                <Button key="rename" type="link" onClick={() => onRename(item.id)}>
                  {t('uploads.actions.rename', { name: renamedFileName(item.file.name) })}
                </Button>
              ) : null,
              <Button key="dismiss" type="link" onClick={() => onDismiss(item.id)}>
                {item.status === 'failed' || item.status === 'refused'
                  ? t('uploads.actions.dismiss')
                  : t('common.actions.cancel')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={<Thumbnail fileName={item.file.name} />}
              title={item.file.name}
              description={
                <Flex vertical gap={4}>
                  <span>{formatFileSize(item.file.size, locale)}</span>
                  {queuedState(item)}
                </Flex>
              }
            />
          </List.Item>
        ))}
      </List>
    </section>
  );
}
