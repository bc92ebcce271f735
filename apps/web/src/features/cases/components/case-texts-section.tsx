import { type CaseCurrentTextRecord, TextGroup } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { TextReviewTag } from '@/components/text-review-tag.tsx';
import { currentTextsQuery } from '@/features/cases/api/case-overview-api.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { sectionTitle } from '@/lib/text-section-title.ts';

/**
 * The case's current texts, read-only, grouped as docs/product.md groups them, with the review state of
 * delivered ones; editing, versions and reviewing are on the texts page it links to.
 */
export function CaseTextsSection({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const texts = useQuery(currentTextsQuery(caseId));

  return (
    <Panel
      title={t('cases.pages.details.textsTitle')}
      extra={<Link to={`/cases/${encodeURIComponent(caseId)}/texts`}>{t('caseTexts.page.open')}</Link>}
    >
      <QueryContent query={texts} rows={3}>
        {(list) => <TextGroups texts={list} />}
      </QueryContent>
    </Panel>
  );
}

function TextGroups({ texts }: { texts: CaseCurrentTextRecord[] }) {
  const { t } = useTranslation();
  const groups = TextGroup.options
    .map((group) => ({ group, texts: texts.filter((text) => text.group === group) }))
    .filter((entry) => entry.texts.length > 0);
  if (groups.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cases.pages.details.textsNone')} />;
  }
  return (
    <Flex vertical gap={16}>
      {groups.map((entry) => (
        <section key={entry.group} aria-label={t(`cases.textGroups.${entry.group}`)}>
          <Typography.Title level={3} className="portal-section-title">
            {t(`cases.textGroups.${entry.group}`)}
          </Typography.Title>
          <Flex vertical gap={12}>
            {entry.texts.map((text) => (
              <CaseText key={text.name} text={text} />
            ))}
          </Flex>
        </section>
      ))}
    </Flex>
  );
}

function CaseText({ text }: { text: CaseCurrentTextRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  return (
    <div>
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>{sectionTitle(t, text.name)}</Typography.Text>
        {text.review ? <TextReviewTag review={text.review} /> : null}
      </Flex>
      <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: '4px 0' }}>
        {text.content}
      </Typography.Paragraph>
      <Typography.Text type="secondary">
        {t('cases.pages.details.textVersion', {
          date: formatDate(text.submittedAt, locale, user.timezone),
          count: text.versions,
        })}
      </Typography.Text>
    </div>
  );
}
