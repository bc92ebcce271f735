import { ErrorKey, type ZipDownloadBody, type ZipDownloadRecord } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { downloadKeys } from '@/lib/query-keys.ts';

/** While a zip is being packed the list is read again this often, so it shows when the mail went out. */
const PACKING_POLL_MS = 3000;

const isUnderWay = (download: ZipDownloadRecord) =>
  download.status === 'PENDING' || download.status === 'PACKING';

export function recentDownloadsQuery(caseId: string) {
  return queryOptions({
    queryKey: downloadKeys.ofCase(caseId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/Assets/downloads', { params: { query: { caseId } }, signal })),
    refetchInterval: (query) => (query.state.data?.some(isUnderWay) ? PACKING_POLL_MS : false),
  });
}

export function useOrderZipDownload(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ZipDownloadBody) =>
      call(hub.POST('/api/Assets/download-link/ewarp-materials/email', { body }), {
        failure: ErrorKey.packageZipFileFailed,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadKeys.ofCase(caseId) }),
  });
}

export function useRetryZipDownload(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (downloadId: string) =>
      call(hub.POST('/api/Assets/downloads/{id}/retry', { params: { path: { id: downloadId } } }), {
        failure: ErrorKey.packageZipFileFailed,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: downloadKeys.ofCase(caseId) }),
  });
}
