import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { SystemNoticeEditorPanel } from '@/features/system-notices/components/system-notice-editor-panel.tsx';
import { SystemNoticeList } from '@/features/system-notices/components/system-notice-list.tsx';

/** docs/product.md "System notices": current and past notices; editors with content.manage write them here. */
export function SystemNoticesPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('systemNotices.title')} />
      <SystemNoticeEditorPanel />
      <SystemNoticeList />
    </Flex>
  );
}
