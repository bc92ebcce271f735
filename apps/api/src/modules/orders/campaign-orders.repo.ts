import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases } from '../cases/cases.table.ts';
import { orders } from './orders.table.ts';

/** Spending per campaign in cents: the prices of its orders that are not cancelled. */
export async function sumSpendingOfCampaigns(db: Db, campaignIds: string[]): Promise<Map<string, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({
      campaignId: orders.campaignId,
      cents: sql<string>`coalesce(sum(round(${orders.totalPrice} * 100)), 0)`,
    })
    .from(orders)
    .where(and(inArray(orders.campaignId, campaignIds), ne(orders.status, 'Cancelled')))
    .groupBy(orders.campaignId);
  return new Map(rows.map((row) => [row.campaignId as string, Number(row.cents)]));
}

/** The campaign's orders with the address of their case, newest first. */
export async function findOrdersOfCampaign(db: Db, campaignId: string) {
  return db
    .select({
      orderId: orders.id,
      caseId: orders.caseId,
      salesId: orders.salesId,
      address: cases.addressFull,
      createdDate: orders.createdDate,
      totalPrice: orders.totalPrice,
      status: orders.status,
    })
    .from(orders)
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .where(eq(orders.campaignId, campaignId))
    .orderBy(desc(orders.createdDate), orders.id);
}
