import type { CampaignOrderRecord } from '@portal/contracts';
import { type Actor, priceFor } from '../../actor.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './campaign-orders.repo.ts';

// What the campaigns module asks of the orders placed under a campaign; the campaign's own access rules
// are checked there before it asks.

/** Spending per campaign in cents; a campaign without orders is missing from the map (spent nothing). */
export function spendingOfCampaigns(db: Db, campaignIds: string[]): Promise<Map<string, number>> {
  return repo.sumSpendingOfCampaigns(db, campaignIds);
}

/**
 * The campaign's orders, each with its price for a reader who wants to see prices. The campaign's budget and
 * spending are the office's own figures and are shown to everyone (docs/product.md "Prices").
 */
export async function listOrdersOfCampaign(
  db: Db,
  campaignId: string,
  viewer: Pick<Actor, 'seesPrices'>,
): Promise<CampaignOrderRecord[]> {
  return (await repo.findOrdersOfCampaign(db, campaignId)).map((row) => ({
    ...row,
    createdDate: row.createdDate.toISOString(),
    totalPrice: priceFor(viewer, row.totalPrice === null ? null : Number(row.totalPrice)),
  }));
}
