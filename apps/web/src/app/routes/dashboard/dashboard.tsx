import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { CampaignsPanel } from '@/features/campaigns/components/campaigns-panel.tsx';
import { LatestNewsPanel } from '@/features/content/components/latest-news-panel.tsx';
import { ContactDetailsPanel } from '@/features/dashboard/components/contact-details-panel.tsx';
import { DeliveredCasesPanel } from '@/features/dashboard/components/delivered-cases-panel.tsx';
import { UnfinishedTasksPanel } from '@/features/dashboard/components/unfinished-tasks-panel.tsx';
import { StartOrderPanel } from '@/features/orders/components/start-order-panel.tsx';
import { PropertiesPanel } from '@/features/properties/components/properties-panel.tsx';
import './dashboard.css';

/**
 * docs/product.md, the home page: start or continue an order, the unfinished tasks, the latest
 * deliveries, the properties for sale, the running and planned campaigns, the latest news and the contact
 * details.
 */
export function DashboardPage() {
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
