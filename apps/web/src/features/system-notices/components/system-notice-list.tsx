import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content.tsx';
import { useLocale } from '@/lib/i18n.ts';
import { startedNoticesQuery } from '../api/system-notices-api.ts';
import { SystemNoticeLevelTag } from './system-notice-level-tag.tsx';
import { SystemNoticePeriod } from './system-notice-period.tsx';

/** Current and past notices, the latest first; those closed as banners are here too. */
export function SystemNoticeList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const notices = useQuery(startedNoticesQuery(locale));
  return (
    <QueryContent query={notices} rows={4} empty={t('systemNotices.none')}>
      {(items) => (
        <Flex vertical gap={12}>
          {items.map((notice) => (
            <Card key={notice.id} size="small">
              <Flex vertical gap={6}>
                <Flex gap={4} wrap>
                  <SystemNoticeLevelTag level={notice.level} />
                  <Tag color={notice.current ? 'green' : 'default'}>
                    {t(notice.current ? 'systemNotices.state.current' : 'systemNotices.state.past')}
                  </Tag>
                </Flex>
                <Typography.Paragraph lang={notice.language} style={{ margin: 0 }}>
                  {notice.text}
                </Typography.Paragraph>
                <SystemNoticePeriod from={notice.shownFrom} until={notice.shownUntil} />
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
    </QueryContent>
  );
}
