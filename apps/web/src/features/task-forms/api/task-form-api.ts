import {
  ErrorKey,
  type Locale,
  type PublicTaskFormSubmitBody,
  type TaskFormCompleteBody,
  type TaskFormKind,
  type TaskFormSendBody,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { taskFormKeys } from '@/lib/query-keys.ts';

// Each kind has its own calls (docs/product.md): where the questions are read, sent and answered.

const taskParams = (taskId: string) => ({ path: { id: taskId } });

// Under the task's key, so the task page's refresh after any change loads the form state again too.
export const taskFormOverviewQuery = (taskId: string, kind: TaskFormKind, locale: Locale) =>
  queryOptions({
    queryKey: taskFormKeys.overview(taskId, kind, locale),
    queryFn: ({ signal }) => {
      const params = { ...taskParams(taskId), query: { locale } };
      return kind === 'INTERVIEW'
        ? call(hub.GET('/api/orders/tasks/{id}/interviews/questions', { params, signal }))
        : call(hub.GET('/api/orders/tasks/{id}/questionnaire', { params, signal }));
    },
  });

export const sendTaskForm = (taskId: string, kind: TaskFormKind, body: TaskFormSendBody) => {
  const params = taskParams(taskId);
  return kind === 'INTERVIEW'
    ? call(hub.POST('/api/orders/tasks/{id}/interviews/send', { params, body }))
    : call(hub.POST('/api/orders/tasks/{id}/questionnaire/send', { params, body }));
};

export const completeTaskForm = (taskId: string, kind: TaskFormKind, body: TaskFormCompleteBody) => {
  const params = taskParams(taskId);
  const failure = ErrorKey.taskCompletionFailed;
  return kind === 'INTERVIEW'
    ? call(hub.POST('/api/orders/tasks/{id}/interviews/complete', { params, body }), { failure })
    : call(hub.POST('/api/orders/tasks/{id}/questionnaire', { params, body }), { failure });
};

const publicParams = (token: string) => ({ path: { token } });

export const publicTaskFormQuery = (token: string) =>
  queryOptions({
    queryKey: taskFormKeys.publicForm(token),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/public/forms/{token}', { params: publicParams(token), signal }), { public: true }),
    // A closed or unknown link stays so; asking again would only repeat the answer.
    retry: false,
    refetchOnWindowFocus: false,
  });

export const submitPublicTaskForm = (token: string, body: PublicTaskFormSubmitBody) =>
  call(hub.POST('/api/public/forms/{token}', { params: publicParams(token), body }), { public: true });
