import { type PhotographerRecord, type ProviderVisitRecord, timeZoneOfCountry } from '@portal/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay, formatTimeSpan } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { localDayOf } from '../lib/visit-time.ts';
import { isoWeekdayOf } from '../lib/week.ts';
import { VisitStatusTag } from './visit-status-tag.tsx';
import './provider-visits.css';

interface VisitWeekProps {
  /** The week's name, as its heading shows it ("Week 49"). */
  label: string;
  /** The week's visits are still on their way: its days are not yet known to be empty. */
  loading: boolean;
  days: string[];
  today: string;
  visits: ProviderVisitRecord[];
  /** One photographer chosen: their days off are shaded. */
  photographer: PhotographerRecord | null;
  onOpen: (visit: ProviderVisitRecord) => void;
}

/** The week's visits day by day, each a button that opens the visit. */
export function VisitWeek({ label, loading, days, today, visits, photographer, onOpen }: VisitWeekProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section
      aria-label={label}
      aria-busy={loading}
      className={loading ? 'portal-visit-week portal-visit-week-loading' : 'portal-visit-week'}
    >
      {days.map((day) => {
        const ofDay = visits.filter(
          (visit) => visit.start && localDayOf(visit.start, visit.countryCode) === day,
        );
        const off = photographer ? !photographer.workingDays.includes(isoWeekdayOf(day)) : false;
        const classes = ['portal-visit-day', off ? 'is-off' : '', day === today ? 'is-today' : ''];
        return (
          <section
            key={day}
            className={classes.join(' ').trim()}
            aria-label={formatDay(`${day}T12:00:00Z`, locale, 'UTC')}
          >
            <h3>{formatDay(`${day}T12:00:00Z`, locale, 'UTC')}</h3>
            {ofDay.length === 0 && (
              <Typography.Text type="secondary">
                {off ? t('providerVisits.calendar.notWorking') : t('providerVisits.calendar.noVisits')}
              </Typography.Text>
            )}
            {ofDay.map((visit) => (
              <button
                key={visit.bookingId}
                type="button"
                className={
                  visit.status === 'CANCELLED' ? 'portal-visit-card is-cancelled' : 'portal-visit-card'
                }
                onClick={() => onOpen(visit)}
              >
                <Typography.Text strong>
                  {visit.start && visit.end
                    ? formatTimeSpan(visit.start, visit.end, locale, timeZoneOfCountry(visit.countryCode))
                    : ''}
                </Typography.Text>
                <span className="portal-visit-address">{visit.address}</span>
                <Typography.Text type="secondary">{visit.photographerName}</Typography.Text>
                <span>
                  <VisitStatusTag status={visit.status} />
                </span>
              </button>
            ))}
          </section>
        );
      })}
    </section>
  );
}
