import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { useLocale } from '@/lib/i18n.ts';
import { newsItemQuery } from '../api/content-api.ts';
import { ContentBody } from './content-body.tsx';
import { FallbackLanguageTag, langOf, PublishedDate } from './news-date.tsx';
import './content.css';

/** One news item: its title, date, teaser and text, with a way back to all news. */
export function NewsArticle({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const item = useQuery(newsItemQuery(id, locale));
  return (
    <Flex vertical gap={8}>
      <Link to="/news">{t('content.news.back')}</Link>
      <QueryContent query={item} rows={8}>
        {(news) => (
          <article className="portal-content-article" lang={langOf(news.language, locale)}>
            <PageHeading title={news.title} />
            <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
              <PublishedDate iso={news.publishedAt} />
              <FallbackLanguageTag language={news.language} />
            </Flex>
            <Typography.Paragraph strong>{news.teaser}</Typography.Paragraph>
            <ContentBody content={news.content} />
          </article>
        )}
      </QueryContent>
    </Flex>
  );
}
