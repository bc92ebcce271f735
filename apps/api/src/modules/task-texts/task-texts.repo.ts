import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases } from '../cases/cases.table.ts';
import { orders } from '../orders/orders.table.ts';
import { taskSubmissions, tasks } from '../tasks/tasks.table.ts';

/** The submission kind of text tasks (POST /orders/tasks/texts/complete). */
export const TEXTS_KIND = 'TEXTS';
/** The submission kind of AI text tasks (POST /orders/tasks/{id}/complete/ai-text). */
export const AI_TEXT_KIND = 'AI_TEXT';

/** The text tasks of a case that have been submitted, oldest first. */
export async function findTextSubmissionsOfCase(db: Db, caseId: string) {
  return db
    .select({
      taskId: tasks.id,
      category: tasks.type,
      payload: taskSubmissions.payload,
      submittedAt: taskSubmissions.submittedAt,
      submittedByUserId: taskSubmissions.submittedByUserId,
    })
    .from(taskSubmissions)
    .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
    .where(and(eq(tasks.caseId, caseId), eq(taskSubmissions.kind, TEXTS_KIND)))
    .orderBy(asc(taskSubmissions.submittedAt), asc(tasks.id));
}

/** The property facts of a task's order and case; the order's values win, as they are the newer. */
export async function findPropertyFacts(db: Db, taskId: string) {
  const [row] = await db
    .select({
      address: cases.addressFull,
      casePropertyType: cases.propertyType,
      caseArea: cases.registeredArea,
      caseStoreys: cases.storeys,
      orderPropertyType: orders.propertyType,
      orderLivingArea: orders.livingArea,
      orderStoreys: orders.storeys,
    })
    .from(tasks)
    .innerJoin(cases, eq(cases.id, tasks.caseId))
    .innerJoin(orders, eq(orders.id, tasks.orderId))
    .where(eq(tasks.id, taskId));
  return row;
}
