import type { VisitStatusBody, VisitTimeBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { providerVisitKeys } from '@/lib/query-keys.ts';

export const visitCalendarQuery = (from: string, to: string, photographerId: string | null) =>
  queryOptions({
    queryKey: providerVisitKeys.calendar(from, to, photographerId),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/provider/visits', {
          params: { query: { from, to, photographerId: photographerId ?? undefined } },
          signal,
        }),
      ),
    // The week shown stays while the next one loads, so paging through weeks does not flash.
    placeholderData: (previous) => previous,
  });

export const visitsToBookQuery = () =>
  queryOptions({
    queryKey: providerVisitKeys.toBook(),
    queryFn: ({ signal }) => call(hub.GET('/api/provider/visits/to-book', { signal })),
  });

/** What the photographer shoots and knows at the visit, read when the visit is opened. */
export const visitJobSheetQuery = (bookingId: string) =>
  queryOptions({
    queryKey: providerVisitKeys.jobSheet(bookingId),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/provider/visits/{bookingId}/job-sheet', { params: { path: { bookingId } }, signal }),
      ),
  });

/** A booked, moved or changed visit shows in the calendar and leaves the queues: all of them reload. */
function useVisitMutation<Body, Visit>(send: (bookingId: string, body: Body) => Promise<Visit>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string; body: Body }) => send(bookingId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerVisitKeys.all }),
  });
}

export const useBookVisit = () =>
  useVisitMutation((bookingId, body: VisitTimeBody) =>
    call(hub.POST('/api/provider/visits/{bookingId}/book', { params: { path: { bookingId } }, body })),
  );
export const useMoveVisit = () =>
  useVisitMutation((bookingId, body: VisitTimeBody) =>
    call(hub.POST('/api/provider/visits/{bookingId}/move', { params: { path: { bookingId } }, body })),
  );
export const useSetVisitStatus = () =>
  useVisitMutation((bookingId, body: VisitStatusBody) =>
    call(hub.POST('/api/provider/visits/{bookingId}/status', { params: { path: { bookingId } }, body })),
  );
