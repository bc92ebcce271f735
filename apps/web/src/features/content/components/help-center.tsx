import { HELP_SEARCH_MIN } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Form, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryContent } from '@/components/query-content.tsx';
import { useLocale } from '@/lib/i18n.ts';
import { useDebouncedValue } from '@/lib/use-debounced.ts';
import { helpArticlesQuery } from '../api/content-api.ts';
import { FallbackLanguageTag, langOf } from './news-date.tsx';
import './content.css';

// docs/product.md: searches wait 250 ms after the last key before asking the hub.
const SEARCH_DEBOUNCE_MS = 250;

/** The help center: a search box over every article's title, description and text, and the articles found. */
export function HelpCenter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const searchId = useId();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // One letter matches nearly every article, so the list stays whole until there are two.
  const search = settled.length >= HELP_SEARCH_MIN ? settled : '';
  const articles = useQuery(helpArticlesQuery(locale, search));
  return (
    <Flex vertical gap={16} className="portal-content-article">
      <Form layout="vertical" component="div" role="search">
        <Form.Item label={t('content.help.search')} htmlFor={searchId} style={{ marginBottom: 0 }}>
          <Input
            id={searchId}
            type="search"
            allowClear
            value={text}
            placeholder={t('content.help.searchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
          />
        </Form.Item>
      </Form>
      <QueryContent query={articles} rows={6}>
        {(found) =>
          found.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={
                <Flex vertical gap={4} role="status">
                  <Typography.Text strong>
                    {search ? t('content.help.noMatch', { search }) : t('content.help.none')}
                  </Typography.Text>
                  <Typography.Text>
                    {t('content.help.askSupport')} <Link to="/support">{t('content.help.supportLink')}</Link>
                  </Typography.Text>
                </Flex>
              }
            />
          ) : (
            <Flex vertical gap={12} role="list" aria-label={t('content.help.articles')}>
              {found.map((article) => (
                <Card key={article.id} size="small" role="listitem" lang={langOf(article.language, locale)}>
                  <Flex vertical gap={4}>
                    <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                      <Link
                        to={`/help/${encodeURIComponent(article.id)}`}
                        className="portal-content-title-link"
                      >
                        {article.title}
                      </Link>
                    </Typography.Title>
                    <Typography.Text>{article.description}</Typography.Text>
                    <div>
                      <FallbackLanguageTag language={article.language} />
                    </div>
                  </Flex>
                </Card>
              ))}
            </Flex>
          )
        }
      </QueryContent>
    </Flex>
  );
}
