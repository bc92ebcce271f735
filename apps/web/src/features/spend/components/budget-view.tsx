import { DownloadOutlined } from '@ant-design/icons';
import { type Budget, mapOrderStatus } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { budgetQuery } from '@/features/spend/api/spend-api.ts';
import { budgetCsv } from '@/features/spend/lib/budget-csv.ts';
import { errorText } from '@/lib/errors.ts';
import { formatDay, formatPrice } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { saveFile } from '@/lib/save-file.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { BudgetOrdersTable } from './budget-orders-table.tsx';

/** Saves the month's budget as a CSV file, built from the answer the view shows, so the numbers agree. */
function useCsvDownload(budget: Budget | undefined, departmentName: string) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  return () => {
    if (!budget) return;
    const csv = budgetCsv(
      budget,
      locale,
      {
        part: { spent: t('spend.budget.spent'), committed: t('spend.budget.committed') },
        columns: [
          t('spend.budget.part'),
          t('spend.budget.salesId'),
          t('spend.budget.address'),
          t('spend.budget.orderer'),
          t('spend.budget.status'),
          t('spend.budget.placedAt'),
          t('spend.budget.amountIn', { currency: budget.currency }),
        ],
        status: (order) => t(`cases.statuses.${mapOrderStatus(order.status)}`),
        total: {
          budget: t('spend.budget.monthlyBudget'),
          spent: t('spend.budget.spent'),
          committed: t('spend.budget.committed'),
          left: t('spend.budget.left'),
        },
      },
      (iso) => formatDay(iso, locale, user.timezone),
    );
    saveFile(
      `${t('spend.budget.fileName')}-${departmentName}-${budget.month}.csv`.replace(/[\\/:*?"<>|]/g, ''),
      new Blob([csv], { type: 'text/csv;charset=utf-8' }),
    );
  };
}

/**
 * A department's month: budget, spent (delivered and invoiced orders), committed (waiting, open and
 * back-ordered orders) and what is left, each with the orders behind it, and the file of it all.
 */
export function BudgetView({
  branchId,
  month,
  departmentName,
}: {
  branchId: number;
  month: string;
  departmentName: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const budget = useQuery(budgetQuery(branchId, month));
  const download = useCsvDownload(budget.data, departmentName);

  if (budget.isPending) return <Skeleton active />;
  if (budget.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(t, budget.error)}
        action={<Button onClick={() => void budget.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  const data = budget.data;
  const money = (amount: number | null) =>
    amount === null ? '–' : formatPrice(amount, data.currency, locale);
  const over = data.left !== null && data.left < 0;
  const figures = [
    { key: 'budget', title: t('spend.budget.monthlyBudget'), value: money(data.monthlyBudget) },
    { key: 'spent', title: t('spend.budget.spent'), value: money(data.spent.amount) },
    { key: 'committed', title: t('spend.budget.committed'), value: money(data.committed.amount) },
    { key: 'left', title: t('spend.budget.left'), value: money(data.left), danger: over },
  ];
  return (
    <Flex vertical gap={24}>
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={12} lg={6}>
            <Card size="small">
              <Statistic
                title={figure.title}
                value={figure.value}
                valueStyle={figure.danger ? { color: '#cf1322' } : undefined}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          {data.monthlyBudget === null ? t('spend.budget.noBudget') : null}{' '}
          {data.approvalThreshold === null
            ? t('spend.budget.noThreshold')
            : t('spend.budget.threshold', { amount: money(data.approvalThreshold) })}
        </Typography.Text>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download}>
          {t('spend.budget.download')}
        </Button>
      </Flex>
      {over ? <Alert type="warning" showIcon title={t('spend.budget.over')} /> : null}
      <Panel title={`${t('spend.budget.spent')}: ${money(data.spent.amount)}`}>
        <BudgetOrdersTable orders={data.spent.orders} currency={data.currency} />
      </Panel>
      <Panel title={`${t('spend.budget.committed')}: ${money(data.committed.amount)}`}>
        <BudgetOrdersTable orders={data.committed.orders} currency={data.currency} />
      </Panel>
    </Flex>
  );
}
