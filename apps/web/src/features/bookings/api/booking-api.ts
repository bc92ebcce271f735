import type {
  BookingProposals,
  BookingRecord,
  Locale,
  PublicBookingRecord,
  ThirdPartyLinkRecord,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const bookingPath = (id: string) => `/api/Bookings/${encodeURIComponent(id)}`;
const publicPath = (token: string) => `/api/public/bookings/${encodeURIComponent(token)}`;

export const bookingKeys = {
  booking: (id: string) => ['bookings', id] as const,
  publicBooking: (token: string) => ['public-bookings', token] as const,
};

export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: [...bookingKeys.booking(id), 'details'],
    queryFn: ({ signal }) => apiRequest<BookingRecord>(bookingPath(id), { signal }),
  });

// Free slots change as others book: always asked again when the calendar opens.
export const bookingProposalsQuery = (id: string) =>
  queryOptions({
    queryKey: [...bookingKeys.booking(id), 'proposals'],
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
    queryKey: [...bookingKeys.publicBooking(token), 'details'],
    queryFn: ({ signal }) => apiRequest<PublicBookingRecord>(publicPath(token), { public: true, signal }),
    // An unknown or used link stays so; asking again would only repeat the answer.
    retry: false,
  });

export const publicProposalsQuery = (token: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...bookingKeys.publicBooking(token), 'proposals'],
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
