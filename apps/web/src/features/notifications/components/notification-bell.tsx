import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Badge, Button, Flex, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryContent } from '@/components/query-content.tsx';
import { errorText } from '@/lib/errors.ts';
import {
  BELL_SIZE,
  notificationsPageQuery,
  unreadCountQuery,
  useMarkAllRead,
} from '../api/notifications-api.ts';
import { NotificationList } from './notification-list.tsx';

/** The header's bell: the unread count, and on click the latest notifications with "mark all read". */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = useQuery(unreadCountQuery).data?.unreadCount ?? 0;
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      // On a phone the list is wider than the space left of the bell: it is shifted to stay on the screen.
      align={{ overflow: { shiftX: 12, adjustY: true } }}
      arrow={false}
      destroyOnHidden
      content={<BellContent unread={unread} onClose={() => setOpen(false)} />}
    >
      <Button
        type="text"
        aria-label={t('notifications.bell', { count: unread })}
        aria-expanded={open}
        icon={
          <Badge count={unread} size="small" overflowCount={99}>
            <BellOutlined aria-hidden style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Popover>
  );
}

function BellContent({ unread, onClose }: { unread: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const latest = useQuery(notificationsPageQuery(0, BELL_SIZE));
  const markAll = useMarkAllRead();
  return (
    <section className="portal-notification-popover" aria-label={t('notifications.title')}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <strong>{t('notifications.title')}</strong>
        <Button
          type="link"
          size="small"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, { onError: (error) => void message.error(errorText(t, error)) })
          }
        >
          {t('notifications.markAllRead')}
        </Button>
      </Flex>
      <div className="portal-notification-popover-list">
        <QueryContent query={latest} rows={3}>
          {(page) =>
            page.data.length === 0 ? (
              <p className="portal-quiet-text">{t('notifications.none')}</p>
            ) : (
              <NotificationList items={page.data} onOpen={onClose} />
            )
          }
        </QueryContent>
      </div>
      <Flex justify="center">
        <Link to="/notifications" onClick={onClose}>
          {t('notifications.seeAll')}
        </Link>
      </Flex>
    </section>
  );
}
