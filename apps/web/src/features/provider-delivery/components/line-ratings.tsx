import { useQuery } from '@tanstack/react-query';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { lineRatingsQuery } from '../api/provider-delivery-api.ts';

const TYPE_COLORS = { change: 'blue', complaint: 'red', feedback: 'default' } as const;

/** The office's ratings and complaints of the line, newest first, with who wrote them and their documents. */
export function LineRatings({ lineId }: { lineId: string }) {
  const { t } = useTranslation();
  const ratings = useQuery(lineRatingsQuery(lineId));
  return (
    <Panel title={t('delivery.workOrder.ratings')}>
      <QueryContent query={ratings} empty={t('delivery.workOrder.noRatings')}>
        {(rows) => (
          <Flex vertical gap={16}>
            {rows.map((rating) => (
              <Flex key={rating.id} vertical gap={4}>
                <Flex gap={8} wrap align="center">
                  <Tag color={TYPE_COLORS[rating.type]}>{t(`ratings.types.${rating.type}`)}</Tag>
                  <Typography.Text type="secondary">
                    {rating.createdBy?.name} · <RelativeTime iso={rating.createdAt} />
                  </Typography.Text>
                </Flex>
                <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
                  {rating.comment}
                </Typography.Paragraph>
                {rating.documents.map((document) => (
                  <a key={document.url} href={document.url} target="_blank" rel="noreferrer">
                    {document.fileName}
                  </a>
                ))}
              </Flex>
            ))}
          </Flex>
        )}
      </QueryContent>
    </Panel>
  );
}
