import {
  ErrorKey,
  TASK_PAGE_SIZE,
  type TaskDetailRecord,
  type TaskFiltersRecord,
  type TaskNoteRecord,
  type TaskRecord,
  type TaskSearchBody,
  type TaskTotalResponse,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, call, hub } from '@/lib/api-client.ts';
import { pagedSearchQuery } from '@/lib/paged-search.ts';
import { taskKeys } from '@/lib/query-keys.ts';

export const taskFiltersQuery = queryOptions({
  queryKey: taskKeys.filters(),
  queryFn: ({ signal }) => apiRequest<TaskFiltersRecord>('/api/orders/tasks/search/filters', { signal }),
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
      apiRequest<z.infer<typeof TaskTotalResponse>>(`/api/users/${encodeURIComponent(userId)}/tasks/total`, {
        signal,
      }),
    select: (response) => response.total,
    refetchOnWindowFocus: 'always',
  });
}

export const taskDetailQuery = (taskId: string) =>
  queryOptions({
    queryKey: taskKeys.detail(taskId),
    queryFn: ({ signal }) =>
      apiRequest<TaskDetailRecord>(`/api/orders/tasks/${encodeURIComponent(taskId)}`, { signal }),
  });

export const taskNotesQuery = (taskId: string) =>
  queryOptions({
    queryKey: taskKeys.notes(taskId),
    queryFn: ({ signal }) =>
      apiRequest<TaskNoteRecord[]>(`/api/orders/tasks/${encodeURIComponent(taskId)}/notes`, { signal }),
  });

export const addTaskNote = (taskId: string, note: string) =>
  apiRequest<TaskNoteRecord>(`/api/orders/tasks/${encodeURIComponent(taskId)}/notes/add`, {
    method: 'POST',
    body: { note },
    failure: ErrorKey.taskNoteFailed,
  });

export const markTaskPartial = (taskId: string) =>
  apiRequest<TaskRecord>(`/api/orders/tasks/${encodeURIComponent(taskId)}/partially`, { method: 'POST' });
