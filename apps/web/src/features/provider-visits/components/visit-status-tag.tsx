import type { VisitStatus } from '@portal/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Partial<Record<VisitStatus, string>> = {
  CONFIRMED: 'blue',
  FIXED: 'geekblue',
  ON_ROUTE: 'gold',
  ARRIVED: 'orange',
  COMPLETE: 'green',
  CANCELLED: 'red',
};

export function VisitStatusTag({ status }: { status: VisitStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`providerVisits.status.${status}`)}</Tag>;
}
