import { WalletOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { spendPolicyQuery } from '@/features/spend/api/spend-api.ts';
import { SpendPolicyForm } from '@/features/spend/forms/spend-policy-form.tsx';
import { errorText } from '@/lib/errors.ts';

/** The department's spend rules, where its admins edit the department, with the way to its budget. */
export function SpendPolicyPanel({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const policy = useQuery(spendPolicyQuery(branchId));
  return (
    <Panel
      title={t('spend.policy.title')}
      extra={
        <Link to={`/budget?department=${branchId}`}>
          <WalletOutlined aria-hidden /> {t('spend.policy.budgetLink')}
        </Link>
      }
    >
      <Typography.Paragraph type="secondary">{t('spend.policy.intro')}</Typography.Paragraph>
      {policy.isPending ? <Skeleton active /> : null}
      {policy.isError ? (
        <Alert
          type="error"
          showIcon
          title={errorText(t, policy.error)}
          action={<Button onClick={() => void policy.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {policy.data ? <SpendPolicyForm policy={policy.data} /> : null}
    </Panel>
  );
}
