import type { PhotographerRecord, ProviderVisitRecord } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryContent } from '@/components/query-content.tsx';
import { RowList, RowMain } from '@/components/row-list.tsx';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { shownPhone, telHref } from '@/lib/phone.ts';
import { visitsToBookQuery } from '../api/provider-visits-api.ts';
import { VisitTimeDialog } from './visit-time-dialog.tsx';

interface QueueProps {
  visits: ProviderVisitRecord[];
  intro: string;
  empty: string;
  onBook: (visit: ProviderVisitRecord) => void;
}

/** The orders of a queue, each with whom to call and a "Book" button. */
function Queue({ visits, intro, empty, onBook }: QueueProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (visits.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <RowList label={t('providerVisits.toBook.queueLabel')}>
        {visits.map((visit) => (
          <li key={visit.bookingId}>
            <RowMain>
              <Link to={`/provider/orders/${visit.orderId}`}>{visit.address}</Link>
              <Typography.Text type="secondary">
                {[visit.departmentName, visit.salesId].filter(Boolean).join(' · ')}
              </Typography.Text>
              <span>
                {visit.contactName ?? t('providerVisits.visit.noContact')}
                {visit.contactPhone && (
                  <>
                    {', '}
                    <a href={telHref(visit.contactPhone)}>{shownPhone(visit.contactPhone)}</a>
                  </>
                )}
              </span>
              {visit.keyPickupAddress && (
                <span>
                  {t('providerVisits.visit.keyPickup')}: {visit.keyPickupAddress}
                </span>
              )}
              {visit.callNeededAt && (
                <Typography.Text type="secondary">
                  {t('providerVisits.visit.callSince', { date: formatDate(visit.callNeededAt, locale) })}
                </Typography.Text>
              )}
            </RowMain>
            <Button
              type="primary"
              aria-label={t('providerVisits.toBook.bookOf', { address: visit.address })}
              onClick={() => onBook(visit)}
            >
              {t('providerVisits.toBook.book')}
            </Button>
          </li>
        ))}
      </RowList>
    </>
  );
}

/** The provider's booking work: orders left to its phone, and contact persons to call after 5 working days. */
export function VisitsToBook() {
  const { t } = useTranslation();
  const query = useQuery(visitsToBookQuery());
  const [booking, setBooking] = useState<{
    visit: ProviderVisitRecord;
    photographers: PhotographerRecord[];
  } | null>(null);
  return (
    <QueryContent query={query} rows={6}>
      {({ phone, calls, photographers }) => (
        <>
          <Tabs
            items={[
              {
                key: 'phone',
                label: t('providerVisits.toBook.phoneTab', { count: phone.length }),
                children: (
                  <Queue
                    visits={phone}
                    intro={t('providerVisits.toBook.phoneIntro')}
                    empty={t('providerVisits.toBook.phoneEmpty')}
                    onBook={(visit) => setBooking({ visit, photographers })}
                  />
                ),
              },
              {
                key: 'calls',
                label: t('providerVisits.toBook.callsTab', { count: calls.length }),
                children: (
                  <Queue
                    visits={calls}
                    intro={t('providerVisits.toBook.callsIntro')}
                    empty={t('providerVisits.toBook.callsEmpty')}
                    onBook={(visit) => setBooking({ visit, photographers })}
                  />
                ),
              },
            ]}
          />
          {booking && (
            <VisitTimeDialog
              visit={booking.visit}
              mode="book"
              photographers={booking.photographers}
              onClose={() => setBooking(null)}
            />
          )}
        </>
      )}
    </QueryContent>
  );
}
