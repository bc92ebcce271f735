import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors.ts';
import { decodeFieldMessage } from '@/lib/form-resolver.ts';

interface SubmitBarProps {
  pending: boolean;
  error: unknown;
  /** A problem of the whole form (too few pictures, none chosen), shown above the button. */
  problem?: string | null;
}

/** The end of a picture task's form: its problem, the hub's refusal, and the button that completes the task. */
export function SubmitBar({ pending, error, problem }: SubmitBarProps) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} align="flex-start">
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
      {error ? <Alert type="error" showIcon title={errorText(t, error)} /> : null}
      <Typography.Text type="secondary">{t('staging.submit.final')}</Typography.Text>
      <Button type="primary" htmlType="submit" loading={pending}>
        {t('staging.submit.button')}
      </Button>
    </Flex>
  );
}

/** The translated message of a form error that no single field shows (an array's own rule). */
export function useProblemText() {
  const { t } = useTranslation();
  return (error: { message?: string; root?: { message?: string } } | undefined): string | null => {
    const message = error?.message ?? error?.root?.message;
    if (!message) return null;
    const { key, params } = decodeFieldMessage(message);
    return t(key, { ...params, defaultValue: t('rules.type') });
  };
}
