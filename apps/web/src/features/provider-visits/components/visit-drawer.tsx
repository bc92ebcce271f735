import {
  MOVABLE_VISIT_STATUSES,
  type PhotographerRecord,
  type ProviderVisitRecord,
  timeZoneOfCountry,
  VISIT_STATUS_MOVES,
} from '@portal/contracts';
import { Alert, Button, Descriptions, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatTimeSpan } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { shownPhone, telHref } from '@/lib/phone.ts';
import { JobSheet } from './job-sheet.tsx';
import { VisitStatusButtons } from './visit-status-buttons.tsx';
import { VisitStatusTag } from './visit-status-tag.tsx';
import { VisitTimeDialog } from './visit-time-dialog.tsx';

/** "tirsdag 24. november 09:30–11:00" on the property's clock, or that no time is booked yet. */
export function useVisitTime() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (visit: ProviderVisitRecord) => {
    if (!visit.start || !visit.end) return t('providerVisits.visit.noTime');
    const timeZone = timeZoneOfCountry(visit.countryCode);
    return `${formatDay(visit.start, locale, timeZone)} ${formatTimeSpan(visit.start, visit.end, locale, timeZone)}`;
  };
}

interface VisitDrawerProps {
  visit: ProviderVisitRecord | null;
  photographers: PhotographerRecord[];
  /** Whether the caller plans for everyone (may move and reassign), not a photographer's own account. */
  planner: boolean;
  /** Where the caller reads the visit's order, or null when they may not open it. */
  orderPathOf: (orderId: string) => string | null;
  onClose: () => void;
}

/** A visit opened from the calendar: when, who, its status, the job sheet, its order, and moving it. */
export function VisitDrawer({ visit, photographers, planner, orderPathOf, onClose }: VisitDrawerProps) {
  const { t } = useTranslation();
  const visitTime = useVisitTime();
  const [moving, setMoving] = useState(false);
  if (!visit) return null;
  const orderPath = orderPathOf(visit.orderId);
  // The first contact person, to call on the way; the job sheet lists them all.
  const contact = visit.contactName ?? t('providerVisits.visit.noContact');
  return (
    <Drawer open title={visit.address} onClose={onClose} size="default" destroyOnHidden>
      <Flex vertical gap={16}>
        {visit.status === 'CANCELLED' && (
          <Alert type="warning" showIcon role="status" title={t('providerVisits.visit.cancelled')} />
        )}
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('providerVisits.visit.time')}>{visitTime(visit)}</Descriptions.Item>
          <Descriptions.Item label={t('providerVisits.calendar.photographer')}>
            {visit.photographerName}
          </Descriptions.Item>
          <Descriptions.Item label={t('providerVisits.visit.status')}>
            <VisitStatusTag status={visit.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('providerVisits.visit.department')}>
            {visit.departmentName}
          </Descriptions.Item>
          <Descriptions.Item label={t('providerVisits.visit.contact')}>
            {visit.contactPhone ? (
              <a
                href={telHref(visit.contactPhone)}
                aria-label={t('providerVisits.visit.call', { name: contact })}
              >
                {contact}, {shownPhone(visit.contactPhone)}
              </a>
            ) : (
              contact
            )}
          </Descriptions.Item>
          {orderPath && (
            <Descriptions.Item label={t('providerVisits.visit.order')}>
              <Link to={orderPath}>
                {t('providerVisits.visit.openOrder', { salesId: visit.salesId ?? '' })}
              </Link>
            </Descriptions.Item>
          )}
        </Descriptions>
        {VISIT_STATUS_MOVES[visit.status].length > 0 && (
          <section aria-labelledby="portal-visit-status-heading">
            <Typography.Title level={3} id="portal-visit-status-heading" className="portal-visit-subtitle">
              {t('providerVisits.visit.setStatus')}
            </Typography.Title>
            <VisitStatusButtons visit={visit} />
          </section>
        )}
        {planner && MOVABLE_VISIT_STATUSES.includes(visit.status) && (
          <Button onClick={() => setMoving(true)}>{t('providerVisits.visit.move')}</Button>
        )}
        <JobSheet bookingId={visit.bookingId} notes={visit.notes} />
      </Flex>
      {moving && (
        <VisitTimeDialog
          visit={visit}
          mode="move"
          photographers={photographers}
          onClose={() => setMoving(false)}
        />
      )}
    </Drawer>
  );
}
