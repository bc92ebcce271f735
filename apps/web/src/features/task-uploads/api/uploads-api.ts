import { type CompleteTaskBody, ErrorKey } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { taskUploadKeys } from '@/lib/query-keys.ts';

/** The hub signs preview links for 15 minutes; after 10, the next focus of the page asks again. */
const PREVIEW_URLS_FRESH_MS = 10 * 60_000;

const taskParams = (taskId: string) => ({ path: { id: taskId } });

export const taskUploadsQuery = (taskId: string) =>
  queryOptions({
    queryKey: taskUploadKeys.uploads(taskId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/orders/tasks/{id}/uploads', { params: taskParams(taskId), signal })),
    staleTime: PREVIEW_URLS_FRESH_MS,
  });

/** Registers files already PUT to storage; the user confirmed the copyright before any upload began. */
export const registerTaskUploads = (taskId: string, files: { key: string; fileName: string }[]) =>
  call(
    hub.POST('/api/orders/tasks/{id}/uploads', {
      params: taskParams(taskId),
      body: { files, copyrightConfirmed: true },
    }),
  );

export const removeUpload = (uploadId: string) =>
  call(
    hub.DELETE('/api/orders/orderlines/taskfileuploads/{materialId}', {
      params: { path: { materialId: uploadId } },
    }),
  );

export const completeUploadTask = (taskId: string, body: CompleteTaskBody) =>
  call(
    hub.PATCH('/api/orders/tasks/{id}/complete', {
      params: taskParams(taskId),
      // The hub reads this optional body itself, as the photographer's visit is completed without one, so its
      // operation declares none; CompleteTaskBody is what it accepts.
      body: body as never,
    }),
    { failure: ErrorKey.taskCompletionFailed },
  );
