import { and, asc, eq } from 'drizzle-orm';
import { feedbackAnnotations, orderLineFeedback } from '../modules/feedback/feedback.table.ts';
import { materials } from '../modules/materials/materials.table.ts';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import type { Db } from './client.ts';

/** What the Bergen office asks to change, in Norwegian as its agents write. */
const COMMENTS = [
  { x: 0.32, y: 0.58, kind: 'CHANGE', text: 'Kan bilen i oppkjørselen fjernes?' },
  { x: 0.7, y: 0.3, kind: 'FEEDBACK', text: 'Himmelen er litt grå, gjerne mer blå.' },
] as const;

/**
 * Submitted feedback waiting for the provider: one delivered picture line of the Bergen office gets two
 * comments on its first picture, so the console's feedback work orders have something to answer. Bergen's
 * lines are left to the office tests, which look for lines without feedback in Copenhagen and Stockholm.
 */
export async function seedFeedbackWorkOrder(db: Db, bergenId: number, submittedByUserId: string) {
  const candidates = await db
    .select({ lineId: orderLines.id, caseId: orders.caseId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.branchId, bergenId), eq(orderLines.canReceiveFeedback, true)));
  for (const { lineId } of candidates) {
    const pictures = await db
      .select({ id: materials.id })
      .from(materials)
      .where(and(eq(materials.orderLineId, lineId), eq(materials.type, 'Picture')))
      .orderBy(asc(materials.sortOrder));
    const [first] = pictures;
    if (!first || pictures.length < 2) continue;
    const submittedAt = new Date(Date.now() - 26 * 60 * 60 * 1000);
    const [feedback] = await db
      .insert(orderLineFeedback)
      .values({
        orderLineId: lineId,
        state: 'SUBMITTED',
        submittedByUserId,
        submittedAt,
        updatedAt: submittedAt,
      })
      .returning();
    if (!feedback) return;
    await db.insert(feedbackAnnotations).values(
      COMMENTS.map((comment, index) => ({
        feedbackId: feedback.id,
        materialId: first.id,
        label: index + 1,
        position: index,
        tool: 'POINT' as const,
        points: [{ x: comment.x, y: comment.y }],
        kind: comment.kind,
        text: comment.text,
      })),
    );
    return;
  }
}
