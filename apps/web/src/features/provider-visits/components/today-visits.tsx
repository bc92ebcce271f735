import type { ProviderVisitRecord } from '@portal/contracts';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { shownPhone, telHref } from '@/lib/phone.ts';
import { useVisitTime } from './visit-drawer.tsx';
import { ON_SITE_STATUSES, VisitStatusButtons } from './visit-status-buttons.tsx';
import { VisitStatusTag } from './visit-status-tag.tsx';

interface TodayVisitsProps {
  visits: ProviderVisitRecord[];
  /** Opens the visit with its job sheet. */
  onOpen: (visit: ProviderVisitRecord) => void;
}

/**
 * A photographer's own day on their phone: each visit with whom to call, its job sheet a tap away, and big
 * buttons for the next step.
 */
export function TodayVisits({ visits, onOpen }: TodayVisitsProps) {
  const { t } = useTranslation();
  const visitTime = useVisitTime();
  return (
    <Panel title={t('providerVisits.today.title')}>
      {visits.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('providerVisits.today.none')} />
      ) : (
        <Flex vertical gap={12}>
          {visits.map((visit) => (
            <Card
              key={visit.bookingId}
              size="small"
              role="article"
              aria-label={visit.address}
              className={visit.status === 'CANCELLED' ? 'portal-visit-today is-cancelled' : undefined}
            >
              <Flex vertical gap={8}>
                <Typography.Text strong>{visitTime(visit)}</Typography.Text>
                <Typography.Text className="portal-visit-address">{visit.address}</Typography.Text>
                {visit.contactPhone && (
                  <a href={telHref(visit.contactPhone)}>
                    {t('providerVisits.visit.call', {
                      name: visit.contactName ?? shownPhone(visit.contactPhone),
                    })}
                    : {shownPhone(visit.contactPhone)}
                  </a>
                )}
                <span>
                  <VisitStatusTag status={visit.status} />
                </span>
                <VisitStatusButtons visit={visit} only={ON_SITE_STATUSES} large />
                <Button onClick={() => onOpen(visit)}>{t('providerVisits.jobSheet.open')}</Button>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
    </Panel>
  );
}
