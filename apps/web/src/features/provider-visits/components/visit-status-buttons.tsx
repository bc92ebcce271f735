import { type ProviderVisitRecord, VISIT_STATUS_MOVES, type VisitStatusBody } from '@portal/contracts';
import { App, Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors.ts';
import { useSetVisitStatus } from '../api/provider-visits-api.ts';

/** The photographer's steps on site, offered as big buttons on their phone. */
export const ON_SITE_STATUSES: readonly VisitStatusBody['status'][] = ['ON_ROUTE', 'ARRIVED', 'COMPLETE'];

interface VisitStatusButtonsProps {
  visit: ProviderVisitRecord;
  /** Only these next statuses (the on-site steps), else every status the visit may move to. */
  only?: readonly VisitStatusBody['status'][];
  large?: boolean;
}

/** One button per status the visit may move to now (the hub's VISIT_STATUS_MOVES). */
export function VisitStatusButtons({ visit, only, large }: VisitStatusButtonsProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const setStatus = useSetVisitStatus();
  const next = VISIT_STATUS_MOVES[visit.status].filter(
    (status): status is VisitStatusBody['status'] => status !== 'UNKNOWN' && (!only || only.includes(status)),
  );
  if (next.length === 0) return null;

  const change = async (status: VisitStatusBody['status']) => {
    try {
      await setStatus.mutateAsync({ bookingId: visit.bookingId, body: { status } });
      void message.success(
        t('providerVisits.visit.statusChanged', { status: t(`providerVisits.status.${status}`) }),
      );
    } catch (error) {
      void message.error(errorText(t, error));
    }
  };

  return (
    <Flex gap={8} wrap vertical={large}>
      {next.map((status) => (
        <Button
          key={status}
          size={large ? 'large' : 'middle'}
          block={large}
          type={status === 'CANCELLED' ? 'default' : 'primary'}
          danger={status === 'CANCELLED'}
          loading={setStatus.isPending && setStatus.variables?.body.status === status}
          disabled={setStatus.isPending}
          onClick={() => void change(status)}
        >
          {t(`providerVisits.status.${status}`)}
        </Button>
      ))}
    </Flex>
  );
}
