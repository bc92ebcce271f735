import type { paths } from '@portal/client/hub';
import { ErrorKey, type SomeStyle, type StagingCategory, type TaskDetailRecord } from '@portal/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { call, hub } from '@/lib/api-client.ts';
import { taskImageKeys } from '@/lib/query-keys.ts';

/** The hub signs picture URLs for an hour; after half of it, the next focus of the page asks again. */
const IMAGE_URLS_FRESH_MS = 30 * 60_000;

export const taskImagesQuery = (taskId: string) =>
  queryOptions({
    queryKey: taskImageKeys.images(taskId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/orders/tasks/{id}/images', { params: { path: { id: taskId } }, signal })),
    staleTime: IMAGE_URLS_FRESH_MS,
  });

export const stagingOptionsQuery = (type: StagingCategory) =>
  queryOptions({
    queryKey: taskImageKeys.stagingOptions(type),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/orders/tasks/virtual-staging', { params: { query: { type } }, signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const someTypesQuery = queryOptions({
  queryKey: taskImageKeys.socialMediaTypes(),
  queryFn: ({ signal }) => call(hub.GET('/api/orders/tasks/sometypes', { signal })),
  staleTime: Number.POSITIVE_INFINITY,
});

/**
 * The completion calls of the picture tasks, one for each category (`detail.completionCall`); the social media
 * film and slideshow name their style in the query, so that call is made on its own.
 */
type SocialMediaPath = '/api/orders/tasks/{id}/complete/some';
type ImageCompletionPath = Exclude<
  Extract<keyof paths, `/api/orders/tasks/{id}/complete/${string}`>,
  SocialMediaPath
>;
type BodyOf<Path extends keyof paths> = paths[Path]['post'] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;
export type ImageCompletionBody = { [Path in ImageCompletionPath]: BodyOf<Path> }[ImageCompletionPath];

type CompleteInput =
  | { body: ImageCompletionBody; type?: undefined }
  /** The film or slideshow style of /complete/some. */
  | { body: BodyOf<SocialMediaPath>; type: SomeStyle };

/**
 * Completes the task through its own call (`detail.completionCall`); on success the page is told to load the
 * task again, which then shows what was submitted.
 */
export function useCompleteImageTask(detail: TaskDetailRecord, onChanged: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // A picture task's completion call is one of the calls above: the hub names it for the task's category.
  const path = `/api/orders/tasks/{id}/complete/${detail.completionCall}` as ImageCompletionPath;
  return useMutation({
    mutationFn: (input: CompleteInput) => {
      const id = detail.task.id;
      const failure = ErrorKey.taskCompletionFailed;
      return input.type === undefined
        ? call(hub.POST(path, { params: { path: { id } }, body: input.body }), { failure })
        : call(
            hub.POST('/api/orders/tasks/{id}/complete/some', {
              params: { path: { id }, query: { type: input.type } },
              body: input.body,
            }),
            { failure },
          );
    },
    onSuccess: () => {
      void message.success(t('staging.messages.completed'));
      onChanged();
    },
  });
}
