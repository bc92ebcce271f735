import { OPEN_ORDER_STATUS_WORDS } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../orders/orders.table.ts';

/** Reads the orders module's table (select only): whether the case has an open order. */
export async function hasOpenOrder(db: Db, caseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.caseId, caseId), inArray(orders.status, [...OPEN_ORDER_STATUS_WORDS])))
    .limit(1);
  return !!row;
}
