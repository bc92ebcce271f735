import { z } from 'zod';
import { SortDirection } from './cases.ts';
import { TaskCategory, TaskStatusWord } from './enums.ts';

export const TASK_PAGE_SIZE = 20;

/** A task as the hub sends it (calls.md "Task"); the status is a server word, mapped by `mapTaskStatus`. */
export const TaskRecord = z.object({
  id: z.string(),
  branchId: z.number().int(),
  branchName: z.string(),
  caseId: z.string(),
  caseReference: z.string(),
  createdAt: z.string(),
  productName: z.string(),
  status: TaskStatusWord,
  type: TaskCategory,
  address: z.string(),
  orderId: z.string(),
  orderlineId: z.string().nullable(),
  salesId: z.string(),
  contactPersonUserID: z.string().nullable(),
});
export type TaskRecord = z.infer<typeof TaskRecord>;

export const TaskSortKey = z.enum([
  'createdAt',
  'branchName',
  'caseReference',
  'type',
  'status',
  'productName',
]);
export type TaskSortKey = z.infer<typeof TaskSortKey>;

/** POST /orders/tasks/search. */
export const TaskSearchBody = z.object({
  skip: z.number().int().min(0).default(0),
  take: z.number().int().min(1).max(100).default(TASK_PAGE_SIZE),
  branchIds: z.array(z.number().int()).max(500).optional(),
  searchString: z
    .string()
    .trim()
    .max(200)
    .refine((value) => value.length === 0 || value.length >= 3, 'cases.messages.searchTooShort')
    .optional(),
  types: z.array(TaskCategory).optional(),
  statuses: z.array(TaskStatusWord).optional(),
  orderBy: TaskSortKey.default('createdAt'),
  orderByDirection: SortDirection.default('desc'),
});
export type TaskSearchBody = z.input<typeof TaskSearchBody>;

export const TaskSearchResult = z.object({
  currentSkip: z.number().int(),
  take: z.number().int(),
  total: z.number().int(),
  data: z.array(TaskRecord),
});
export type TaskSearchResult = z.infer<typeof TaskSearchResult>;

/** GET /orders/tasks/search/filters. */
export const TaskFiltersRecord = z.object({
  types: z.array(TaskCategory),
  statuses: z.array(TaskStatusWord),
  branches: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TaskFiltersRecord = z.infer<typeof TaskFiltersRecord>;

export const TaskNoteBody = z.object({
  note: z.string().trim().min(1).max(4000),
  addedByEmail: z.string().trim().toLowerCase().email().optional(),
});

export const TaskNoteRecord = z.object({
  id: z.string(),
  note: z.string(),
  addedByEmail: z.string(),
  createdAt: z.string(),
});
export type TaskNoteRecord = z.infer<typeof TaskNoteRecord>;

export const TaskTotalResponse = z.object({ total: z.number().int() });
