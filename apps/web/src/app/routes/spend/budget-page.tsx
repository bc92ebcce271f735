import { ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Flex, Form, Result, Typography } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { chosenDepartmentId, DepartmentPicker } from '@/components/department-picker.tsx';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { branchChoicesQuery } from '@/features/branches/api/branch-api.ts';
import { BudgetView } from '@/features/spend/components/budget-view.tsx';
import { branchIdsWith, userPermissionsQuery } from '@/lib/session.ts';
import { useDayjsLocale } from '@/lib/use-dayjs-locale.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * A department's budget per month, for its admins and approvers; the department (?department=) and the month
 * (?month=, this month without one) are in the address, so a link opens the same view.
 */
export function BudgetPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const monthPickerId = useId();
  const datesInLanguage = useDayjsLocale();
  const permissions = useQuery(userPermissionsQuery);
  const branches = useQuery(branchChoicesQuery);
  if (permissions.isPending || branches.isPending) return <PageSpin />;
  const allowed = permissions.data
    ? [...branchIdsWith(permissions.data), ...branchIdsWith(permissions.data, 'orders.approve')]
    : [];
  const choices = (branches.data ?? []).filter((branch) => allowed.includes(branch.id));
  if (choices.length === 0) return <Result status="403" title={t(ErrorKey.forbidden)} />;
  const branchId = chosenDepartmentId(params, choices);
  const asked = params.get('month') ?? '';
  const month = MONTH.test(asked) ? asked : dayjs().format('YYYY-MM');
  const department = choices.find((branch) => branch.id === branchId);

  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('spend.budget.title')} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('spend.budget.intro')}
      </Typography.Paragraph>
      <Flex wrap gap={16} align="flex-end">
        <DepartmentPicker label={t('spend.budget.department')} choices={choices} value={branchId} />
        <Form layout="vertical" component="div">
          <Form.Item label={t('spend.budget.month')} htmlFor={monthPickerId} style={{ marginBottom: 0 }}>
            <DatePicker
              id={monthPickerId}
              key={datesInLanguage ? 'ready' : 'loading'}
              picker="month"
              style={{ minWidth: 200 }}
              allowClear={false}
              value={dayjs(`${month}-01`)}
              format="MMMM YYYY"
              onChange={(value) =>
                value &&
                setParams({ department: String(branchId), month: value.format('YYYY-MM') }, { replace: true })
              }
            />
          </Form.Item>
        </Form>
      </Flex>
      <BudgetView branchId={branchId} month={month} departmentName={department?.name ?? ''} />
    </Flex>
  );
}
