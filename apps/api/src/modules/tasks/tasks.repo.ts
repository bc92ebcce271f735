import {
  CLOSED_TASK_STATUS_WORDS,
  OPEN_TASK_STATUS_WORDS,
  type TaskSortKey,
  type TaskStatusWord,
} from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike, pageWithTotal } from '../../db/query-helpers.ts';
import { bookings, callNeededAtOfBooking } from '../bookings/bookings.table.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import type { TaskRow, TaskWithContext } from './task-record.ts';
import { taskNotes, tasks } from './tasks.table.ts';

export type NewTask = typeof tasks.$inferInsert;

export async function insertTasks(db: Db, values: NewTask[]): Promise<TaskRow[]> {
  if (values.length === 0) return [];
  return db.insert(tasks).values(values).returning();
}

/** The task categories of each of the order lines (a line without tasks is left out). */
export async function findTaskTypesOfOrderLines(db: Db, orderLineIds: string[]) {
  if (orderLineIds.length === 0) return [];
  return db
    .selectDistinct({ orderLineId: tasks.orderLineId, type: tasks.type })
    .from(tasks)
    .where(inArray(tasks.orderLineId, orderLineIds));
}

/** The order's tasks in the order of their lines. */
export async function findTasksOfOrder(db: Db, orderId: string): Promise<TaskRow[]> {
  const rows = await db
    .select({ task: tasks })
    .from(tasks)
    .leftJoin(orderLines, eq(orderLines.id, tasks.orderLineId))
    .where(eq(tasks.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(tasks.createdAt), asc(tasks.id));
  return rows.map((row) => row.task);
}

export async function updateTasksOfOrder(
  db: Db,
  orderId: string,
  where: { type: string; status: TaskStatusWord },
  values: Partial<NewTask>,
): Promise<void> {
  await db
    .update(tasks)
    .set(values)
    .where(and(eq(tasks.orderId, orderId), eq(tasks.type, where.type), eq(tasks.status, where.status)));
}

export interface TaskQuery {
  branchIds: number[];
  skip: number;
  take: number;
  searchString?: string;
  types?: string[];
  statuses?: TaskStatusWord[];
  orderBy: TaskSortKey;
  orderByDirection: 'asc' | 'desc';
}

const OPEN_STATUSES = [...OPEN_TASK_STATUS_WORDS];
/** Statuses a task cannot leave (docs/product.md). */
const CLOSED_STATUSES = [...CLOSED_TASK_STATUS_WORDS];

/** The same expression as the trigram index on cases, so the planner can use it for the case part. */
const caseSearchText = sql`lower(${cases.addressFull} || ' ' || ${cases.reference})`;

const sortColumns = {
  createdAt: tasks.createdAt,
  branchName: branches.name,
  caseReference: cases.reference,
  type: tasks.type,
  status: tasks.status,
  productName: tasks.productName,
} as const;

/** The columns of a task record: the task with its case, order and department. */
const recordColumns = {
  task: tasks,
  branchName: branches.name,
  caseReference: cases.reference,
  address: cases.addressFull,
  salesId: orders.salesId,
  bookingId: bookings.id,
  bookingStart: bookings.planningFrameStart,
  bookingEnd: bookings.planningFrameEnd,
  bookingStatus: bookings.visitStatus,
  bookingCallNeededAt: callNeededAtOfBooking,
};

/** The task's own filters: departments, categories, statuses. */
function filtersOf(query: TaskQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(tasks.branchId, query.branchIds)];
  if (query.types?.length) conditions.push(inArray(tasks.type, query.types));
  if (query.statuses?.length) conditions.push(inArray(tasks.status, query.statuses));
  return and(...conditions);
}

function selectRecords(db: Db) {
  return db
    .select(recordColumns)
    .from(tasks)
    .innerJoin(cases, eq(cases.id, tasks.caseId))
    .innerJoin(orders, eq(orders.id, tasks.orderId))
    .innerJoin(branches, eq(branches.id, tasks.branchId))
    .leftJoin(bookings, eq(bookings.orderId, tasks.orderId));
}

/** Where the task search looks: the case's address and number, the sales id, the product name. */
const searchPlaces = [
  { joins: 'case', matches: (pattern: string) => sql`${caseSearchText} like ${pattern}` },
  { joins: 'order', matches: (pattern: string) => sql`lower(${orders.salesId}) like ${pattern}` },
  { joins: 'none', matches: (pattern: string) => sql`lower(${tasks.productName}) like ${pattern}` },
] as const;

/**
 * The ids of up to `limit` tasks that the search finds, as a union of the three places it looks. Each part
 * joins only the table its place (or the list's order) needs and has its own trigram index, and the planner
 * picks per part between that index (a rare word, a case number) and reading the newest tasks first (a common
 * word); one condition with OR across the three tables could use no index and read all tasks for a case
 * number. `ordered`: the first `limit` in the list's order (a page); otherwise any `limit` of them, which is
 * all a capped count needs and lets the planner start from the matching cases instead of probing the case
 * of every task.
 */
