import { and, desc, eq } from 'drizzle-orm';
import { orders } from '../modules/orders/orders.table.ts';
import { caseTextVersions } from '../modules/texts/texts.table.ts';
import type { Db } from './client.ts';

const DAY_MS = 86_400_000;

const DELIVERED_TEXTS = [
  { name: 'heading', content: 'Lys familievilla med have mod syd' },
  {
    name: 'introduction',
    content: 'Velkommen til en rummelig villa i rolige omgivelser, tæt på skole, indkøb og grønne områder.',
  },
  { name: 'ads', content: 'Drømmer du om have, ro og plads til hele familien? Så er dette boligen.' },
];

/**
 * Texts the provider delivered for the department's newest delivered orders, so the texts page has something
 * to review: two recent deliveries waiting for review (one section already approved) and one whose order
 * was delivered 45 days ago, outside the 30-day review window.
 */
export async function seedDeliveredTexts(
  db: Db,
  branchId: number,
  providerUserId: string,
  reviewerId: string,
) {
  const delivered = await db
    .select({ orderId: orders.id, caseId: orders.caseId })
    .from(orders)
    .where(and(eq(orders.branchId, branchId), eq(orders.status, 'Delivered')))
    .orderBy(desc(orders.createdDate), desc(orders.id))
    .limit(3);
  const now = Date.now();
  for (const [index, order] of delivered.entries()) {
    const old = index === 2;
    const deliveredAt = new Date(now - (old ? 45 : 2) * DAY_MS);
    await db.update(orders).set({ deliveryDate: deliveredAt }).where(eq(orders.id, order.orderId));
    await db.insert(caseTextVersions).values(
      DELIVERED_TEXTS.map((text, position) => {
        const approved = index === 1 && position === 0;
        return {
          caseId: order.caseId,
          name: text.name,
          content: text.content,
          origin: 'PROVIDER' as const,
          orderId: order.orderId,
          createdByUserId: providerUserId,
          createdAt: deliveredAt,
          reviewState: approved ? ('APPROVED' as const) : ('PENDING' as const),
          reviewedByUserId: approved ? reviewerId : null,
          reviewedAt: approved ? new Date(now - DAY_MS) : null,
        };
      }),
    );
  }
}
