import { type CaseCurrentTextRecord, TextGroup } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useSignedInUser } from '../../auth/api/session-api.ts';
import { currentTextsQuery } from '../api/case-overview-api.ts';

/** The case's current texts, read-only, grouped as calls.md "Texts" groups them. */
export function CaseTextsSection({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const texts = useQuery(currentTextsQuery(caseId));

  const groups = TextGroup.options
    .map((group) => ({ group, texts: (texts.data ?? []).filter((text) => text.group === group) }))
    .filter((entry) => entry.texts.length > 0);

  return (
    <Panel title={t('cases.pages.details.textsTitle')}>
      {texts.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : texts.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(t, texts.error)}
          action={<Button onClick={() => void texts.refetch()}>{t('actions.retry')}</Button>}
        />
      ) : groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cases.pages.details.textsNone')} />
      ) : (
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
      )}
    </Panel>
  );
}

function CaseText({ text }: { text: CaseCurrentTextRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  return (
    <div>
      <Typography.Text strong>{t(`texts.sections.${text.name}.title`)}</Typography.Text>
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
