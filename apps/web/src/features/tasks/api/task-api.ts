import {
  TASK_PAGE_SIZE,
  type TaskDetailRecord,
  type TaskFiltersRecord,
  type TaskNoteRecord,
  type TaskRecord,
  type TaskSearchBody,
  type TaskSearchResult,
  type TaskTotalResponse,
} from '@portal/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const taskFiltersQuery = queryOptions({
  queryKey: ['tasks', 'filters'],
  queryFn: ({ signal }) => apiRequest<TaskFiltersRecord>('/api/orders/tasks/search/filters', { signal }),
  staleTime: 5 * 60_000,
});

export function taskSearchQuery(body: Omit<TaskSearchBody, 'skip' | 'take'>) {
  return infiniteQueryOptions({
    queryKey: ['tasks', 'search', body],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<TaskSearchResult>('/api/orders/tasks/search', {
        method: 'POST',
        body: { ...body, skip: pageParam, take: TASK_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.currentSkip + last.data.length;
      return last.data.length > 0 && next < last.total ? next : undefined;
    },
    // While a new filter loads, the old rows stay in place instead of an empty table flashing up.
    placeholderData: keepPreviousData,
  });
}

/** The user's open tasks, counted in the main menu; asked again whenever the window regains focus. */
export function openTaskTotalQuery(userId: string) {
  return queryOptions({
    queryKey: ['tasks', 'total', userId],
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
    queryKey: ['tasks', 'detail', taskId],
    queryFn: ({ signal }) =>
      apiRequest<TaskDetailRecord>(`/api/orders/tasks/${encodeURIComponent(taskId)}`, { signal }),
  });

export const taskNotesQuery = (taskId: string) =>
  queryOptions({
    queryKey: ['tasks', 'notes', taskId],
    queryFn: ({ signal }) =>
      apiRequest<TaskNoteRecord[]>(`/api/orders/tasks/${encodeURIComponent(taskId)}/notes`, { signal }),
  });

export const addTaskNote = (taskId: string, note: string) =>
  apiRequest<TaskNoteRecord>(`/api/orders/tasks/${encodeURIComponent(taskId)}/notes/add`, {
    method: 'POST',
    body: { note },
  });

export const markTaskPartial = (taskId: string) =>
  apiRequest<TaskRecord>(`/api/orders/tasks/${encodeURIComponent(taskId)}/partially`, { method: 'POST' });
