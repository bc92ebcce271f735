import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { ContentEditorPanel } from '@/features/content/components/content-editor-panel.tsx';
import { HelpCenter } from '@/features/content/components/help-center.tsx';

/** docs/product.md "News and help": search the help articles; editors with content.manage write them here. */
export function HelpCenterPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <div>
        <PageHeading title={t('content.help.title')} />
        <Typography.Paragraph type="secondary">{t('content.help.intro')}</Typography.Paragraph>
      </div>
      <ContentEditorPanel kind="help" />
      <HelpCenter />
    </Flex>
  );
}
