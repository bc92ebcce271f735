import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { VisitCalendar } from '@/features/provider-visits/components/visit-calendar.tsx';
import { userPermissionsQuery } from '@/lib/session.ts';
import { visitOrderPath } from './provider-pages.ts';

/** /provider/visits: the photographers' week of visits (visits.manage). */
export function VisitsPage() {
  const { t } = useTranslation();
  const permissions = useQuery(userPermissionsQuery).data;
  const orderPathOf = useCallback(
    (orderId: string) => (permissions ? visitOrderPath(permissions, orderId) : null),
    [permissions],
  );
  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('providerVisits.calendar.title')} />
      <VisitCalendar orderPathOf={orderPathOf} />
    </Flex>
  );
}
