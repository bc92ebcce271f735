import { type DepartmentAccess, ErrorKey } from '@portal/contracts';
import { Alert, App, Button, Flex, List, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useChangeAccess, useRevokeAccess } from '@/features/users/api/admin-user-api.ts';
import { ApiError, isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';

interface UserAccessEditorProps {
  userId: string;
  userName: string;
  access: DepartmentAccess[];
  /** Departments where the signed-in admin may change access (users.manage); elsewhere it is read-only. */
  manageableBranchIds: number[];
  /** Nobody changes their own access (the hub refuses it too). */
  isSelf: boolean;
  /** After a revoke, with how many departments the user still shares with the admin. */
  onRevoked: (departmentsLeft: number) => void;
}

/** The user's access in each department the signed-in admin administers: give, switch admin, revoke. */
export function UserAccessEditor({
  userId,
  userName,
  access,
  manageableBranchIds,
  isSelf,
  onRevoked,
}: UserAccessEditorProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = useChangeAccess(userId);
  const revoke = useRevokeAccess(userId);
  const [revoking, setRevoking] = useState<DepartmentAccess | null>(null);

  const patch = (entry: DepartmentAccess, isAdmin: boolean) =>
    change.mutate(
      { branchId: entry.branchId, body: { isAdmin } },
      { onError: (error) => void message.error(errorText(t, error)) },
    );

  // docs/product.md: a failed revoke reads "The access could not be revoked"; the reason follows if known.
  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.branchId);
      void message.success(t('users.admin.user.revoked', { department: revoking.branchName }));
      const left = access.filter((entry) => entry.access !== 'NONE' && entry.branchId !== revoking.branchId);
      onRevoked(left.length);
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      throw new ApiError(status, ErrorKey.revokeAccessFailed);
    }
  };

  return (
    <>
      {isSelf ? (
        <Alert type="info" showIcon title={t(ErrorKey.ownAccess)} style={{ marginBottom: 16 }} />
      ) : null}
      <List
        dataSource={access}
        renderItem={(entry) => {
          const editable = !isSelf && manageableBranchIds.includes(entry.branchId);
          return (
            <List.Item>
              <Flex justify="space-between" align="center" wrap gap={12} style={{ width: '100%' }}>
                <Flex vertical>
                  <Typography.Text strong>{entry.branchName}</Typography.Text>
                  <Flex gap={8} wrap>
                    <Tag color={entry.access === 'ADMIN' ? 'red' : undefined}>
                      {t(`users.access.${entry.access}`)}
                    </Tag>
                    {entry.roleName ? (
                      <Typography.Text type="secondary">
                        {t('users.admin.user.role', { role: entry.roleName })}
                      </Typography.Text>
                    ) : null}
                  </Flex>
                </Flex>
                {editable ? (
                  entry.access === 'NONE' ? (
                    <Button onClick={() => patch(entry, false)} loading={change.isPending}>
                      {t('users.admin.user.giveAccess')}
                    </Button>
                  ) : (
                    <Flex gap={16} align="center" wrap>
                      <Flex gap={8} align="center">
                        <Switch
                          checked={entry.access === 'ADMIN'}
                          loading={change.isPending && change.variables?.branchId === entry.branchId}
                          onChange={(isAdmin) => patch(entry, isAdmin)}
                          aria-label={t('users.admin.user.adminIn', { department: entry.branchName })}
                        />
                        <span aria-hidden>{t('users.access.ADMIN')}</span>
                      </Flex>
                      <Button danger onClick={() => setRevoking(entry)}>
                        {t('users.admin.user.revoke')}
                      </Button>
                    </Flex>
                  )
                ) : null}
              </Flex>
            </List.Item>
          );
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('users.admin.user.revokeTitle')}
        okText={t('users.admin.user.revoke')}
        danger
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      >
        {revoking
          ? t('users.admin.user.revokeText', { name: userName, department: revoking.branchName })
          : null}
      </ConfirmDialog>
    </>
  );
}
