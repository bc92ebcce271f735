import {
  mapTaskStatus,
  TaskCategory,
  type TaskSearchBody,
  TaskSortKey,
  TaskStatus,
  TaskStatusWord,
} from '@portal/contracts';
import {
  chosen,
  type ListFilterRules,
  type ListFilters,
  readListFilters,
  searchTerm,
  writeListFilters,
} from '@/lib/list-filters.ts';

/** The task list's filters; statuses are those the user sees, `toTaskSearchBody` turns them into the hub's words. */
export type TaskListFilters = ListFilters<TaskCategory, TaskStatus, TaskSortKey>;

export const DEFAULT_TASK_SORT = { sortOrder: 'createdAt', sortDirection: 'desc' } as const;

const RULES: ListFilterRules<TaskCategory, TaskStatus, TaskSortKey> = {
  category: TaskCategory,
  status: TaskStatus,
  sortKey: TaskSortKey,
  defaultSort: DEFAULT_TASK_SORT,
};

export const NO_TASK_FILTERS: TaskListFilters = {
  branchIds: [],
  categories: [],
  statuses: [],
  search: '',
  ...DEFAULT_TASK_SORT,
};

export const readTaskListFilters = (params: URLSearchParams): TaskListFilters =>
  readListFilters(params, RULES);

export const writeTaskListFilters = (filters: TaskListFilters): URLSearchParams =>
  writeListFilters(filters, DEFAULT_TASK_SORT);

/** The hub's words behind the statuses shown ("To do" is the word Open). */
const statusWords = (statuses: TaskStatus[]): TaskStatusWord[] =>
  TaskStatusWord.options.filter((word) => statuses.includes(mapTaskStatus(word)));

export function toTaskSearchBody(filters: TaskListFilters): Omit<TaskSearchBody, 'skip' | 'take'> {
  return {
    branchIds: chosen(filters.branchIds),
    types: chosen(filters.categories),
    statuses: filters.statuses.length > 0 ? statusWords(filters.statuses) : undefined,
    searchString: searchTerm(filters.search),
    orderBy: filters.sortOrder,
    orderByDirection: filters.sortDirection,
  };
}
