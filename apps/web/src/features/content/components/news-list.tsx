import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryContent } from '@/components/query-content.tsx';
import { useLocale } from '@/lib/i18n.ts';
import { NEWS_PAGE_SIZE, newsQuery } from '../api/content-api.ts';
import { FallbackLanguageTag, langOf, PublishedDate } from './news-date.tsx';
import './content.css';

/** Every published news item, newest first, each with its date and teaser. */
export function NewsList() {
  const { t } = useTranslation();
  const locale = useLocale();
  const news = useQuery(newsQuery(locale, NEWS_PAGE_SIZE));
  return (
    <QueryContent query={news} rows={6} empty={t('content.news.none')}>
      {(items) => (
        <Flex vertical gap={16} className="portal-content-article" role="list">
          {items.map((item) => (
            <Card key={item.id} size="small" role="listitem" lang={langOf(item.language, locale)}>
              <Flex vertical gap={4}>
                <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                  <Link to={`/news/${encodeURIComponent(item.id)}`} className="portal-content-title-link">
                    {item.title}
                  </Link>
                </Typography.Title>
                <Flex gap={8} wrap align="center">
                  <PublishedDate iso={item.publishedAt} />
                  <FallbackLanguageTag language={item.language} />
                </Flex>
                <Typography.Text>{item.teaser}</Typography.Text>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
    </QueryContent>
  );
}
