import type { CampaignOrderRecord } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import * as repo from './campaign-orders.repo.ts';

// What the campaigns module asks of the orders placed under a campaign; the campaign's own access rules
// are checked there before it asks.

/** Spending per campaign in cents; a campaign without orders is missing from the map (spent nothing). */
export function spendingOfCampaigns(db: Db, campaignIds: string[]): Promise<Map<string, number>> {
  return repo.sumSpendingOfCampaigns(db, campaignIds);
}

export async function listOrdersOfCampaign(db: Db, campaignId: string): Promise<CampaignOrderRecord[]> {
  return (await repo.findOrdersOfCampaign(db, campaignId)).map((row) => ({
    ...row,
    createdDate: row.createdDate.toISOString(),
    totalPrice: row.totalPrice === null ? null : Number(row.totalPrice),
  }));
}
