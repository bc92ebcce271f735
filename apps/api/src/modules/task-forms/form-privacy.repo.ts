import { ANONYMISED, type PersonalDataSubject } from '@portal/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailMatches } from '../../db/personal-data-match.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { taskForms } from './task-forms.table.ts';

/** The answers with each answer's text replaced; the questions, the office's own words, stay. */
const anonymisedAnswers = sql`(
  select jsonb_agg(jsonb_set(answer, '{answer}', to_jsonb(${ANONYMISED}::text)))
  from jsonb_array_elements(${taskForms.answers}) as answer
)`;

const stillPersonal = or(
  sql`${taskForms.recipientName} <> ${ANONYMISED}`,
  sql`${taskForms.recipientEmail} <> ''`,
  sql`exists (
    select 1 from jsonb_array_elements(coalesce(${taskForms.answers}, '[]'::jsonb)) as answer
    where answer ->> 'answer' <> ${ANONYMISED}
  )`,
);

/** The interviews and questionnaires of the departments' cases sent to the person's email. */
export async function findFormsOfSubject(db: Db, branchIds: number[], subject: PersonalDataSubject) {
  if (branchIds.length === 0 || !subject.email) return [];
  return db
    .select({ caseId: tasks.caseId, orderId: tasks.orderId, form: taskForms })
    .from(taskForms)
    .innerJoin(tasks, eq(tasks.id, taskForms.taskId))
    .where(and(inArray(tasks.branchId, branchIds), emailMatches(taskForms.recipientEmail, subject.email)))
    .orderBy(asc(taskForms.sentAt));
}

/**
 * Anonymises the recipient and the answers of the case's forms (those sent to the person's email, when
 * given); answers the ids of the tasks whose forms changed.
 */
export async function anonymiseFormsOfCase(db: Db, caseId: string, subject?: PersonalDataSubject) {
  if (subject && !subject.email) return [];
  const tasksOfCase = db.select({ id: tasks.id }).from(tasks).where(eq(tasks.caseId, caseId));
  const rows = await db
    .update(taskForms)
    .set({ recipientName: ANONYMISED, recipientEmail: '', answers: anonymisedAnswers })
    .where(
      and(
        inArray(taskForms.taskId, tasksOfCase),
        stillPersonal,
        subject?.email ? emailMatches(taskForms.recipientEmail, subject.email) : undefined,
      ),
    )
    .returning({ taskId: taskForms.taskId });
  return rows.map((row) => row.taskId);
}
