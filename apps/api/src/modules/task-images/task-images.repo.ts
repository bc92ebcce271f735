import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines } from '../orders/orders.table.ts';

/**
 * How many the task's order line ordered (a read of the orders module's table); a task without a line
 * counts as one.
 */
export async function findOrderedQuantity(db: Db, orderLineId: string | null): Promise<number> {
  if (!orderLineId) return 1;
  const [row] = await db
    .select({ orderedQuantity: orderLines.orderedQuantity })
    .from(orderLines)
    .where(eq(orderLines.id, orderLineId));
  return row?.orderedQuantity ?? 1;
}
