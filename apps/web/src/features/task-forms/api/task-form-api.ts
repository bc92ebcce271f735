import {
  ErrorKey,
  type Locale,
  type PublicTaskForm,
  type PublicTaskFormSubmitBody,
  type TaskDetailRecord,
  type TaskFormCompleteBody,
  type TaskFormKind,
  type TaskFormOverview,
  type TaskFormSendBody,
  type TaskFormSentRecord,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { taskFormKeys } from '@/lib/query-keys.ts';

const taskPath = (taskId: string) => `/api/orders/tasks/${encodeURIComponent(taskId)}`;

/** The calls of each kind (docs/product.md): where the questions are read, sent and answered. */
const PATHS: Record<TaskFormKind, { overview: string; send: string; complete: string }> = {
  INTERVIEW: {
    overview: 'interviews/questions',
    send: 'interviews/send',
    complete: 'interviews/complete',
  },
  QUESTIONNAIRE: { overview: 'questionnaire', send: 'questionnaire/send', complete: 'questionnaire' },
};

// Under the task's key, so the task page's refresh after any change loads the form state again too.
export const taskFormOverviewQuery = (taskId: string, kind: TaskFormKind, locale: Locale) =>
  queryOptions({
    queryKey: taskFormKeys.overview(taskId, kind, locale),
    queryFn: ({ signal }) =>
      apiRequest<TaskFormOverview>(`${taskPath(taskId)}/${PATHS[kind].overview}`, {
        query: { locale },
        signal,
      }),
  });

export const sendTaskForm = (taskId: string, kind: TaskFormKind, body: TaskFormSendBody) =>
  apiRequest<TaskFormSentRecord>(`${taskPath(taskId)}/${PATHS[kind].send}`, { method: 'POST', body });

export const completeTaskForm = (taskId: string, kind: TaskFormKind, body: TaskFormCompleteBody) =>
  apiRequest<TaskDetailRecord>(`${taskPath(taskId)}/${PATHS[kind].complete}`, {
    method: 'POST',
    body,
    failure: ErrorKey.taskCompletionFailed,
  });

const publicPath = (token: string) => `/api/public/forms/${encodeURIComponent(token)}`;

export const publicTaskFormQuery = (token: string) =>
  queryOptions({
    queryKey: taskFormKeys.publicForm(token),
    queryFn: ({ signal }) => apiRequest<PublicTaskForm>(publicPath(token), { public: true, signal }),
    // A closed or unknown link stays so; asking again would only repeat the answer.
    retry: false,
    refetchOnWindowFocus: false,
  });

export const submitPublicTaskForm = (token: string, body: PublicTaskFormSubmitBody) =>
  apiRequest<{ submittedAt: string }>(publicPath(token), { method: 'POST', body, public: true });
