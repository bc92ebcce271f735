import { PlusOutlined } from '@ant-design/icons';
import type { CampaignRecord } from '@portal/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InfiniteList } from '@/components/infinite-list.tsx';
import { type CampaignFilters, campaignListQuery } from '@/features/campaigns/api/campaign-api.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { type CampaignDialogState, CampaignDialogs } from './campaign-dialogs.tsx';
import { CampaignFilterBar } from './campaign-filters.tsx';
import { CampaignTable } from './campaign-table.tsx';

/**
 * The campaigns of the user's departments, paged by the hub: running first, then planned, then ended.
 * Admins of a department create campaigns for it and change or delete its campaigns.
 */
export function CampaignList() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const departments = useMemo(
    () => user.branches.filter((branch) => branch.access !== 'NONE'),
    [user.branches],
  );
  const administered = useMemo(
    () => departments.filter((branch) => branch.access === 'ADMIN'),
    [departments],
  );
  const [filters, setFilters] = useState<CampaignFilters>({});
  const [dialog, setDialog] = useState<CampaignDialogState>(null);
  const query = useInfiniteQuery(campaignListQuery(filters));
  const campaigns = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? 0;

  return (
    <>
      <InfiniteList
        title={t('campaigns.title')}
        showing={t('campaigns.list.showing', { shown: campaigns.length, total })}
        loadingMore={t('campaigns.list.loadingMore')}
        search={query}
        itemCount={campaigns.length}
        filters={
          <Flex justify="space-between" align="end" wrap gap={8}>
            <div style={{ flex: '1 1 320px' }}>
              <CampaignFilterBar filters={filters} departments={departments} onChange={setFilters} />
            </div>
            {administered.length > 0 ? (
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => setDialog({ kind: 'edit', campaign: null })}
                style={{ marginBottom: 24 }}
              >
                {t('campaigns.list.create')}
              </Button>
            ) : null}
          </Flex>
        }
      >
        <CampaignTable
          campaigns={campaigns}
          loading={query.isPending || (query.isPlaceholderData && query.isFetching)}
          onEdit={(campaign: CampaignRecord) => setDialog({ kind: 'edit', campaign })}
          onDelete={(campaign: CampaignRecord) => setDialog({ kind: 'delete', campaign })}
        />
      </InfiniteList>
      <CampaignDialogs state={dialog} departments={administered} onClose={() => setDialog(null)} />
    </>
  );
}
