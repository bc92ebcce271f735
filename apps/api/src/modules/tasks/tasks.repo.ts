import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines } from '../orders/orders.table.ts';
import { tasks } from './tasks.table.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;

export async function insertTasks(db: Db, values: NewTask[]): Promise<TaskRow[]> {
  if (values.length === 0) return [];
  return db.insert(tasks).values(values).returning();
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
  where: { type: string; status: string },
  values: Partial<NewTask>,
): Promise<void> {
  await db
    .update(tasks)
    .set(values)
    .where(and(eq(tasks.orderId, orderId), eq(tasks.type, where.type), eq(tasks.status, where.status)));
}
