import { WORK_COUNT_LIMIT } from '@portal/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from './orders.table.ts';

// Counted up to WORK_COUNT_LIMIT + 1: a home page's tile needs no more to say "999+".

/** Open lines of open orders that wait for the provider's delivery (no package's own line, no fee). */
export async function countLinesAwaitingDelivery(db: Db) {
  const lines = db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.status, 'Open'),
        eq(orderLines.awaitsDelivery, true),
        sql`upper(${orderLines.status}) = 'OPEN'`,
      ),
    )
    .limit(WORK_COUNT_LIMIT + 1)
    .as('lines');
  const [row] = await db.select({ value: count() }).from(lines);
  return row?.value ?? 0;
}

/** Every department's open orders. */
export async function countOpenOrders(db: Db) {
  const open = db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.status, 'Open'))
    .limit(WORK_COUNT_LIMIT + 1)
    .as('open');
  const [row] = await db.select({ value: count() }).from(open);
  return row?.value ?? 0;
}
