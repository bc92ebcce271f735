import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { NotificationsListPanel } from '@/features/notifications/components/notifications-list-panel.tsx';

/** docs/product.md "Notifications": what happened to my orders and tasks in the last 90 days. */
export function NotificationsPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('notifications.title')} />
      <Typography.Paragraph type="secondary">{t('notifications.intro')}</Typography.Paragraph>
      <Card>
        <NotificationsListPanel />
      </Card>
    </Flex>
  );
}
