import { SubjectQuery } from '@portal/contracts';
import { Button, Col, Form, Input, Row } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

interface SubjectInput {
  email?: string;
  phone?: string;
}

/**
 * The person to look for: an email address, a phone number, or both. An emptied field counts as not
 * given, so leaving both empty reads "enter the email or phone" rather than "required" on one of them.
 */
export function SubjectSearchForm({ onSearch }: { onSearch: (subject: SubjectQuery) => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<SubjectInput, unknown, SubjectQuery>({
    resolver: keyedZodResolver<SubjectInput, SubjectQuery>(SubjectQuery),
    defaultValues: { email: undefined, phone: undefined },
  });
  const submit = (subject: SubjectQuery) =>
    onSearch({ email: subject.email || undefined, phone: subject.phone || undefined });

  return (
    <Form layout="vertical" onFinish={() => void handleSubmit(submit)()}>
      <Row gutter={16} align="bottom">
        <Col xs={24} md={10}>
          <FormField
            control={control}
            name="email"
            label={t('privacy.subject.email')}
            render={({ value, onChange, ...field }) => (
              <Input
                {...field}
                value={value ?? ''}
                onChange={(event) => onChange(event.target.value || undefined)}
                type="email"
                autoComplete="off"
              />
            )}
          />
        </Col>
        <Col xs={24} md={8}>
          <FormField
            control={control}
            name="phone"
            label={t('privacy.subject.phone')}
            render={({ value, onChange, ...field }) => (
              <Input
                {...field}
                value={value ?? ''}
                onChange={(event) => onChange(event.target.value || undefined)}
                type="tel"
                autoComplete="off"
              />
            )}
          />
        </Col>
        <Col xs={24} md={6}>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              {t('privacy.subject.search')}
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
