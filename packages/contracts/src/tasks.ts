import { z } from 'zod';
import { SortDirection } from './cases.ts';
import { TaskCategory, TaskStatusWord, VisitStatus } from './enums.ts';
import { TASK_PAGE_SIZE } from './page-sizes.ts';
import { writtenText } from './rules.ts';

export { TASK_PAGE_SIZE } from './page-sizes.ts';

/** A completed or cancelled task cannot be changed again (docs/product.md). */
export const CLOSED_TASK_STATUS_WORDS: readonly TaskStatusWord[] = ['Completed', 'Cancelled'];
export const isTaskClosed = (status: string): boolean =>
  (CLOSED_TASK_STATUS_WORDS as readonly string[]).includes(status);

/** An open task can still be worked on: Open, or Partial once some of it is done (Unknown is neither). */
export const OPEN_TASK_STATUS_WORDS: readonly TaskStatusWord[] = ['Open', 'Partial'];
export const isTaskOpen = (status: string): boolean =>
  (OPEN_TASK_STATUS_WORDS as readonly string[]).includes(status);

/**
 * The photographer visit of the task's order, for lists (the dashboard): the confirmed time once booked,
 * and whether the provider calls because the contact person did not book within 5 working days.
 */
export const TaskBookingRecord = z.object({
  bookingId: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  status: VisitStatus,
  callNeeded: z.boolean(),
  callNeededAt: z.string().nullable(),
});
export type TaskBookingRecord = z.infer<typeof TaskBookingRecord>;

/** A task as the hub sends it (docs/product.md); the status is a server word, mapped by `mapTaskStatus`. */
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
  /** The visit of the task's order; null when the order has none, absent where the hub does not look. */
  booking: TaskBookingRecord.nullable().optional(),
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
  /** Exact, or a lower bound when `totalIsCapped`: the hub stops counting there (the list shows "10,000+"). */
  total: z.number().int(),
  totalIsCapped: z.boolean(),
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
  note: writtenText.pipe(z.string().trim().min(1).max(4000)),
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

/**
 * The call that completes each task category (docs/decisions/0116-one-completion-call-per-task-category.md).
 * The hub refuses any other way of completing it, so a rule of a category cannot be skipped by calling the
 * plain complete call.
 */
export const TaskCompletionCall = z.enum([
  'complete',
  'uploads',
  'virtual-staging',
  'objects-removal',
  'indoor-renovation',
  'outdoor-renovation',
  'imageselector',
  'whitebox-imageselector',
  'combine-images',
  'beforeafter',
  'some',
  'some-gif',
  'texts',
  'ai-text',
]);
export type TaskCompletionCall = z.infer<typeof TaskCompletionCall>;

export const TASK_COMPLETION_CALL: Record<TaskCategory, TaskCompletionCall> = {
  BOOK_PHOTOGRAPHER: 'complete',
  UPLOAD_IMAGES: 'uploads',
  UPLOAD_VIDEOS: 'uploads',
  ARIAL: 'uploads',
  VIDIBILI_COMMENT: 'uploads',
  VIRTUAL_STAGING: 'virtual-staging',
  VIRTUAL_STAGING_720: 'virtual-staging',
  VIRTUAL_STAGING_COMMERCIAL: 'virtual-staging',
  VIRTUAL_STAGING_REMOVE_OBJECTS: 'objects-removal',
  VIRTUAL_STAGING_INDOOR_RENOVATION: 'indoor-renovation',
  VIRTUAL_STAGING_OUTDOOR_RENOVATION: 'outdoor-renovation',
  IMAGE_SELECTOR: 'imageselector',
  WHITEBOX_IMAGE_SELECTOR: 'whitebox-imageselector',
  COMBINE_IMAGES: 'combine-images',
  BEFORE_AFTER: 'beforeafter',
  SOCIAL_MEDIA: 'some',
  SOCIAL_MEDIA_SLIDESHOW: 'some',
  SOCIAL_MEDIA_GIF: 'some-gif',
  BASIC: 'texts',
  BASIC_OPT: 'texts',
  TEXT: 'texts',
  'TEXT-STYLE': 'texts',
  NO_STYLE_TEXT: 'texts',
  COMTEXT: 'texts',
  SPEAK_INPUT: 'texts',
  INTRO_OUTRO: 'texts',
  INTRO_OUTRO_SPEAK: 'texts',
  LOCATION: 'texts',
  PERSON: 'texts',
  PERSON_INFO: 'texts',
  COPYWRITE_TEXTS: 'texts',
  AI_TEXT_INPUT: 'ai-text',
  AI_TEXT_OVERVIEW: 'ai-text',
};

/** Text tasks whose answers a contact person can give instead, through a mailed link. */
export const TaskFormKind = z.enum(['INTERVIEW', 'QUESTIONNAIRE']);
export type TaskFormKind = z.infer<typeof TaskFormKind>;

export const TASK_FORM_KIND: Partial<Record<TaskCategory, TaskFormKind>> = {
  PERSON: 'INTERVIEW',
  PERSON_INFO: 'INTERVIEW',
  INTRO_OUTRO: 'INTERVIEW',
  INTRO_OUTRO_SPEAK: 'INTERVIEW',
  SPEAK_INPUT: 'INTERVIEW',
  BASIC: 'QUESTIONNAIRE',
  BASIC_OPT: 'QUESTIONNAIRE',
  LOCATION: 'QUESTIONNAIRE',
};

/** What was submitted to complete a task; the payload's shape depends on the completion call. */
export const TaskSubmissionRecord = z.object({
  kind: z.string(),
  payload: z.record(z.string(), z.unknown()),
  submittedAt: z.string(),
  submittedByEmail: z.string().nullable(),
});
export type TaskSubmissionRecord = z.infer<typeof TaskSubmissionRecord>;

/** GET /orders/tasks/{id}: the task with what its completion screen needs to know. */
export const TaskDetailRecord = z.object({
  task: TaskRecord,
  /** How many the order line ordered: the number of images to stage, to choose... */
  orderedQuantity: z.number().int(),
  /** The department's max image upload count. */
  maxImageUploadCount: z.number().int(),
  caseCategory: z.string(),
  completionCall: TaskCompletionCall,
  submission: TaskSubmissionRecord.nullable(),
});
export type TaskDetailRecord = z.infer<typeof TaskDetailRecord>;
