import type { BookingChoice, ThirdPartyLinkBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { bookingKeys, orderKeys } from '@/lib/query-keys.ts';

const publicPath = (token: string) => `/api/public/bookings/${encodeURIComponent(token)}`;

/** Records how the shoot of an order is booked (docs/product.md); the order then reloads. */
export function useBookingChoice(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: BookingChoice) =>
      call(
        hub.POST('/api/orders/{id}/booking-choice', { params: { path: { id: orderId } }, body: { choice } }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) }),
  });
}

export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.details(id),
    queryFn: ({ signal }) => call(hub.GET('/api/Bookings/{id}', { params: { path: { id } }, signal })),
  });

// Free slots change as others book: always asked again when the calendar opens.
export const bookingProposalsQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.proposals(id),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/Bookings/{id}/proposals', { params: { path: { id } }, signal })),
    staleTime: 0,
  });

export const confirmProposal = (bookingId: string, proposalId: string) =>
  call(
    hub.POST('/api/Bookings/{id}/proposals/confirm', {
      params: { path: { id: bookingId } },
      body: { proposalId },
    }),
  );

export const sendBookingLink = (body: ThirdPartyLinkBody) =>
  call(hub.POST('/api/Bookings/third-party-link', { body }));

export const publicBookingQuery = (token: string) =>
  queryOptions({
    queryKey: bookingKeys.publicDetails(token),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/public/bookings/{token}', { params: { path: { token } }, signal }), {
        public: true,
      }),
    // An unknown or used link stays so; asking again would only repeat the answer.
    retry: false,
  });

export const publicProposalsQuery = (token: string, enabled: boolean) =>
  queryOptions({
    queryKey: bookingKeys.publicProposals(token),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/public/bookings/{token}/proposals', { params: { path: { token } }, signal }), {
        public: true,
      }),
    enabled,
    retry: false,
    staleTime: 0,
  });

/** The contact person's confirmation; the answer is the page's record, now BOOKED with the booked time. */
export const confirmPublicProposal = (token: string, proposalId: string) =>
  call(
    hub.POST('/api/public/bookings/{token}/confirm', { params: { path: { token } }, body: { proposalId } }),
    {
      public: true,
    },
  );

/** The booked visit as a calendar file, which a phone or a desktop calendar opens. */
export const calendarFileUrl = (token: string) => `${publicPath(token)}/calendar.ics`;
