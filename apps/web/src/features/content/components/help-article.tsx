import { useQuery } from '@tanstack/react-query';
import { Divider, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { useLocale } from '@/lib/i18n.ts';
import { helpArticleQuery } from '../api/content-api.ts';
import { ContentBody } from './content-body.tsx';
import { FallbackLanguageTag, langOf } from './news-date.tsx';
import './content.css';

/** One help article, with the way back to the help center and on to customer support. */
export function HelpArticle({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const article = useQuery(helpArticleQuery(id, locale));
  return (
    <Flex vertical gap={8}>
      <Link to="/help">{t('content.help.back')}</Link>
      <QueryContent query={article} rows={8}>
        {(found) => (
          <article className="portal-content-article" lang={langOf(found.language, locale)}>
            <PageHeading title={found.title} />
            <FallbackLanguageTag language={found.language} />
            <Typography.Paragraph strong style={{ marginTop: 8 }}>
              {found.description}
            </Typography.Paragraph>
            <ContentBody content={found.content} />
          </article>
        )}
      </QueryContent>
      <Divider />
      <Typography.Text>
        {t('content.help.stillStuck')}{' '}
        <Link to="/support" className="portal-inline-link">
          {t('content.help.supportLink')}
        </Link>
      </Typography.Text>
    </Flex>
  );
}
