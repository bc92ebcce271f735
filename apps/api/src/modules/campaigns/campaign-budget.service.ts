import { ErrorKey } from '@portal/contracts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { spendingOfCampaigns } from '../orders/campaign-orders.service.ts';
import { statusOn, toCents, todayIn } from './campaign-record.ts';
import * as repo from './campaigns.repo.ts';

export interface OrderUnderCampaign {
  campaignId: string;
  branchId: number;
  priceCents: number;
  /** The user has been told the order takes the campaign over its budget and placed it anyway. */
  confirmOverBudget: boolean;
  now: Date;
}

const campaignField = (key: string) => ({ campaignId: key });

/**
 * Whether an order may be placed under the campaign, checked inside the order's transaction: the campaign
 * is held until it ends, so two orders cannot both take the last of a budget. It must be of the order's
 * department and not ended. An order that takes spending over the budget is refused under a hard limit
 * (422), and otherwise needs the user's confirmation (409 until `confirmOverBudget`).
 */
export async function assertCampaignTakesOrder(tx: Db, order: OrderUnderCampaign): Promise<void> {
  const row = await repo.findCampaign(tx, order.campaignId, { forUpdate: true });
  if (!row || row.campaign.branchId !== order.branchId) {
    throw new AppError(
      ErrorKey.campaignNotOfDepartment,
      400,
      campaignField(ErrorKey.campaignNotOfDepartment),
    );
  }
  const { campaign } = row;
  if (statusOn(campaign, todayIn(row.countryCode, order.now)) === 'ENDED') {
    throw new AppError(ErrorKey.campaignEnded, 409, campaignField(ErrorKey.campaignEnded));
  }
  const spent = (await spendingOfCampaigns(tx, [campaign.id])).get(campaign.id) ?? 0;
  const budget = toCents(campaign.budget);
  const over = spent + order.priceCents - budget;
  if (over <= 0) return;
  const money = (cents: number) => ({ amount: cents / 100, currency: row.currency });
  if (campaign.hardLimit) {
    // No field problem: the message needs its amounts, which only the call's own message carries.
    throw new AppError(ErrorKey.campaignHardLimit, 422, undefined, {
      name: campaign.name,
      remaining: money(Math.max(0, budget - spent)),
    });
  }
  if (!order.confirmOverBudget) {
    throw new AppError(ErrorKey.campaignOverBudget, 409, undefined, {
      name: campaign.name,
      over: money(over),
    });
  }
}
