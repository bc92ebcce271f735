import type { CatalogueBlacklistEntry } from '@portal/contracts';
import { Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { useRemoveFromBlacklist } from '../api/provider-catalogue-api.ts';

/** The departments that may not create orders, each with its reason and a way to lift the stop. */
export function BlacklistTable({ entries }: { entries: CatalogueBlacklistEntry[] }) {
  const { t } = useTranslation();
  const remove = useRemoveFromBlacklist();
  const [lifting, setLifting] = useState<CatalogueBlacklistEntry | null>(null);

  const columns: TableColumnsType<CatalogueBlacklistEntry> = [
    {
      key: 'department',
      title: t('providerCatalogue.blacklist.department'),
      render: (_, row) => `${row.branchName} (${row.countryCode})`,
    },
    { key: 'reason', title: t('providerCatalogue.blacklist.reason'), render: (_, row) => row.reason ?? '–' },
    {
      key: 'since',
      title: t('providerCatalogue.blacklist.since'),
      responsive: ['md'],
      render: (_, row) => <RelativeTime iso={row.createdAt} />,
    },
    {
      key: 'actions',
      title: <span className="portal-visually-hidden">{t('providerCatalogue.blacklist.actions')}</span>,
      align: 'right',
      render: (_, row) => (
        <Button
          onClick={() => setLifting(row)}
          aria-label={t('providerCatalogue.blacklist.liftFor', { name: row.branchName })}
        >
          {t('providerCatalogue.blacklist.lift')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Table rowKey="branchId" columns={columns} dataSource={entries} pagination={false} size="middle" />
      <ConfirmDialog
        open={lifting !== null}
        title={t('providerCatalogue.blacklist.liftTitle', { name: lifting?.branchName ?? '' })}
        okText={t('providerCatalogue.blacklist.lift')}
        onConfirm={() => (lifting ? remove.mutateAsync(lifting.branchId) : undefined)}
        onClose={() => setLifting(null)}
      >
        {t('providerCatalogue.blacklist.liftText')}
      </ConfirmDialog>
    </>
  );
}
