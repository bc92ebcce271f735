import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { notificationKeys } from '@/lib/query-keys.ts';

/**
 * The bell asks modestly: every minute, and when the window gets focus again
 * (docs/decisions/0147-notifications.md).
 */
const POLL_MS = 60_000;
/** How many the bell's list shows; the page shows the rest. */
export const BELL_SIZE = 8;
export const PAGE_SIZE = 20;

export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount(),
  queryFn: ({ signal }) => call(hub.GET('/api/notifications/unread-count', { signal })),
  refetchInterval: POLL_MS,
  refetchOnWindowFocus: true,
});

export const notificationsPageQuery = (skip: number, take: number) =>
  queryOptions({
    queryKey: notificationKeys.page(skip, take),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/notifications', { params: { query: { skip, take } }, signal })),
    placeholderData: (previous) => previous,
  });

/** A read changes the count and every list that shows the notification. */
function useNotificationsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkRead() {
  const changed = useNotificationsChanged();
  return useMutation({
    mutationFn: (id: string) => call(hub.POST('/api/notifications/{id}/read', { params: { path: { id } } })),
    onSuccess: changed,
  });
}

export function useMarkAllRead() {
  const changed = useNotificationsChanged();
  return useMutation({
    mutationFn: () => call(hub.POST('/api/notifications/read-all')),
    onSuccess: changed,
  });
}
