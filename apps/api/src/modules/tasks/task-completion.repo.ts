import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { orderLines } from '../orders/orders.table.ts';
import { taskSubmissions, tasks } from './tasks.table.ts';

export type TaskSubmissionRow = typeof taskSubmissions.$inferSelect;

/** What a completion screen needs beyond the task record: the ordered quantity, the department's limits. */
export async function findTaskFacts(db: Db, taskId: string) {
  const [row] = await db
    .select({
      orderedQuantity: orderLines.orderedQuantity,
      maxImageUploadCount: branches.maxImageUploadCount,
      caseCategory: cases.category,
    })
    .from(tasks)
    .innerJoin(branches, eq(branches.id, tasks.branchId))
    .innerJoin(cases, eq(cases.id, tasks.caseId))
    .leftJoin(orderLines, eq(orderLines.id, tasks.orderLineId))
    .where(eq(tasks.id, taskId));
  return row;
}

export async function findSubmission(db: Db, taskId: string): Promise<TaskSubmissionRow | undefined> {
  const [row] = await db.select().from(taskSubmissions).where(eq(taskSubmissions.taskId, taskId));
  return row;
}

/** The final submission of a task; a partial save before it is replaced. */
export async function saveSubmission(db: Db, values: typeof taskSubmissions.$inferInsert) {
  const [row] = await db
    .insert(taskSubmissions)
    .values(values)
    .onConflictDoUpdate({ target: taskSubmissions.taskId, set: values })
    .returning();
  if (!row) throw new Error('task submission not saved');
  return row;
}
