import type { ProviderWorkRecord, WorkCount } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { providerWorkQuery } from '@/features/dashboard/api/dashboard-api.ts';
import { formatListCount } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import './dashboard-panels.css';

type WorkKind = keyof ProviderWorkRecord;

/** Where each count's work is done: the console page that lists it. */
const WORK_PAGES: Record<WorkKind, string> = {
  ordersToBook: '/provider/bookings-to-do',
  visitsToday: '/provider/visits',
  deliveriesDue: '/provider/orders?status=Open',
  feedbackWaiting: '/provider/feedback',
  openOrders: '/provider/orders?status=Open',
};

/** The order the tiles are shown in: the day's planning first, then the desk work. */
const WORK_ORDER: WorkKind[] = [
  'ordersToBook',
  'visitsToday',
  'deliveriesDue',
  'feedbackWaiting',
  'openOrders',
];

/** One kind of work: its number, what it is, and the page where it is done, all one link. */
function WorkTile({ kind, work, own }: { kind: WorkKind; work: WorkCount; own: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label =
    kind === 'visitsToday' && own ? t('dashboard.work.ownVisitsToday') : t(`dashboard.work.${kind}`);
  return (
    <Link
      to={WORK_PAGES[kind]}
      className={work.count === 0 ? 'portal-work-tile is-done' : 'portal-work-tile'}
      data-testid={`work-${kind}`}
    >
      <span className="portal-work-count">{formatListCount(work.count, locale, work.more)}</span>
      <span className="portal-work-label">{label}</span>
      <Typography.Text type="secondary">{t(`dashboard.work.hints.${kind}`)}</Typography.Text>
    </Link>
  );
}

/**
 * The provider staff's home: a tile for each kind of work their permissions make theirs (the hub leaves out
 * the others); `own` for a photographer's own account, whose visits are their own.
 */
export function ProviderWorkPanel({ own }: { own: boolean }) {
  const { t } = useTranslation();
  const query = useQuery(providerWorkQuery);
  return (
    <Panel title={t('dashboard.work.title')}>
      <QueryContent query={query} rows={3}>
        {(record) => (
          <ul className="portal-work-tiles">
            {WORK_ORDER.map((kind) => {
              const work = record[kind];
              return work ? (
                <li key={kind}>
                  <WorkTile kind={kind} work={work} own={own} />
                </li>
              ) : null;
            })}
          </ul>
        )}
      </QueryContent>
    </Panel>
  );
}
