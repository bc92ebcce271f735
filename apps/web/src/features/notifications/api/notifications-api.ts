import type { NotificationPage, UnreadCount } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
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
  queryFn: ({ signal }) => apiRequest<UnreadCount>('/api/notifications/unread-count', { signal }),
  refetchInterval: POLL_MS,
  refetchOnWindowFocus: true,
});

export const notificationsPageQuery = (skip: number, take: number) =>
  queryOptions({
    queryKey: notificationKeys.page(skip, take),
    queryFn: ({ signal }) =>
      apiRequest<NotificationPage>(`/api/notifications?skip=${skip}&take=${take}`, { signal }),
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
    mutationFn: (id: string) =>
      apiRequest<UnreadCount>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    onSuccess: changed,
  });
}

export function useMarkAllRead() {
  const changed = useNotificationsChanged();
  return useMutation({
    mutationFn: () => apiRequest<UnreadCount>('/api/notifications/read-all', { method: 'POST' }),
    onSuccess: changed,
  });
}
