import { WORK_COUNT_LIMIT } from '@portal/contracts';
import { and, count, eq, exists } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedbackAnnotations, orderLineFeedback } from './feedback.table.ts';

/** Submitted feedback with an annotation not answered yet, counted up to WORK_COUNT_LIMIT + 1. */
export async function countFeedbackWithOpenAnnotations(db: Db) {
  const open = db
    .select({ id: feedbackAnnotations.id })
    .from(feedbackAnnotations)
    .where(
      and(eq(feedbackAnnotations.feedbackId, orderLineFeedback.id), eq(feedbackAnnotations.state, 'OPEN')),
    );
  const waiting = db
    .select({ id: orderLineFeedback.id })
    .from(orderLineFeedback)
    .where(and(eq(orderLineFeedback.state, 'SUBMITTED'), exists(open)))
    .limit(WORK_COUNT_LIMIT + 1)
    .as('waiting');
  const [row] = await db.select({ value: count() }).from(waiting);
  return row?.value ?? 0;
}
