import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tasks } from './tasks.table.ts';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;

export async function insertTasks(db: Db, values: NewTask[]): Promise<TaskRow[]> {
  if (values.length === 0) return [];
  return db.insert(tasks).values(values).returning();
}

export async function findTasksOfOrder(db: Db, orderId: string): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(eq(tasks.orderId, orderId))
    .orderBy(asc(tasks.createdAt), asc(tasks.id));
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
