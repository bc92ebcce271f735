import {
  type AiTextDraftRecord,
  type AiTextEditorLinkRecord,
  type CompleteAiTextBody,
  type CompleteTextTaskBody,
  ErrorKey,
  type Locale,
  type TaskDetailRecord,
  type TaskTextSectionsRecord,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, languageHeader } from '@/lib/api-client.ts';
import { taskTextKeys } from '@/lib/query-keys.ts';

const taskPath = (taskId: string) => `/api/orders/tasks/${encodeURIComponent(taskId)}`;

export const textSectionsQuery = (taskId: string) =>
  queryOptions({
    queryKey: taskTextKeys.sections(taskId),
    queryFn: ({ signal }) =>
      apiRequest<TaskTextSectionsRecord>(
        `/api/orders/tasks/texts/${encodeURIComponent(taskId)}/TextSections`,
        {
          signal,
        },
      ),
  });

export const completeTextTask = (body: CompleteTextTaskBody) =>
  apiRequest<TaskDetailRecord>('/api/orders/tasks/texts/complete', {
    method: 'POST',
    body,
    failure: ErrorKey.taskCompletionFailed,
  });

export const fetchAiTextEditorLink = (taskId: string, locale: Locale) =>
  apiRequest<AiTextEditorLinkRecord>(`${taskPath(taskId)}/aitexteditorlink`, {
    headers: languageHeader(locale),
  });

export const aiTextDraftQuery = (taskId: string, locale: Locale) =>
  queryOptions({
    queryKey: taskTextKeys.aiText(taskId, locale),
    queryFn: ({ signal }) =>
      apiRequest<AiTextDraftRecord>(`${taskPath(taskId)}/ai-text`, {
        signal,
        headers: languageHeader(locale),
      }),
    // Coming back from the AI text tool's tab shows its finished text; a text under review is not replaced.
    refetchOnWindowFocus: (query) => !query.state.data?.ready,
  });

export const completeAiText = (taskId: string, body: CompleteAiTextBody) =>
  apiRequest<TaskDetailRecord>(`${taskPath(taskId)}/complete/ai-text`, {
    method: 'POST',
    body,
    failure: ErrorKey.taskCompletionFailed,
  });
