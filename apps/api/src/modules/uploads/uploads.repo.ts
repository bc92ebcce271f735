import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { taskFileUploads } from './uploads.table.ts';

export type UploadRow = typeof taskFileUploads.$inferSelect;
export type NewUpload = typeof taskFileUploads.$inferInsert;

/** An order line with what its files need: the department (and its image limit) and the case. */
export async function findOrderLine(db: Db, orderLineId: string) {
  const [row] = await db
    .select({
      id: orderLines.id,
      caseId: orders.caseId,
      branchId: orders.branchId,
      maxImageUploadCount: branches.maxImageUploadCount,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .where(eq(orderLines.id, orderLineId));
  return row;
}

/** An upload with the status of its task (null for files of the order line alone). */
export async function findUpload(db: Db, uploadId: string) {
  const [row] = await db
    .select({ upload: taskFileUploads, taskStatus: tasks.status })
    .from(taskFileUploads)
    .leftJoin(tasks, eq(tasks.id, taskFileUploads.taskId))
    .where(eq(taskFileUploads.id, uploadId));
  return row;
}

export async function findUploadsOfTask(db: Db, taskId: string): Promise<UploadRow[]> {
  return db
    .select()
    .from(taskFileUploads)
    .where(eq(taskFileUploads.taskId, taskId))
    .orderBy(asc(taskFileUploads.createdAt), asc(taskFileUploads.id));
}

/** Every file of the line, or (taskless) only those no task asked for. */
export async function findUploadsOfOrderLine(
  db: Db,
  orderLineId: string,
  options: { taskless?: boolean } = {},
): Promise<UploadRow[]> {
  return db
    .select()
    .from(taskFileUploads)
    .where(
      and(
        eq(taskFileUploads.orderLineId, orderLineId),
        options.taskless ? isNull(taskFileUploads.taskId) : undefined,
      ),
    )
    .orderBy(asc(taskFileUploads.createdAt), asc(taskFileUploads.id));
}

/** How many files the task (or, with taskId null, the line's own) holds now. */
export async function countUploads(db: Db, owner: { taskId: string | null; orderLineId: string }) {
  const [row] = await db
    .select({ value: count() })
    .from(taskFileUploads)
    .where(
      owner.taskId
        ? eq(taskFileUploads.taskId, owner.taskId)
        : and(eq(taskFileUploads.orderLineId, owner.orderLineId), isNull(taskFileUploads.taskId)),
    );
  return row?.value ?? 0;
}

export async function findRegisteredKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: taskFileUploads.storageKey })
    .from(taskFileUploads)
    .where(inArray(taskFileUploads.storageKey, keys));
  return new Set(rows.map((row) => row.key));
}

export async function insertUploads(db: Db, values: NewUpload[]): Promise<UploadRow[]> {
  if (values.length === 0) return [];
  return db.insert(taskFileUploads).values(values).returning();
}

export async function deleteUploads(db: Db, uploadIds: string[]): Promise<void> {
  if (uploadIds.length === 0) return;
  await db.delete(taskFileUploads).where(inArray(taskFileUploads.id, uploadIds));
}

/** Every file the office uploaded to the order's lines, oldest first. */
export async function findUploadsOfOrder(db: Db, orderId: string): Promise<UploadRow[]> {
  return db
    .select({ upload: taskFileUploads })
    .from(taskFileUploads)
    .innerJoin(orderLines, eq(orderLines.id, taskFileUploads.orderLineId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(taskFileUploads.createdAt), asc(taskFileUploads.id))
    .then((rows) => rows.map((row) => row.upload));
}
