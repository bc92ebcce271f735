import type { TaskFormAnswer } from '@portal/contracts';
import { and, asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { orders } from '../orders/orders.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { taskForms } from './task-forms.table.ts';

export type TaskFormRow = typeof taskForms.$inferSelect;
export type NewTaskForm = typeof taskForms.$inferInsert;

/** The form last sent for a task: the only one whose link still works, or the one that was answered. */
export async function findLatestFormOfTask(db: Db, taskId: string): Promise<TaskFormRow | undefined> {
  const [row] = await db
    .select()
    .from(taskForms)
    .where(eq(taskForms.taskId, taskId))
    .orderBy(desc(taskForms.sentAt), desc(taskForms.id))
    .limit(1);
  return row;
}

/** A new form for the task; the unanswered forms sent before are deleted, so their links stop working. */
export async function replaceOpenForm(db: Db, values: NewTaskForm): Promise<TaskFormRow> {
  await db.delete(taskForms).where(and(eq(taskForms.taskId, values.taskId), isNull(taskForms.submittedAt)));
  const [row] = await db.insert(taskForms).values(values).returning();
  if (!row) throw new Error('task form not created');
  return row;
}

/** The form a link opens, with its task in the shape of a task record and the order's status. */
export async function findFormByTokenHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      form: taskForms,
      task: tasks,
      branchName: branches.name,
      caseReference: cases.reference,
      address: cases.addressFull,
      salesId: orders.salesId,
      orderStatus: orders.status,
    })
    .from(taskForms)
    .innerJoin(tasks, eq(tasks.id, taskForms.taskId))
    .innerJoin(cases, eq(cases.id, tasks.caseId))
    .innerJoin(orders, eq(orders.id, tasks.orderId))
    .innerJoin(branches, eq(branches.id, tasks.branchId))
    .where(eq(taskForms.tokenHash, tokenHash));
  return row;
}

/** Stores the answers unless the form was answered already; undefined when it was (one of two at once). */
export async function markFormSubmitted(
  db: Db,
  formId: string,
  answers: TaskFormAnswer[],
  at: Date,
): Promise<TaskFormRow | undefined> {
  const [row] = await db
    .update(taskForms)
    .set({ answers, submittedAt: at })
    .where(and(eq(taskForms.id, formId), isNull(taskForms.submittedAt)))
    .returning();
  return row;
}

/** The answered interview and questionnaire forms of an order's tasks, first answered first. */
export async function findAnsweredFormsOfOrder(db: Db, orderId: string): Promise<TaskFormRow[]> {
  const rows = await db
    .select({ form: taskForms })
    .from(taskForms)
    .innerJoin(tasks, eq(tasks.id, taskForms.taskId))
    .where(and(eq(tasks.orderId, orderId), isNotNull(taskForms.submittedAt)))
    .orderBy(asc(taskForms.submittedAt), asc(taskForms.id));
  return rows.map((row) => row.form);
}
