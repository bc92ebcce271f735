import type { ApiKeyRecord } from '@portal/contracts';
import { Button, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { RelativeTime } from '@/components/relative-time.tsx';
import { useRevokeApiKey } from '@/features/api-keys/api/api-key-api.ts';
import { scopeLabelKey } from '@/features/api-keys/lib/scopes.ts';
import { useImpersonating } from '@/lib/session.ts';

/** A key's state: revoked, expired, or in use until its expiry (or until revoked). */
function KeyState({ apiKey }: { apiKey: ApiKeyRecord }) {
  const { t } = useTranslation();
  if (apiKey.revokedAt) return <Tag>{t('apiKeys.states.revoked')}</Tag>;
  if (apiKey.expiresAt && new Date(apiKey.expiresAt) <= new Date())
    return <Tag>{t('apiKeys.states.expired')}</Tag>;
  return <Tag color="green">{t('apiKeys.states.active')}</Tag>;
}

/** A department's keys: name and hint, scopes, state, who made it, last use, expiry; live keys can be revoked. */
export function ApiKeyTable({
  branchId,
  keys,
  loading,
}: {
  branchId: number;
  keys: ApiKeyRecord[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeApiKey(branchId);
  const impersonating = useImpersonating();
  const [revoking, setRevoking] = useState<ApiKeyRecord | null>(null);
  const columns: TableColumnsType<ApiKeyRecord> = [
    {
      key: 'name',
      title: t('apiKeys.columns.name'),
      render: (_, apiKey) => (
        <>
          <div>{apiKey.name}</div>
          <Typography.Text type="secondary" code>{`${apiKey.hint}…`}</Typography.Text>
        </>
      ),
    },
    {
      key: 'scopes',
      title: t('apiKeys.columns.scopes'),
      render: (_, apiKey) => (
        <Space size={[4, 4]} wrap>
          {apiKey.scopes.map((scope) => (
            <Tag key={scope}>{t(scopeLabelKey(scope))}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'state', title: t('apiKeys.columns.state'), render: (_, apiKey) => <KeyState apiKey={apiKey} /> },
    {
      key: 'lastUsed',
      title: t('apiKeys.columns.lastUsed'),
      render: (_, apiKey) =>
        apiKey.lastUsedAt ? <RelativeTime iso={apiKey.lastUsedAt} /> : t('apiKeys.never'),
    },
    {
      key: 'expires',
      title: t('apiKeys.columns.expires'),
      responsive: ['md'],
      render: (_, apiKey) =>
        apiKey.expiresAt ? <RelativeTime iso={apiKey.expiresAt} /> : t('apiKeys.noExpiry'),
    },
    {
      key: 'createdBy',
      title: t('apiKeys.columns.createdBy'),
      responsive: ['lg'],
      render: (_, apiKey) => (
        <>
          <div>{apiKey.createdByName}</div>
          <RelativeTime iso={apiKey.createdAt} />
        </>
      ),
    },
    {
      key: 'actions',
      title: <span className="portal-visually-hidden">{t('apiKeys.columns.actions')}</span>,
      render: (_, apiKey) =>
        apiKey.revokedAt ? null : (
          <Button
            danger
            size="small"
            disabled={impersonating}
            onClick={() => setRevoking(apiKey)}
            aria-label={t('apiKeys.revokeNamed', { name: apiKey.name })}
          >
            {t('apiKeys.revoke')}
          </Button>
        ),
    },
  ];
  return (
    <>
      <Table<ApiKeyRecord>
        rowKey="id"
        columns={columns}
        dataSource={keys}
        loading={loading}
        pagination={false}
        size="middle"
        locale={{ emptyText: t('apiKeys.empty') }}
        scroll={{ x: 'max-content' }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        okText={t('apiKeys.revoke')}
        danger
        onConfirm={() => (revoking ? revoke.mutateAsync(revoking.id) : undefined)}
        onClose={() => setRevoking(null)}
      >
        {t('apiKeys.revokeText')}
      </ConfirmDialog>
    </>
  );
}
