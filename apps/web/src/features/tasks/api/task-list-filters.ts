import {
  MIN_SEARCH_LENGTH,
  mapTaskStatus,
  SortDirection,
  TaskCategory,
  type TaskSearchBody,
  TaskSortKey,
  TaskStatus,
  TaskStatusWord,
} from '@portal/contracts';

/** The task list's filters and sort as the address bar keeps them, so a filtered list can be reloaded or shared. */
export interface TaskListFilters {
  branchIds: number[];
  categories: TaskCategory[];
  /** Statuses as the user sees them; `toTaskSearchBody` turns them into the hub's words. */
  statuses: TaskStatus[];
  search: string;
  sortOrder: TaskSortKey;
  sortDirection: SortDirection;
}

export const DEFAULT_TASK_SORT = { sortOrder: 'createdAt', sortDirection: 'desc' } as const;

export const NO_TASK_FILTERS: TaskListFilters = {
  branchIds: [],
  categories: [],
  statuses: [],
  search: '',
  ...DEFAULT_TASK_SORT,
};

const parsedList = <T>(values: string[], parse: (value: string) => T | undefined): T[] => [
  ...new Set(
    values.flatMap((value) => {
      const parsed = parse(value);
      return parsed === undefined ? [] : [parsed];
    }),
  ),
];

export function readTaskListFilters(params: URLSearchParams): TaskListFilters {
  return {
    branchIds: parsedList(params.getAll('department'), (value) =>
      /^\d+$/.test(value) ? Number(value) : undefined,
    ),
    categories: parsedList(params.getAll('category'), (value) => TaskCategory.safeParse(value).data),
    statuses: parsedList(params.getAll('status'), (value) => TaskStatus.safeParse(value).data),
    search: params.get('q') ?? '',
    sortOrder: TaskSortKey.safeParse(params.get('sort')).data ?? DEFAULT_TASK_SORT.sortOrder,
    sortDirection: SortDirection.safeParse(params.get('dir')).data ?? DEFAULT_TASK_SORT.sortDirection,
  };
}

/** Only what differs from the defaults goes into the address, to keep shared links short. */
export function writeTaskListFilters(filters: TaskListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of filters.branchIds) params.append('department', String(id));
  for (const category of filters.categories) params.append('category', category);
  for (const status of filters.statuses) params.append('status', status);
  if (filters.search) params.set('q', filters.search);
  if (
    filters.sortOrder !== DEFAULT_TASK_SORT.sortOrder ||
    filters.sortDirection !== DEFAULT_TASK_SORT.sortDirection
  ) {
    params.set('sort', filters.sortOrder);
    params.set('dir', filters.sortDirection);
  }
  return params;
}

/** The hub's words behind the statuses shown ("To do" is the word Open). */
const statusWords = (statuses: TaskStatus[]): TaskStatusWord[] =>
  TaskStatusWord.options.filter((word) => statuses.includes(mapTaskStatus(word)));

export function toTaskSearchBody(filters: TaskListFilters): Omit<TaskSearchBody, 'skip' | 'take'> {
  const search = filters.search.trim();
  return {
    branchIds: filters.branchIds.length > 0 ? filters.branchIds : undefined,
    types: filters.categories.length > 0 ? filters.categories : undefined,
    statuses: filters.statuses.length > 0 ? statusWords(filters.statuses) : undefined,
    searchString: search.length >= MIN_SEARCH_LENGTH ? search : undefined,
    orderBy: filters.sortOrder,
    orderByDirection: filters.sortDirection,
  };
}
