import { useQuery } from '@tanstack/react-query';
import { Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { useLocale } from '@/lib/i18n.ts';
import { DASHBOARD_NEWS, newsQuery } from '../api/content-api.ts';
import { langOf, PublishedDate } from './news-date.tsx';
import './content.css';

/** The dashboard's three latest news items; "see all" opens the news page. */
export function LatestNewsPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const news = useQuery(newsQuery(locale, DASHBOARD_NEWS));
  return (
    <Panel
      title={t('content.news.title')}
      extra={
        // The dashboard has other "see all" links; the name says which list this one opens.
        <Link to="/news" aria-label={t('content.news.seeAll')}>
          {t('content.seeAll')}
        </Link>
      }
    >
      <QueryContent query={news} rows={4} empty={t('content.news.none')}>
        {(items) => (
          <List
            dataSource={items}
            renderItem={(item) => (
              <List.Item key={item.id} data-testid="dashboard-news">
                <Flex vertical gap={2} style={{ minWidth: 0 }} lang={langOf(item.language, locale)}>
                  <Link to={`/news/${encodeURIComponent(item.id)}`} className="portal-content-title-link">
                    {item.title}
                  </Link>
                  <PublishedDate iso={item.publishedAt} />
                  <Typography.Text>{item.teaser}</Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </QueryContent>
    </Panel>
  );
}
