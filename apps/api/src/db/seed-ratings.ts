import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import { orderLineRatingAnswers, orderLineRatings } from '../modules/ratings/ratings.table.ts';
import type { Db } from './client.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The Bergen office's messages on its newest delivered line, in Norwegian as its agents write: a complaint
 * waiting in the provider's feedback console, and feedback the editor already answered, so both sides show
 * a conversation. Bergen's lines are left to the office tests, which rate lines in Copenhagen.
 */
export async function seedRatings(db: Db, bergenId: number, writerId: string, editorId: string) {
  const [line] = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.branchId, bergenId), isNotNull(orderLines.deliveredAt)))
    .orderBy(desc(orderLines.deliveredAt), desc(orderLines.id))
    .limit(1);
  if (!line) return;
  const now = Date.now();
  const [, praise] = await db
    .insert(orderLineRatings)
    .values([
      {
        orderLineId: line.id,
        type: 'complaint',
        comment:
          'Stuen er fotografert med lampene slukket, og den ser mørk ut. Kan dere ta bildene på nytt eller gjøre dem lysere?',
        createdByUserId: writerId,
        createdAt: new Date(now - 5 * HOUR),
      },
      {
        orderLineId: line.id,
        type: 'feedback',
        comment: 'Flotte bilder av hagen – selgeren ble veldig fornøyd!',
        createdByUserId: writerId,
        createdAt: new Date(now - 72 * HOUR),
        state: 'DONE',
      },
    ])
    .returning();
  if (!praise) return;
  await db.insert(orderLineRatingAnswers).values({
    ratingId: praise.id,
    state: 'DONE',
    reply: 'Takk for tilbakemeldingen! Den gir vi videre til fotografen.',
    answeredByUserId: editorId,
    answeredAt: new Date(now - 48 * HOUR),
  });
}
