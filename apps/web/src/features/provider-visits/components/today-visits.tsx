import type { ProviderVisitRecord } from '@portal/contracts';
import { Card, Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/panel.tsx';
import { shownPhone, telHref } from '@/lib/phone.ts';
import { useVisitTime } from './visit-drawer.tsx';
import { ON_SITE_STATUSES, VisitStatusButtons } from './visit-status-buttons.tsx';
import { VisitStatusTag } from './visit-status-tag.tsx';

/** A photographer's own day on their phone: each visit with whom to call and big buttons for the next step. */
export function TodayVisits({ visits }: { visits: ProviderVisitRecord[] }) {
  const { t } = useTranslation();
  const visitTime = useVisitTime();
  return (
    <Panel title={t('providerVisits.today.title')}>
      {visits.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('providerVisits.today.none')} />
      ) : (
        <Flex vertical gap={12}>
          {visits.map((visit) => (
            <Card key={visit.bookingId} size="small" role="article" aria-label={visit.address}>
              <Flex vertical gap={8}>
                <Typography.Text strong>{visitTime(visit)}</Typography.Text>
                <Typography.Text>{visit.address}</Typography.Text>
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
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
    </Panel>
  );
}
