import type {
  ProviderVisitRecord,
  VisitCalendarRecord,
  VisitJobSheetRecord,
  VisitStatusBody,
  VisitsToBookRecord,
  VisitTimeBody,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { providerVisitKeys } from '@/lib/query-keys.ts';

export const visitCalendarQuery = (from: string, to: string, photographerId: string | null) =>
  queryOptions({
    queryKey: providerVisitKeys.calendar(from, to, photographerId),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ from, to });
      if (photographerId) params.set('photographerId', photographerId);
      return apiRequest<VisitCalendarRecord>(`/api/provider/visits?${params}`, { signal });
    },
    // The week shown stays while the next one loads, so paging through weeks does not flash.
    placeholderData: (previous) => previous,
  });

export const visitsToBookQuery = () =>
  queryOptions({
    queryKey: providerVisitKeys.toBook(),
    queryFn: ({ signal }) => apiRequest<VisitsToBookRecord>('/api/provider/visits/to-book', { signal }),
  });

/** What the photographer shoots and knows at the visit, read when the visit is opened. */
export const visitJobSheetQuery = (bookingId: string) =>
  queryOptions({
    queryKey: providerVisitKeys.jobSheet(bookingId),
    queryFn: ({ signal }) =>
      apiRequest<VisitJobSheetRecord>(`/api/provider/visits/${encodeURIComponent(bookingId)}/job-sheet`, {
        signal,
      }),
  });

const visitUrl = (bookingId: string, action: 'book' | 'move' | 'status') =>
  `/api/provider/visits/${encodeURIComponent(bookingId)}/${action}`;

/** A booked, moved or changed visit shows in the calendar and leaves the queues: all of them reload. */
function useVisitMutation<Body extends object>(action: 'book' | 'move' | 'status') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: Body }) =>
      apiRequest<ProviderVisitRecord>(visitUrl(bookingId, action), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerVisitKeys.all }),
  });
}

export const useBookVisit = () => useVisitMutation<VisitTimeBody>('book');
export const useMoveVisit = () => useVisitMutation<VisitTimeBody>('move');
export const useSetVisitStatus = () => useVisitMutation<VisitStatusBody>('status');
