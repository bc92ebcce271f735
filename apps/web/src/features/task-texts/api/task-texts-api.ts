import { type CompleteAiTextBody, type CompleteTextTaskBody, ErrorKey, type Locale } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, hub, languageHeader } from '@/lib/api-client.ts';
import { taskTextKeys } from '@/lib/query-keys.ts';

const taskParams = (taskId: string) => ({ path: { id: taskId } });

export const textSectionsQuery = (taskId: string) =>
  queryOptions({
    queryKey: taskTextKeys.sections(taskId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/orders/tasks/texts/{id}/TextSections', { params: taskParams(taskId), signal })),
  });

export const completeTextTask = (body: CompleteTextTaskBody) =>
  call(hub.POST('/api/orders/tasks/texts/complete', { body }), { failure: ErrorKey.taskCompletionFailed });

export const fetchAiTextEditorLink = (taskId: string, locale: Locale) =>
  call(
    hub.GET('/api/orders/tasks/{id}/aitexteditorlink', {
      params: taskParams(taskId),
      headers: languageHeader(locale),
    }),
  );

export const aiTextDraftQuery = (taskId: string, locale: Locale) =>
  queryOptions({
    queryKey: taskTextKeys.aiText(taskId, locale),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/orders/tasks/{id}/ai-text', {
          params: taskParams(taskId),
          signal,
          headers: languageHeader(locale),
        }),
      ),
    // Coming back from the AI text tool's tab shows its finished text; a text under review is not replaced.
    refetchOnWindowFocus: (query) => !query.state.data?.ready,
  });

export const completeAiText = (taskId: string, body: CompleteAiTextBody) =>
  call(hub.POST('/api/orders/tasks/{id}/complete/ai-text', { params: taskParams(taskId), body }), {
    failure: ErrorKey.taskCompletionFailed,
  });
