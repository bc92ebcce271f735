import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { ContentEditorPanel } from '@/features/content/components/content-editor-panel.tsx';
import { NewsList } from '@/features/content/components/news-list.tsx';

/** docs/product.md "News and help": every published news item; editors with content.manage write them here. */
export function NewsListPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('content.news.title')} />
      <ContentEditorPanel kind="news" />
      <NewsList />
    </Flex>
  );
}
