import type { ProviderOrderDetail } from '@portal/contracts';
import { Descriptions, Empty, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RelativeTime } from '@/components/relative-time.tsx';

type Detail = Pick<ProviderOrderDetail, 'uploads' | 'formAnswers'>;

/** What the office gave with the order: its documents and files, and the contact person's answers. */
export function OrderOfficeFiles({ uploads, formAnswers }: Detail) {
  const { t } = useTranslation();
  if (uploads.length === 0 && formAnswers.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('providerOrders.details.noUploads')} />;
  }
  return (
    <Flex vertical gap={16}>
      {uploads.length > 0 ? (
        <List
          size="small"
          dataSource={uploads}
          renderItem={(file) => (
            <List.Item key={file.id} extra={<RelativeTime iso={file.createdAt} />}>
              <List.Item.Meta
                title={file.name}
                description={
                  file.kind === 'FILE'
                    ? t('providerOrders.details.file')
                    : t(`documents.types.${file.kind}`, { defaultValue: file.kind })
                }
              />
            </List.Item>
          )}
        />
      ) : null}
      {formAnswers.map((form) => (
        <div key={form.id}>
          <Typography.Title level={3} className="portal-card-title">
            {t(`forms.card.title.${form.kind}`, { defaultValue: form.kind })}{' '}
            <Typography.Text type="secondary">
              (<RelativeTime iso={form.submittedAt} />)
            </Typography.Text>
          </Typography.Title>
          <Descriptions
            column={1}
            size="small"
            items={form.answers.map((answer, index) => ({
              key: String(index),
              label: answer.question,
              children: answer.answer || '–',
            }))}
          />
        </div>
      ))}
    </Flex>
  );
}
