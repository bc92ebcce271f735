import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/page-heading.tsx';
import { VisitsToBook } from '@/features/provider-visits/components/visits-to-book.tsx';

/** /provider/bookings-to-do: the phone queue and the call queue (visits.manage, planners). */
export function BookingsToDoPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <PageHeading title={t('providerVisits.toBook.title')} />
      <VisitsToBook />
    </Flex>
  );
}
