import type { Permission, UserPermissions } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { isProviderStaff } from '@/app/routes/provider/provider-pages.ts';
import { PageHeading } from '@/components/page-heading.tsx';
import { PageSpin } from '@/components/page-spin.tsx';
import { Panel } from '@/components/panel.tsx';
import { CampaignsPanel } from '@/features/campaigns/components/campaigns-panel.tsx';
import { LatestNewsPanel } from '@/features/content/components/latest-news-panel.tsx';
import { ContactDetailsPanel } from '@/features/dashboard/components/contact-details-panel.tsx';
import { DeliveredCasesPanel } from '@/features/dashboard/components/delivered-cases-panel.tsx';
import { ProviderWorkPanel } from '@/features/dashboard/components/provider-work-panel.tsx';
import { UnfinishedTasksPanel } from '@/features/dashboard/components/unfinished-tasks-panel.tsx';
import { StartOrderPanel } from '@/features/orders/components/start-order-panel.tsx';
import { PropertiesPanel } from '@/features/properties/components/properties-panel.tsx';
import { UpcomingVisitsPanel } from '@/features/provider-visits/components/upcoming-visits-panel.tsx';
import { userPermissionsQuery } from '@/lib/session.ts';
import './dashboard.css';

/** The provider permissions whose work the provider staff's home counts (the hub's GET /dashboard/provider-work). */
const WORK_PERMISSIONS: Permission[] = ['orders.fulfil', 'visits.manage', 'material.deliver'];

/**
 * docs/product.md, the home page; provider staff's home is their work, not an office's. An office user's: start or continue an order, the unfinished tasks, the
 * latest deliveries, the properties for sale, the running and planned campaigns, the latest news and the
 * contact details. Provider staff's: the work waiting for them and the latest news.
 */
export function DashboardPage() {
  const permissions = useQuery(userPermissionsQuery);
  if (permissions.isPending) return <PageSpin />;
  return permissions.data && isProviderStaff(permissions.data) ? (
    <ProviderHome user={permissions.data} />
  ) : (
    <OfficeDashboard />
  );
}

function ProviderHome({ user }: { user: UserPermissions }) {
  const { t } = useTranslation();
  const hasWork = user.permissions.some((permission) => WORK_PERMISSIONS.includes(permission));
  // A photographer also sees the next visits; beside the work, the news the provider published: what the
  // offices have been told.
  return (
    <>
      <PageHeading title={t('dashboard.title')} />
      <div className="portal-dashboard">
        <div className="portal-dashboard-column">
          {hasWork ? (
            <>
              <ProviderWorkPanel own={user.photographer} />
              {user.photographer && <UpcomingVisitsPanel />}
            </>
          ) : (
            <Panel title={t('dashboard.work.title')}>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.work.none')} />
            </Panel>
          )}
        </div>
        <div className="portal-dashboard-column">
          <LatestNewsPanel />
        </div>
      </div>
    </>
  );
}

function OfficeDashboard() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('dashboard.title')} />
      <div className="portal-dashboard">
        <div className="portal-dashboard-column">
          <div className="portal-dashboard-tasks">
            <UnfinishedTasksPanel />
          </div>
          <div className="portal-dashboard-deliveries">
            <DeliveredCasesPanel />
          </div>
          <div className="portal-dashboard-properties">
            <PropertiesPanel />
          </div>
        </div>
        <div className="portal-dashboard-column">
          <div className="portal-dashboard-order">
            <StartOrderPanel />
          </div>
          <div className="portal-dashboard-campaigns">
            <CampaignsPanel />
          </div>
          <div className="portal-dashboard-news">
            <LatestNewsPanel />
          </div>
          <div className="portal-dashboard-contacts">
            <ContactDetailsPanel />
          </div>
        </div>
      </div>
    </>
  );
}
