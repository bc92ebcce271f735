import {
  MOVABLE_VISIT_STATUSES,
  type PhotographerRecord,
  type ProviderVisitRecord,
  timeZoneOfCountry,
  VISIT_STATUS_MOVES,
} from '@portal/contracts';
import { Button, Descriptions, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatTimeSpan } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { shownPhone, telHref } from '@/lib/phone.ts';
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
  onClose: () => void;
}

/** A visit opened from the calendar: where, when, whom to call, its order, its status and moving it. */
export function VisitDrawer({ visit, photographers, planner, onClose }: VisitDrawerProps) {
  const { t } = useTranslation();
  const visitTime = useVisitTime();
  const [moving, setMoving] = useState(false);
  if (!visit) return null;
  const contact = visit.contactName ?? t('providerVisits.visit.noContact');
  return (
    <Drawer open title={visit.address} onClose={onClose} size="default" destroyOnHidden>
      <Flex vertical gap={16}>
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
          {visit.keyPickupAddress && (
            <Descriptions.Item label={t('providerVisits.visit.keyPickup')}>
              {visit.keyPickupAddress}
            </Descriptions.Item>
          )}
          {visit.cadastralNumber && (
            <Descriptions.Item label={t('orders.fields.cadastralNumber')}>
              {visit.cadastralNumber}
            </Descriptions.Item>
          )}
          {visit.offeringType && (
            <Descriptions.Item label={t('orders.fields.offeringType')}>
              {t(`orders.offeringTypes.${visit.offeringType}`)}
            </Descriptions.Item>
          )}
          {visit.roofColor && (
            <Descriptions.Item label={t('orders.fields.roofColor')}>
              {t(`orders.roofColors.${visit.roofColor}`)}
            </Descriptions.Item>
          )}
          {visit.notes && (
            <Descriptions.Item label={t('providerVisits.visit.notes')}>
              <Typography.Text className="portal-visit-notes">{visit.notes}</Typography.Text>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('providerVisits.visit.order')}>
            <Link to={`/provider/orders/${visit.orderId}`}>
              {t('providerVisits.visit.openOrder', { salesId: visit.salesId ?? '' })}
            </Link>
          </Descriptions.Item>
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
