import { EmailDomain } from '@portal/contracts';
import { Alert, App, Button, Form, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetDirectoryDomains } from '@/features/branches/api/branch-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';

interface DirectoryDomainsFormProps {
  branchId: number;
  domains: string[];
}

/**
 * Provider admins bind email domains to a department: people of those domains then sign in through their
 * organisation's directory. The whole list is saved at once; an empty one switches directory sign-in off.
 */
export function DirectoryDomainsForm({ branchId, domains }: DirectoryDomainsFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const id = useId();
  const save = useSetDirectoryDomains(branchId);
  const [value, setValue] = useState(domains);
  const invalid = value.find((domain) => !EmailDomain.safeParse(domain).success);
  // The hub names a refused domain by its place in the list (fields "domains.N").
  const refused = isApiError(save.error, 400)
    ? Object.keys(save.error.fields).map((path) => value[Number(path.split('.')[1])])[0]
    : undefined;
  const problem = invalid ?? refused;

  const submit = () =>
    save.mutate(
      { domains: value },
      {
        onSuccess: (saved) => {
          setValue(saved.domains);
          void message.success(t('branches.details.domainsSaved'));
        },
      },
    );

  return (
    <Form layout="vertical" onFinish={submit}>
      {save.isError && !refused ? (
        <Alert type="error" showIcon title={errorText(t, save.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form.Item
        label={t('branches.details.domains')}
        htmlFor={id}
        extra={t('branches.details.domainsHint')}
        validateStatus={problem ? 'error' : undefined}
        help={
          problem ? (
            <span id={`${id}-help`}>{t('branches.details.domainInvalid', { domain: problem })}</span>
          ) : undefined
        }
      >
        <Select
          id={id}
          mode="tags"
          open={false}
          suffixIcon={null}
          tokenSeparators={[',', ' ', ';']}
          value={value}
          onChange={(next: string[]) => setValue(next.map((domain) => domain.trim().toLowerCase()))}
          aria-describedby={problem ? `${id}-help` : undefined}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={invalid !== undefined}>
        {t('branches.details.saveDomains')}
      </Button>
    </Form>
  );
}
