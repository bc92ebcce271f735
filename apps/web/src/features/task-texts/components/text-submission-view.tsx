import { TextTaskSubmission } from '@portal/contracts';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a closed text task submitted, read-only; a cancelled task without a submission says so. */
export function TextSubmissionView({ payload }: { payload: unknown }) {
  const { t } = useTranslation();
  const submission = TextTaskSubmission.safeParse(payload);
  if (!submission.success)
    return <Typography.Paragraph>{t('texts.view.nothingSubmitted')}</Typography.Paragraph>;
  const { sections, writingStyle } = submission.data;
  return (
    <Descriptions column={1} layout="vertical" size="small">
      {sections.map(({ name, content }) => (
        <Descriptions.Item key={name} label={t(`texts.sections.${name}.title`)}>
          {content ? (
            <Typography.Paragraph className="portal-submitted-text">{content}</Typography.Paragraph>
          ) : (
            <Typography.Text type="secondary">{t('texts.view.empty')}</Typography.Text>
          )}
        </Descriptions.Item>
      ))}
      {writingStyle ? (
        <Descriptions.Item label={t('texts.form.writingStyle')}>
          {t(`texts.writingStyles.${writingStyle}.label`)}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