function searchedTaskIds(
  db: Db,
  query: TaskQuery,
  searchString: string,
  limit: number,
  ordered: boolean,
): SQL {
  const pattern = `%${escapeLike(searchString.toLowerCase())}%`;
  const parts = searchPlaces.map(({ joins, matches }) => {
    let part = db.select({ id: tasks.id }).from(tasks).$dynamic();
    if (joins === 'case' || (ordered && query.orderBy === 'caseReference')) {
      part = part.innerJoin(cases, eq(cases.id, tasks.caseId));
    }
    if (joins === 'order') part = part.innerJoin(orders, eq(orders.id, tasks.orderId));
    if (ordered && query.orderBy === 'branchName') {
      part = part.innerJoin(branches, eq(branches.id, tasks.branchId));
    }
    part = part.where(and(filtersOf(query), matches(pattern)));
    if (ordered) part = part.orderBy(...orderOf(query));
    return sql`(${part.limit(limit)})`;
  });
  return sql.join(parts, sql` union `);
}

function orderOf(query: TaskQuery) {
  const direction = query.orderByDirection === 'asc' ? asc : desc;
  return [direction(sortColumns[query.orderBy]), direction(tasks.id)];
}

/**
 * A page of the departments' tasks, with the total counted no further than `countCap` (pageWithTotal: the
 * count runs beside the page).
 */
export async function searchTasks(db: Db, query: TaskQuery, countCap: number) {
  const { searchString } = query;
  const findPage = async () => {
    const rows = await selectRecords(db)
      .where(
        searchString
          ? sql`${tasks.id} in (${searchedTaskIds(db, query, searchString, query.skip + query.take, true)})`
          : filtersOf(query),
      )
      .orderBy(...orderOf(query))
      .limit(query.take)
      .offset(query.skip);
    return { rows: rows as TaskWithContext[] };
  };
  return pageWithTotal(query, countCap, findPage, async (limit) => {
    const matches = searchString
      ? sql`(${searchedTaskIds(db, query, searchString, limit, false)}) as matches`
      : db
          .select({ one: sql`1`.as('one') })
          .from(tasks)
          .where(filtersOf(query))
          .limit(limit)
          .as('matches');
    const [row] = await db.select({ value: count() }).from(matches);
    return row?.value ?? 0;
  });
}

export async function findTaskWithContext(db: Db, taskId: string): Promise<TaskWithContext | undefined> {
  const [row] = await selectRecords(db).where(eq(tasks.id, taskId));
  return row;
}

/** Open or partly done tasks of a case, oldest first. */
export async function findOpenTasksOfCase(db: Db, caseId: string): Promise<TaskWithContext[]> {
  return selectRecords(db)
    .where(and(eq(tasks.caseId, caseId), inArray(tasks.status, OPEN_STATUSES)))
    .orderBy(asc(tasks.createdAt), asc(tasks.id));
}

export async function countOpenTasks(db: Db, branchIds: number[]): Promise<number> {
  if (branchIds.length === 0) return 0;
  const [row] = await db
    .select({ value: count() })
    .from(tasks)
    .where(and(inArray(tasks.branchId, branchIds), inArray(tasks.status, OPEN_STATUSES)));
  return row?.value ?? 0;
}

/** Sets the status unless the task is closed; undefined when it was closed (or is gone). */
export async function updateStatusOfOpenTask(
  db: Db,
  taskId: string,
  status: TaskStatusWord,
  at: Date,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .update(tasks)
    .set({ status, updatedAt: at })
    .where(and(eq(tasks.id, taskId), notInArray(tasks.status, CLOSED_STATUSES)))
    .returning();
  return row;
}

/** Sets the status whatever it was (a booked visit completes its booking task). */
export async function setTaskStatus(db: Db, taskId: string, status: TaskStatusWord, at: Date): Promise<void> {
  await db.update(tasks).set({ status, updatedAt: at }).where(eq(tasks.id, taskId));
}

/** Sets the status only while the task has `from`; other statuses are kept. */
export async function updateStatusIfStatus(
  db: Db,
  taskId: string,
  from: TaskStatusWord,
  to: TaskStatusWord,
  at: Date,
) {
  await db
    .update(tasks)
    .set({ status: to, updatedAt: at })
    .where(and(eq(tasks.id, taskId), eq(tasks.status, from)));
}

/** Closes the order's open and partly done tasks with `status`; answers how many were closed. */
export async function closeOpenTasksOfOrder(
  db: Db,
  orderId: string,
  status: TaskStatusWord,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(tasks)
    .set({ status, updatedAt: at })
    .where(and(eq(tasks.orderId, orderId), inArray(tasks.status, OPEN_STATUSES)))
    .returning({ id: tasks.id });
  return rows.length;
}

/** The order's task of the category, if it has one. */
export async function findTaskOfOrderByType(db: Db, orderId: string, type: string) {
  const [row] = await db
    .select({ id: tasks.id, status: tasks.status })
    .from(tasks)
    .where(and(eq(tasks.orderId, orderId), eq(tasks.type, type)));
  return row;
}

export async function insertTaskNote(db: Db, values: typeof taskNotes.$inferInsert) {
  const [row] = await db.insert(taskNotes).values(values).returning();
  if (!row) throw new Error('task note not created');
  return row;
}

export async function findNotesOfTask(db: Db, taskId: string) {
  return db
    .select()
    .from(taskNotes)
    .where(eq(taskNotes.taskId, taskId))
    .orderBy(asc(taskNotes.createdAt), asc(taskNotes.id));
}
