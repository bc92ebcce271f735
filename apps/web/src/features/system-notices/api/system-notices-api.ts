import type {
  Locale,
  SaveSystemNoticeBody,
  SystemNoticeEditRecord,
  SystemNoticeRecord,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { systemNoticeKeys } from '@/lib/query-keys.ts';

const language = (locale: Locale) => locale.toUpperCase();

/** The banners of every signed-in page: shown now and not dismissed by me. */
export const currentNoticesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: systemNoticeKeys.current(locale),
    queryFn: ({ signal }) =>
      apiRequest<SystemNoticeRecord[]>(`/api/system-notices/current/language/${language(locale)}`, {
        signal,
      }),
    staleTime: 5 * 60_000,
  });

/** The system notifications page: current and past notices. */
export const startedNoticesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: systemNoticeKeys.started(locale),
    queryFn: ({ signal }) =>
      apiRequest<SystemNoticeRecord[]>(`/api/system-notices/language/${language(locale)}`, { signal }),
  });

/** Every notice in all its languages, also those not started yet (content.manage only). */
export const editingNoticesQuery = queryOptions({
  queryKey: systemNoticeKeys.editing(),
  queryFn: ({ signal }) => apiRequest<SystemNoticeEditRecord[]>('/api/system-notices/manage', { signal }),
});

function useNoticesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: systemNoticeKeys.all });
}

export function useDismissNotice() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/system-notices/${encodeURIComponent(id)}/dismissal`, { method: 'POST' }),
    onSuccess: changed,
  });
}

/** Creates a notice (no id) or saves an existing one. */
export function useSaveNotice() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SaveSystemNoticeBody }) =>
      apiRequest<SystemNoticeEditRecord>(
        id ? `/api/system-notices/${encodeURIComponent(id)}` : '/api/system-notices',
        { method: id ? 'PUT' : 'POST', body },
      ),
    onSuccess: changed,
  });
}

export function useDeleteNotice() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/system-notices/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}
