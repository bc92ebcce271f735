import { type BookingProposal, ErrorKey } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { bookingProposalsQuery, confirmProposal } from '@/features/bookings/api/booking-api.ts';
import { isApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/errors.ts';
import { bookingKeys, orderKeys } from '@/lib/query-keys.ts';
import { useSignedInUser } from '@/lib/session.ts';
import { ProposalCalendar } from './proposal-calendar.tsx';

interface OnlineBookingDialogProps {
  open: boolean;
  orderId: string;
  bookingId: string;
  onClose: () => void;
}

/** Choice 3 of "Booking options": the user picks the photographer's time in the calendar and confirms it. */
export function OnlineBookingDialog({ open, orderId, bookingId, onClose }: OnlineBookingDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const proposals = useQuery({ ...bookingProposalsQuery(bookingId), enabled: open });
  const confirm = useMutation({
    mutationFn: (proposal: BookingProposal) => confirmProposal(bookingId, proposal.proposalId),
    onSuccess: () => {
      void message.success(t('bookings.portal.confirmed'));
      onClose();
    },
    onError: (error) => {
      // Someone else took the time meanwhile: the calendar shows what is free now.
      if (isApiError(error, 409) && error.code === ErrorKey.bookingSlotTaken) void proposals.refetch();
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) }),
        queryClient.invalidateQueries({ queryKey: bookingKeys.booking(bookingId) }),
      ]),
  });
  const close = () => {
    if (confirm.isPending) return;
    confirm.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('bookings.portal.calendarTitle')}
      width={660}
      styles={{ body: { maxHeight: 'calc(100vh - 200px)', overflowY: 'auto' } }}
      onCancel={close}
      footer={null}
      destroyOnHidden
    >
      {confirm.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorText(t, confirm.error)}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <ProposalCalendar
        proposals={proposals}
        timeZone={user.timezone}
        pending={confirm.isPending}
        onConfirm={(proposal) => confirm.mutate(proposal)}
      />
    </Modal>
  );
}
