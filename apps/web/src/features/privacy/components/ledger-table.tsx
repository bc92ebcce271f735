import type { LedgerRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Flex, Grid, Table, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { ledgerQuery } from '../api/privacy-api.ts';
import { countedKinds } from '../lib/subject-export.ts';

const PAGE_SIZE = 10;

/** Which rule anonymised the case: the retention period, or the admin who asked for an erasure. */
function ruleText(t: TFunction, row: LedgerRecord): string {
  if (row.rule === 'retention') return t('privacy.ledger.retention', { months: row.retentionMonths ?? 0 });
  return t('privacy.ledger.erasure', { name: row.requestedBy?.name || t('privacy.ledger.someone') });
}

/** What the department's ledger says, newest first, paged on the hub. */
export function LedgerTable({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSignedInUser();
  const [page, setPage] = useState(1);
  const phone = !Grid.useBreakpoint().sm;
  const ledger = useQuery(ledgerQuery(branchId, { skip: (page - 1) * PAGE_SIZE, take: PAGE_SIZE }));
  const columns: TableColumnsType<LedgerRecord> = [
    {
      key: 'at',
      title: t('privacy.ledger.at'),
      responsive: ['sm'],
      render: (_, row) => formatDate(row.at, locale, user.timezone, true),
    },
    {
      key: 'case',
      title: t('privacy.ledger.case'),
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text>{row.address}</Typography.Text>
          <Typography.Text type="secondary">{row.caseReference}</Typography.Text>
          {/* On a phone the date column is hidden: the date goes under the case. */}
          {phone ? (
            <Typography.Text type="secondary">
              {formatDate(row.at, locale, user.timezone, true)}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'rule', title: t('privacy.ledger.rule'), render: (_, row) => ruleText(t, row) },
    {
      key: 'what',
      title: t('privacy.ledger.what'),
      responsive: ['md'],
      render: (_, row) => {
        const kinds = countedKinds(row.anonymised);
        if (kinds.length === 0)
          return <Typography.Text type="secondary">{t('privacy.ledger.nothing')}</Typography.Text>;
        return kinds.map(([kind, count]) => t(`privacy.kinds.${kind}`, { count })).join(', ');
      },
    },
  ];
  if (ledger.isError) return <Alert type="error" showIcon title={errorText(t, ledger.error)} />;
  return (
    <Table<LedgerRecord>
      rowKey="id"
      columns={columns}
      dataSource={ledger.data?.data ?? []}
      loading={ledger.isPending || ledger.isPlaceholderData}
      size="middle"
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('privacy.ledger.empty')} />,
      }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: ledger.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
    />
  );
}
