import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { WaitingOrdersTable } from '@/features/spend/components/waiting-orders-table.tsx';

/** The orders waiting for the approver's decision (docs/product.md "Spend"). */
export function ApprovalsPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('spend.approvals.title')} />
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('spend.approvals.intro')}
      </Typography.Paragraph>
      <WaitingOrdersTable />
    </Flex>
  );
}
