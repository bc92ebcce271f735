import type { NotificationRecord } from '@portal/contracts';
import { App, Badge, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RelativeTime } from '@/components/relative-time.tsx';
import { errorText } from '@/lib/errors.ts';
import { useMarkRead } from '../api/notifications-api.ts';
import { notificationText } from '../lib/notification-text.ts';
import './notifications.css';

interface NotificationListProps {
  items: NotificationRecord[];
  /** Called once an item is opened, e.g. to close the bell's popover. */
  onOpen?: () => void;
}

/** Notifications, the unread ones marked; opening one marks it read and goes to its page. */
export function NotificationList({ items, onOpen }: NotificationListProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const open = (item: NotificationRecord) => {
    onOpen?.();
    if (!item.readAt) {
      markRead.mutate(item.id, { onError: (error) => void message.error(errorText(t, error)) });
    }
    void navigate(item.link);
  };
  return (
    <ul className="portal-notification-list">
      {items.map((item) => {
        const unread = !item.readAt;
        return (
          <li key={item.id} className={unread ? 'portal-notification is-unread' : 'portal-notification'}>
            <Badge status={unread ? 'processing' : 'default'} className="portal-notification-dot" />
            <Flex vertical gap={2} style={{ minWidth: 0 }}>
              <a
                href={item.link}
                onClick={(event) => {
                  event.preventDefault();
                  open(item);
                }}
              >
                {unread ? (
                  <span className="portal-visually-hidden">{t('notifications.unread')}: </span>
                ) : null}
                {notificationText(t, item)}
              </a>
              <span className="portal-quiet-text portal-notification-time">
                <RelativeTime iso={item.createdAt} />
              </span>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
