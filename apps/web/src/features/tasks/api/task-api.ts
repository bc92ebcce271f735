import { ErrorKey, TASK_PAGE_SIZE, type TaskSearchBody } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { pagedSearchQuery } from '@/lib/paged-search.ts';
import { taskKeys } from '@/lib/query-keys.ts';

export const taskFiltersQuery = queryOptions({
  queryKey: taskKeys.filters(),
  queryFn: ({ signal }) => call(hub.GET('/api/orders/tasks/search/filters', { signal })),
  staleTime: 5 * 60_000,
});

export const taskSearchQuery = (body: Omit<TaskSearchBody, 'skip' | 'take'>) =>
  pagedSearchQuery(
    taskKeys.search(body),
    (page, signal) => call(hub.POST('/api/orders/tasks/search', { body: { ...body, ...page }, signal })),
    TASK_PAGE_SIZE,
  );

/** The user's open tasks, counted in the main menu; asked again whenever the window regains focus. */
export function openTaskTotalQuery(userId: string) {
  return queryOptions({
    queryKey: taskKeys.openTotal(userId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/users/{userId}/tasks/total', { params: { path: { userId } }, signal })),
    select: (response) => response.total,
    refetchOnWindowFocus: 'always',
  });
}

export const taskDetailQuery = (taskId: string) =>
  queryOptions({
    queryKey: taskKeys.detail(taskId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/orders/tasks/{id}', { params: { path: { id: taskId } }, signal })),
  });

export const taskNotesQuery = (taskId: string) =>
  queryOptions({
    queryKey: taskKeys.notes(taskId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/orders/tasks/{id}/notes', { params: { path: { id: taskId } }, signal })),
  });

export const addTaskNote = (taskId: string, note: string) =>
  call(hub.POST('/api/orders/tasks/{id}/notes/add', { params: { path: { id: taskId } }, body: { note } }), {
    failure: ErrorKey.taskNoteFailed,
  });

export const markTaskPartial = (taskId: string) =>
  call(hub.POST('/api/orders/tasks/{id}/partially', { params: { path: { id: taskId } } }));
