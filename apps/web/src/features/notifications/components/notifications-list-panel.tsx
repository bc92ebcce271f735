import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Flex, Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/query-content.tsx';
import { errorText } from '@/lib/errors.ts';
import { notificationsPageQuery, PAGE_SIZE, useMarkAllRead } from '../api/notifications-api.ts';
import { NotificationList } from './notification-list.tsx';

/** All my notifications of the last 90 days, newest first, a page at a time. */
export function NotificationsListPanel() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [pageNumber, setPageNumber] = useState(1);
  const page = useQuery(notificationsPageQuery((pageNumber - 1) * PAGE_SIZE, PAGE_SIZE));
  const markAll = useMarkAllRead();
  return (
    <QueryContent query={page} rows={6}>
      {({ data, total, unreadCount }) =>
        total === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notifications.none')} />
        ) : (
          <Flex vertical gap={12}>
            <Flex justify="end">
              <Button
                disabled={unreadCount === 0}
                loading={markAll.isPending}
                onClick={() =>
                  markAll.mutate(undefined, { onError: (error) => void message.error(errorText(t, error)) })
                }
              >
                {t('notifications.markAllRead')}
              </Button>
            </Flex>
            <NotificationList items={data} />
            {total > PAGE_SIZE ? (
              <Pagination
                align="center"
                current={pageNumber}
                pageSize={PAGE_SIZE}
                total={total}
                showSizeChanger={false}
                onChange={setPageNumber}
              />
            ) : null}
          </Flex>
        )
      }
    </QueryContent>
  );
}
