import { z } from 'zod';
import { SortDirection } from './cases.ts';
import { CaseCategory, OrderStatusWord, VisitStatus } from './enums.ts';
import { OrderLineRecord, OrderRecord, OrderTaskRecord } from './orders.ts';
import { ADMIN_PAGE_SIZE, pageOf, SearchText } from './paging.ts';
import { TaskFormAnswer } from './task-forms.ts';

/** A calendar day, YYYY-MM-DD; the order date range of the console's list is read in UTC days. */
const CalendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'rules.string.matches');

/** A repeatable query parameter (`status=Open&status=Backorder`): one value or several, each once. */
const repeated = <Item extends z.ZodType>(item: Item) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item).max(50).optional(),
  );

export const ProviderOrderSortKey = z.enum(['createdDate', 'salesId', 'address']);
export type ProviderOrderSortKey = z.infer<typeof ProviderOrderSortKey>;

/** GET /provider/orders: the coordinator's incoming orders, every department's; newest first by default. */
export const ProviderOrderQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  statuses: repeated(OrderStatusWord),
  countries: repeated(z.string().regex(/^[A-Z]{2}$/, 'rules.string.matches')),
  branchIds: repeated(z.coerce.number().int().min(1)),
  /** The case's category (docs/product.md, case fields): what the property was ordered for. */
  categories: repeated(CaseCategory),
  from: CalendarDay.optional(),
  to: CalendarDay.optional(),
  search: SearchText.optional(),
  sortOrder: ProviderOrderSortKey.default('createdDate'),
  sortDirection: SortDirection.default('desc'),
});
/** What a caller sends: the parsed fields, each optional (coerced query values read as `unknown` on input). */
export type ProviderOrderQuery = Partial<z.output<typeof ProviderOrderQuery>>;

/** One row of the incoming orders. */
export const ProviderOrderRow = z.object({
  id: z.string(),
  salesId: z.string(),
  status: OrderStatusWord,
  address: z.string(),
  branchId: z.number().int(),
  branchName: z.string(),
  countryCode: z.string(),
  packageName: z.string().nullable(),
  createdDate: z.string(),
  deliveryDate: z.string().nullable(),
});
export type ProviderOrderRow = z.infer<typeof ProviderOrderRow>;

export const ProviderOrderPage = pageOf(ProviderOrderRow);
export type ProviderOrderPage = z.infer<typeof ProviderOrderPage>;

/** What the list's filters offer. */
export const ProviderOrderFilters = z.object({
  statuses: z.array(OrderStatusWord),
  countries: z.array(z.string()),
  categories: z.array(CaseCategory),
  branches: z.array(z.object({ id: z.number().int(), name: z.string(), countryCode: z.string() })),
});
export type ProviderOrderFilters = z.infer<typeof ProviderOrderFilters>;

/** The photographer's visit of the order, when it has one. */
export const ProviderOrderBooking = z.object({
  bookingId: z.string(),
  visitStatus: VisitStatus,
  start: z.string().nullable(),
  end: z.string().nullable(),
  photographerName: z.string().nullable(),
});

/** Something the office gave with the order: a document of the case or an upload to one of its tasks. */
export const ProviderOrderUpload = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  createdAt: z.string(),
});

/** An interview or questionnaire the contact person answered for one of the order's tasks. */
export const ProviderOrderFormAnswers = z.object({
  id: z.string(),
  kind: z.string(),
  submittedAt: z.string(),
  answers: z.array(TaskFormAnswer),
});

/**
 * What is not delivered yet: the lines awaiting delivery with nothing delivered and whether the order's visit
 * was never booked. Marking such an order delivered asks first.
 */
export const UndeliveredWork = z.object({
  lines: z.array(z.object({ id: z.string(), productName: z.string() })),
  visitUnbooked: z.boolean(),
});
export type UndeliveredWork = z.infer<typeof UndeliveredWork>;

export const hasUndeliveredWork = (work: UndeliveredWork) => work.lines.length > 0 || work.visitUnbooked;

/** GET /provider/orders/{id}: the order page of the console; the contact persons come with the order. */
export const ProviderOrderDetail = z.object({
  order: OrderRecord,
  countryCode: z.string(),
  address: z.string(),
  lines: z.array(OrderLineRecord),
  tasks: z.array(OrderTaskRecord),
  booking: ProviderOrderBooking.nullable(),
  uploads: z.array(ProviderOrderUpload),
  formAnswers: z.array(ProviderOrderFormAnswers),
  /** The statuses the order may move to now (docs/product.md, order life). */
  nextStatuses: z.array(OrderStatusWord),
  undelivered: UndeliveredWork,
});
export type ProviderOrderDetail = z.infer<typeof ProviderOrderDetail>;

/** The order life: where an order may go from each status; any other change is refused. */
export const ORDER_STATUS_MOVES: Record<OrderStatusWord, OrderStatusWord[]> = {
  Open: ['Delivered', 'Backorder', 'Cancelled'],
  Backorder: ['Open', 'Cancelled'],
  Delivered: ['Invoiced'],
  Invoiced: [],
  Cancelled: [],
  None: [],
  // Approved or rejected by the department's approvers (spend calls), never moved by the provider.
  AWAITING_APPROVAL: [],
};
