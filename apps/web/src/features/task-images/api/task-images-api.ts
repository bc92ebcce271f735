import {
  ErrorKey,
  type SomeTypeRecord,
  type StagingCategory,
  type TaskCompletionCall,
  type TaskDetailRecord,
  type TaskImageRecord,
  type VirtualStagingOptionRecord,
} from '@portal/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '@/lib/api-client.ts';
import { taskImageKeys } from '@/lib/query-keys.ts';

/** The hub signs picture URLs for an hour; after half of it, the next focus of the page asks again. */
const IMAGE_URLS_FRESH_MS = 30 * 60_000;

export const taskImagesQuery = (taskId: string) =>
  queryOptions({
    queryKey: taskImageKeys.images(taskId),
    queryFn: ({ signal }) =>
      apiRequest<TaskImageRecord[]>(`/api/orders/tasks/${encodeURIComponent(taskId)}/images`, { signal }),
    staleTime: IMAGE_URLS_FRESH_MS,
  });

export const stagingOptionsQuery = (type: StagingCategory) =>
  queryOptions({
    queryKey: taskImageKeys.stagingOptions(type),
    queryFn: ({ signal }) =>
      apiRequest<VirtualStagingOptionRecord[]>('/api/orders/tasks/virtual-staging', {
        query: { type },
        signal,
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const someTypesQuery = queryOptions({
  queryKey: taskImageKeys.socialMediaTypes(),
  queryFn: ({ signal }) => apiRequest<SomeTypeRecord[]>('/api/orders/tasks/sometypes', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

interface CompleteInput {
  body: unknown;
  /** The film or slideshow style of /complete/some. */
  type?: string;
}

/**
 * Completes the task through its own call (`detail.completionCall`); on success the page is told to load the
 * task again, which then shows what was submitted.
 */
export function useCompleteImageTask(detail: TaskDetailRecord, onChanged: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const call: TaskCompletionCall = detail.completionCall;
  return useMutation({
    mutationFn: ({ body, type }: CompleteInput) =>
      apiRequest<TaskDetailRecord>(
        `/api/orders/tasks/${encodeURIComponent(detail.task.id)}/complete/${call}`,
        { method: 'POST', body, query: { type }, failure: ErrorKey.taskCompletionFailed },
      ),
    onSuccess: () => {
      void message.success(t('staging.messages.completed'));
      onChanged();
    },
  });
}
