import type {
  BookingChoice,
  BookingInfoRecord,
  BookingProposals,
  BookingRecord,
  Locale,
  PublicBookingRecord,
  ThirdPartyLinkRecord,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { bookingKeys, orderKeys } from '@/lib/query-keys.ts';

const bookingPath = (id: string) => `/api/Bookings/${encodeURIComponent(id)}`;
const publicPath = (token: string) => `/api/public/bookings/${encodeURIComponent(token)}`;

/** Records how the shoot of an order is booked (docs/product.md); the order then reloads. */
export function useBookingChoice(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: BookingChoice) =>
      apiRequest<BookingInfoRecord>(`/api/orders/${encodeURIComponent(orderId)}/booking-choice`, {
        method: 'POST',
        body: { choice },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.order(orderId) }),
  });
}

export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.details(id),
    queryFn: ({ signal }) => apiRequest<BookingRecord>(bookingPath(id), { signal }),
  });

// Free slots change as others book: always asked again when the calendar opens.
export const bookingProposalsQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.proposals(id),
    queryFn: ({ signal }) => apiRequest<BookingProposals>(`${bookingPath(id)}/proposals`, { signal }),
    staleTime: 0,
  });

export const confirmProposal = (bookingId: string, proposalId: string) =>
  apiRequest<BookingRecord>(`${bookingPath(bookingId)}/proposals/confirm`, {
    method: 'POST',
    body: { proposalId },
  });

export interface SendBookingLink {
  bookingId: string;
  channel: 'SMS' | 'EMAIL';
  contactPersonId?: string;
  locale?: Locale;
}

export const sendBookingLink = (body: SendBookingLink) =>
  apiRequest<ThirdPartyLinkRecord>('/api/Bookings/third-party-link', { method: 'POST', body });

export const publicBookingQuery = (token: string) =>
  queryOptions({
    queryKey: bookingKeys.publicDetails(token),
    queryFn: ({ signal }) => apiRequest<PublicBookingRecord>(publicPath(token), { public: true, signal }),
    // An unknown or used link stays so; asking again would only repeat the answer.
    retry: false,
  });

export const publicProposalsQuery = (token: string, enabled: boolean) =>
  queryOptions({
    queryKey: bookingKeys.publicProposals(token),
    queryFn: ({ signal }) =>
      apiRequest<BookingProposals>(`${publicPath(token)}/proposals`, { public: true, signal }),
    enabled,
    retry: false,
    staleTime: 0,
  });

/** The contact person's confirmation; the answer is the page's record, now BOOKED with the booked time. */
export const confirmPublicProposal = (token: string, proposalId: string) =>
  apiRequest<PublicBookingRecord>(`${publicPath(token)}/confirm`, {
    method: 'POST',
    body: { proposalId },
    public: true,
  });

/** The booked visit as a calendar file, which a phone or a desktop calendar opens. */
export const calendarFileUrl = (token: string) => `${publicPath(token)}/calendar.ics`;
