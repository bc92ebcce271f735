import type { ProviderVisitRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Flex, List, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '@/components/panel.tsx';
import { QueryContent } from '@/components/query-content.tsx';
import { visitCalendarQuery } from '../api/provider-visits-api.ts';
import { useVisitTime } from './visit-drawer.tsx';
import { VisitStatusTag } from './visit-status-tag.tsx';
import './provider-visits.css';

/** How many of the coming visits the home page lists; the calendar has them all. */
const SHOWN = 3;
/** How far ahead the home page looks: two weeks cover a weekend and a holiday. */
const DAYS_AHEAD = 14;
const DONE = new Set(['COMPLETE', 'CANCELLED']);

/** The visits still ahead (or under way), soonest first. */
const comingOf = (visits: ProviderVisitRecord[], now: number) =>
  visits
    .filter((visit) => visit.end && Date.parse(visit.end) > now && !DONE.has(visit.status))
    .sort((a, b) => (a.start ?? '').localeCompare(b.start ?? ''))
    .slice(0, SHOWN);

/** A photographer's next visits on their home page: when, where and the status, with the calendar a click away. */
export function UpcomingVisitsPanel() {
  const { t } = useTranslation();
  const visitTime = useVisitTime();
  const today = dayjs().format('YYYY-MM-DD');
  const query = useQuery(
    visitCalendarQuery(today, dayjs().add(DAYS_AHEAD, 'day').format('YYYY-MM-DD'), null),
  );
  return (
    <Panel
      title={t('providerVisits.upcoming.title')}
      extra={<Link to="/provider/visits">{t('providerVisits.upcoming.calendar')}</Link>}
    >
      <QueryContent query={query} rows={3}>
        {(calendar) => (
          <List
            dataSource={comingOf(calendar.visits, Date.now())}
            locale={{ emptyText: t('providerVisits.upcoming.none') }}
            renderItem={(visit) => (
              <List.Item key={visit.bookingId}>
                <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
                  <Flex justify="space-between" align="baseline" gap={8} wrap>
                    <Typography.Text strong>{visitTime(visit)}</Typography.Text>
                    <VisitStatusTag status={visit.status} />
                  </Flex>
                  <Typography.Text className="portal-visit-address">{visit.address}</Typography.Text>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </QueryContent>
    </Panel>
  );
}
