import type { Locale, SaveSystemNoticeBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { systemNoticeKeys } from '@/lib/query-keys.ts';

const languageParams = (locale: Locale) => ({ path: { lang: locale.toUpperCase() } });
const noticeParams = (id: string) => ({ path: { id } });

/** The banners of every signed-in page: shown now and not dismissed by me. */
export const currentNoticesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: systemNoticeKeys.current(locale),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/system-notices/current/language/{lang}', { params: languageParams(locale), signal }),
      ),
    staleTime: 5 * 60_000,
  });

/** The system notifications page: current and past notices. */
export const startedNoticesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: systemNoticeKeys.started(locale),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/system-notices/language/{lang}', { params: languageParams(locale), signal })),
  });

/** Every notice in all its languages, also those not started yet (content.manage only). */
export const editingNoticesQuery = queryOptions({
  queryKey: systemNoticeKeys.editing(),
  queryFn: ({ signal }) => call(hub.GET('/api/system-notices/manage', { signal })),
});

function useNoticesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: systemNoticeKeys.all });
}

export function useDismissNotice() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: (id: string) =>
      call(hub.POST('/api/system-notices/{id}/dismissal', { params: noticeParams(id) })),
    onSuccess: changed,
  });
}

/** Creates a notice (no id) or saves an existing one. */
export function useSaveNotice() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SaveSystemNoticeBody }) =>
      id
        ? call(hub.PUT('/api/system-notices/{id}', { params: noticeParams(id), body }))
        : call(hub.POST('/api/system-notices', { body })),
    onSuccess: changed,
  });
}

export function useDeleteNotice() {
  const changed = useNoticesChanged();
  return useMutation({
    mutationFn: (id: string) => call(hub.DELETE('/api/system-notices/{id}', { params: noticeParams(id) })),
    onSuccess: changed,
  });
}
