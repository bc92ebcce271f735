import type { TaskFormAnswer } from '@portal/contracts';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The answers of an interview or questionnaire, read-only, each under the question as it was asked. */
export function SubmittedAnswers({ answers }: { answers: TaskFormAnswer[] }) {
  const { t } = useTranslation();
  const answerText = ({ answer, yesOrNo }: TaskFormAnswer) => {
    if (yesOrNo) return answer === 'yes' ? t('forms.fill.yes') : t('forms.fill.no');
    return answer || <Typography.Text type="secondary">{t('forms.answers.notAnswered')}</Typography.Text>;
  };
  return (
    <Descriptions
      column={1}
      colon={false}
      layout="vertical"
      size="small"
      items={answers.map((answer, index) => ({
        key: String(index),
        label: answer.question,
        children: <span style={{ whiteSpace: 'pre-wrap' }}>{answerText(answer)}</span>,
      }))}
    />
  );
}
