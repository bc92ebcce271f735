import type { InvitationRecord } from '@portal/contracts';
import { useQueries } from '@tanstack/react-query';
import { Alert, App, Button, Empty, Flex, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import {
  pendingInvitationsQuery,
  useRemoveInvitation,
  useResendInvitation,
} from '@/features/invitations/api/invitation-admin-api.ts';
import { errorText } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';

interface PendingInvitationsProps {
  /** The departments whose invitations are listed (those the user administers). */
  branchIds: number[];
  /** Where the user may resend and remove (users.manage). */
  manageableBranchIds: number[];
  timeZone: string;
}

/** The invitations not yet accepted in the user's departments, once each, newest first. */
function useMergedInvitations(branchIds: number[]) {
  return useQueries({
    queries: branchIds.map((branchId) => pendingInvitationsQuery(branchId)),
    combine: (results) => {
      const byId = new Map<string, InvitationRecord>();
      for (const result of results)
        for (const invitation of result.data ?? []) byId.set(invitation.id, invitation);
      return {
        invitations: [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
        pending: results.some((result) => result.isPending),
        error: results.find((result) => result.isError)?.error,
        refetch: () => Promise.all(results.map((result) => result.refetch())),
      };
    },
  });
}

export function PendingInvitations({ branchIds, manageableBranchIds, timeZone }: PendingInvitationsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const { invitations, pending, error, refetch } = useMergedInvitations(branchIds);
  const resend = useResendInvitation();
  const remove = useRemoveInvitation();
  const [removing, setRemoving] = useState<InvitationRecord | null>(null);

  const mayManage = (invitation: InvitationRecord) =>
    invitation.branches.some((branch) => manageableBranchIds.includes(branch.id));
  const now = new Date().toISOString();

  const columns: TableColumnsType<InvitationRecord> = [
    {
      key: 'email',
      title: t('common.fields.email'),
      render: (_, invitation) => (
        <Flex vertical>
          <span>{invitation.email}</span>
          <Typography.Text type="secondary">
            {invitation.branches.map((branch) => branch.name).join(', ')}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'invitedBy',
      title: t('users.admin.invitations.invitedBy'),
      dataIndex: 'invitedByName',
      responsive: ['md'],
    },
    {
      key: 'expiresAt',
      title: t('users.admin.invitations.expires'),
      render: (_, invitation) =>
        invitation.expiresAt < now ? (
          <Tag color="orange">{t('users.admin.invitations.expired')}</Tag>
        ) : (
          formatDate(invitation.expiresAt, locale, timeZone, true)
        ),
    },
    {
      key: 'actions',
      title: <span className="portal-visually-hidden">{t('users.admin.invitations.actions')}</span>,
      render: (_, invitation) =>
        mayManage(invitation) ? (
          <Flex wrap gap={8}>
            <Button
              size="small"
              aria-label={t('users.admin.invitations.resendTo', { email: invitation.email })}
              loading={resend.isPending && resend.variables === invitation.id}
              onClick={() =>
                resend.mutate(invitation.id, {
                  onSuccess: () =>
                    void message.success(t('users.admin.invitations.resent', { email: invitation.email })),
                  onError: (failure) => void message.error(errorText(t, failure)),
                })
              }
            >
              {t('users.admin.invitations.resend')}
            </Button>
            <Button
              size="small"
              danger
              aria-label={t('users.admin.invitations.removeFor', { email: invitation.email })}
              onClick={() => setRemoving(invitation)}
            >
              {t('common.actions.remove')}
            </Button>
          </Flex>
        ) : null,
    },
  ];

  if (pending) return <LoadingSkeleton rows={2} />;
  return (
    <>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={errorText(t, error)}
          action={<Button onClick={() => void refetch()}>{t('common.actions.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<InvitationRecord>
        rowKey="id"
        columns={columns}
        dataSource={invitations}
        size="small"
        pagination={false}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('users.admin.invitations.empty')} />
          ),
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('users.admin.invitations.removeTitle')}
        okText={t('common.actions.remove')}
        danger
        onConfirm={() => (removing ? remove.mutateAsync(removing.id) : undefined)}
        onClose={() => setRemoving(null)}
      >
        {removing ? t('users.admin.invitations.removeText', { email: removing.email }) : null}
      </ConfirmDialog>
    </>
  );
}
