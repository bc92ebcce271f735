import {
  DEFAULT_RETENTION_MONTHS,
  RETENTION_MONTHS_MAX,
  RETENTION_MONTHS_MIN,
  RetentionBody,
  type RetentionRecord,
} from '@portal/contracts';
import { Alert, App, Button, Flex, Form, InputNumber, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { useSetRetention } from '../api/privacy-api.ts';

interface RetentionInput {
  personalDataMonths: number | undefined;
}

/** The department's retention period in months, and what it means for its cases. */
export function RetentionForm({ retention }: { retention: RetentionRecord }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSetRetention(retention.branchId);
  const { control, handleSubmit, setError, formState } = useForm<RetentionInput, unknown, RetentionBody>({
    resolver: keyedZodResolver<RetentionInput, RetentionBody>(RetentionBody),
    values: { personalDataMonths: retention.personalDataMonths },
  });
  const submit = (body: RetentionBody) =>
    save.mutate(body, {
      onSuccess: () => void message.success(t('privacy.retention.saved')),
      onError: (error) => {
        const key = isApiError(error) ? error.fields.personalDataMonths : undefined;
        if (key) setError('personalDataMonths', { type: 'server', message: key });
      },
    });
  const fieldProblem = isApiError(save.error) && Object.keys(save.error.fields).length > 0;

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(submit)()} style={{ maxWidth: 560 }}>
      <Typography.Paragraph>
        {t('privacy.retention.explanation', { months: retention.personalDataMonths })}
      </Typography.Paragraph>
      <FormField
        control={control}
        name="personalDataMonths"
        label={t('privacy.retention.months')}
        required
        extra={
          retention.isDefault
            ? t('privacy.retention.defaultHint', { months: DEFAULT_RETENTION_MONTHS })
            : t('privacy.retention.rangeHint', { min: RETENTION_MONTHS_MIN, max: RETENTION_MONTHS_MAX })
        }
        render={({ value, onChange, ...field }) => (
          <InputNumber
            {...field}
            value={value}
            min={RETENTION_MONTHS_MIN}
            max={RETENTION_MONTHS_MAX}
            precision={0}
            onChange={(next) => onChange(next ?? undefined)}
            suffix={t('privacy.retention.monthsUnit')}
            style={{ width: 200 }}
          />
        )}
      />
      {save.isError && !fieldProblem ? (
        <Alert type="error" showIcon title={errorText(t, save.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Flex>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!formState.isDirty}>
          {t('privacy.retention.save')}
        </Button>
      </Flex>
    </Form>
  );
}
