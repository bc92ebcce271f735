import { ANONYMISED, type PersonalDataSubject, TaskFormKind } from '@portal/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailMatches } from '../../db/personal-data-match.ts';
import { taskSubmissions, tasks } from './tasks.table.ts';

/** The submission's answers with each answer's text replaced; the questions stay. */
const anonymisedPayload = sql`jsonb_set(${taskSubmissions.payload}, '{answers}', coalesce((
  select jsonb_agg(jsonb_set(answer, '{answer}', to_jsonb(${ANONYMISED}::text)))
  from jsonb_array_elements(${taskSubmissions.payload} -> 'answers') as answer
), '[]'::jsonb))`;

/** A contact person's answers through a link carry their email; an office user's carry the user. */
const answeredThroughLink = isNull(taskSubmissions.submittedByUserId);

const stillPersonal = or(
  and(answeredThroughLink, sql`${taskSubmissions.submittedByEmail} is not null`),
  sql`exists (
    select 1 from jsonb_array_elements(coalesce(${taskSubmissions.payload} -> 'answers', '[]'::jsonb)) as answer
    where answer ->> 'answer' <> ${ANONYMISED}
  )`,
);

/**
 * Anonymises the interview and questionnaire answers submitted for the case's tasks (those the person gave
 * through a link, when given); answers the ids of the tasks whose submission changed.
 */
export async function anonymiseFormSubmissionsOfCase(db: Db, caseId: string, subject?: PersonalDataSubject) {
  if (subject && !subject.email) return [];
  const formTasksOfCase = db.select({ id: tasks.id }).from(tasks).where(eq(tasks.caseId, caseId));
  const rows = await db
    .update(taskSubmissions)
    .set({
      payload: anonymisedPayload,
      submittedByEmail: sql`case when ${answeredThroughLink} then null else ${taskSubmissions.submittedByEmail} end`,
    })
    .where(
      and(
        inArray(taskSubmissions.taskId, formTasksOfCase),
        inArray(taskSubmissions.kind, [...TaskFormKind.options]),
        stillPersonal,
        subject?.email
          ? and(answeredThroughLink, emailMatches(taskSubmissions.submittedByEmail, subject.email))
          : undefined,
      ),
    )
    .returning({ taskId: taskSubmissions.taskId });
  return rows.map((row) => row.taskId);
}
