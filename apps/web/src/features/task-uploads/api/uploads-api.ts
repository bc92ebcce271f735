import { type CompleteTaskBody, ErrorKey, type TaskRecord, type UploadRecord } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { taskUploadKeys } from '@/lib/query-keys.ts';

/** The hub signs preview links for 15 minutes; after 10, the next focus of the page asks again. */
const PREVIEW_URLS_FRESH_MS = 10 * 60_000;

const taskPath = (taskId: string) => `/api/orders/tasks/${encodeURIComponent(taskId)}`;

export const taskUploadsQuery = (taskId: string) =>
  queryOptions({
    queryKey: taskUploadKeys.uploads(taskId),
    queryFn: ({ signal }) => apiRequest<UploadRecord[]>(`${taskPath(taskId)}/uploads`, { signal }),
    staleTime: PREVIEW_URLS_FRESH_MS,
  });

/** Registers files already PUT to storage; the user confirmed the copyright before any upload began. */
export const registerTaskUploads = (taskId: string, files: { key: string; fileName: string }[]) =>
  apiRequest<UploadRecord[]>(`${taskPath(taskId)}/uploads`, {
    method: 'POST',
    body: { files, copyrightConfirmed: true },
  });

export const removeUpload = (uploadId: string) =>
  apiRequest<void>(`/api/orders/orderlines/taskfileuploads/${encodeURIComponent(uploadId)}`, {
    method: 'DELETE',
  });

export const completeUploadTask = (taskId: string, body: CompleteTaskBody) =>
  apiRequest<TaskRecord>(`${taskPath(taskId)}/complete`, {
    method: 'PATCH',
    body,
    failure: ErrorKey.taskCompletionFailed,
  });
