import {
  type CaseSearchBody,
  OPEN_TASK_STATUS_WORDS,
  type OrderStatusWord,
  type TaskSearchBody,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { searchCases } from '@/lib/case-search.ts';
import { dashboardKeys } from '@/lib/query-keys.ts';

/** How many rows each list of the dashboard shows; "see all" opens the full list. */
export const DASHBOARD_ROWS = 5;

/** Cases whose orders are delivered (or already invoiced after delivery). */
export const DELIVERED_STATUS_WORDS: OrderStatusWord[] = ['Delivered', 'Invoiced'];

export const deliveredCasesQuery = queryOptions({
  queryKey: dashboardKeys.deliveredCases(),
  queryFn: ({ signal }) =>
    searchCases(
      {
        skip: 0,
        take: DASHBOARD_ROWS,
        orderStatuses: DELIVERED_STATUS_WORDS,
        sortOrder: 'modifiedDate',
        sortDirection: 'desc',
      } satisfies CaseSearchBody,
      signal,
    ),
});

/** Unfinished tasks, newest first, as the task list shows them. */
export const unfinishedTasksQuery = queryOptions({
  queryKey: dashboardKeys.unfinishedTasks(),
  queryFn: ({ signal }) =>
    call(
      hub.POST('/api/orders/tasks/search', {
        body: {
          skip: 0,
          take: DASHBOARD_ROWS,
          statuses: [...OPEN_TASK_STATUS_WORDS],
          orderBy: 'createdAt',
          orderByDirection: 'desc',
        } satisfies TaskSearchBody,
        signal,
      }),
    ),
});

export const departmentContactsQuery = queryOptions({
  queryKey: dashboardKeys.departmentContacts(),
  queryFn: ({ signal }) => call(hub.GET('/api/dashboard/department-contacts', { signal })),
  staleTime: 5 * 60_000,
});

/** The provider staff's home: how much of each kind of their work waits. */
export const providerWorkQuery = queryOptions({
  queryKey: dashboardKeys.providerWork(),
  queryFn: ({ signal }) => call(hub.GET('/api/dashboard/provider-work', { signal })),
});
