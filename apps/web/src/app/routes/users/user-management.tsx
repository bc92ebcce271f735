import { ErrorKey, type ImpersonationCandidate } from '@portal/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Alert, Result, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InfiniteList } from '@/components/infinite-list.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { impersonationSearchQuery } from '@/features/users/api/admin-user-api.ts';
import { ImpersonationTable } from '@/features/users/components/impersonation-table.tsx';
import { HOME_PATH } from '@/lib/auth.ts';
import { errorText } from '@/lib/errors.ts';
import { userPermissionsQuery, useStartImpersonation } from '@/lib/session.ts';

/** User management (secondary menu): support staff choose a user and act as them. */
export function UserManagementPage() {
  const { t } = useTranslation();
  const permissions = useQuery(userPermissionsQuery);
  if (permissions.isPending) return <PageSpin />;
  if (!permissions.data?.mayImpersonate) return <Result status="403" title={t(ErrorKey.forbidden)} />;
  return <ImpersonationList />;
}

function ImpersonationList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const body = useMemo(() => (search ? { search } : {}), [search]);
  const query = useInfiniteQuery(impersonationSearchQuery(body));
  const users = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? 0;
  const start = useStartImpersonation();

  const actAs = (user: ImpersonationCandidate) =>
    start.mutate(user.id, { onSuccess: () => void navigate(HOME_PATH) });

  return (
    <InfiniteList
      title={t('users.impersonation.title')}
      showing={t('users.admin.list.showing', { shown: users.length, total })}
      loadingMore={t('users.admin.list.loadingMore')}
      search={query}
      itemCount={users.length}
      filters={
        <>
          <Typography.Paragraph type="secondary">{t('users.impersonation.intro')}</Typography.Paragraph>
          {start.isError ? (
            <Alert type="error" showIcon title={errorText(t, start.error)} style={{ marginBottom: 16 }} />
          ) : null}
          <SearchField label={t('users.impersonation.search')} onSearch={setSearch} />
        </>
      }
    >
      <ImpersonationTable
        users={users}
        loading={query.isPending || (query.isPlaceholderData && query.isFetching)}
        startingId={start.isPending ? (start.variables ?? null) : null}
        onActAs={actAs}
      />
    </InfiniteList>
  );
}
