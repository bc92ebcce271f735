import { EditOutlined } from '@ant-design/icons';
import { type Case, ErrorKey } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { branchIdsWith, userPermissionsQuery, useSignedInUser } from '@/lib/session.ts';
import { CaseAddressDialog } from './case-address-dialog.tsx';

/**
 * The case's address, and for those who may order in its department the way to correct it. An archived
 * case keeps its address: the button is then disabled, with the reason beside it.
 */
export function CaseAddress({ found }: { found: Case }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const permissions = useQuery(userPermissionsQuery).data;
  const [editing, setEditing] = useState(false);
  const reasonId = useId();
  const mayEdit = permissions
    ? branchIdsWith(permissions, 'orders.create').includes(found.department.id)
    : false;
  const country = user.branches.find((branch) => branch.id === found.department.id)?.countryCode ?? 'DK';
  const { archived } = found.materials;

  return (
    <Flex vertical gap={2} align="flex-start">
      <span>{found.address.full || '–'}</span>
      {mayEdit ? (
        <>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0 }}
            icon={<EditOutlined aria-hidden />}
            disabled={archived}
            aria-describedby={archived ? reasonId : undefined}
            onClick={() => setEditing(true)}
          >
            {t('cases.address.edit')}
          </Button>
          {archived ? (
            <Typography.Text type="secondary" id={reasonId}>
              {t(ErrorKey.addressOfArchivedCase)}
            </Typography.Text>
          ) : null}
        </>
      ) : null}
      {editing ? (
        <CaseAddressDialog found={found} country={country} onClose={() => setEditing(false)} />
      ) : null}
    </Flex>
  );
}
