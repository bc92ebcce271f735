import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { VisitCalendar } from '@/features/provider-visits/components/visit-calendar.tsx';

/** /provider/visits: the photographers' week of visits (visits.manage). */
export function VisitsPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('providerVisits.calendar.title')} />
      <VisitCalendar />
    </Flex>
  );
}
