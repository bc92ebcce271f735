import { type CampaignRecord, type CampaignStatus, localParts, timeZoneOfCountry } from '@portal/contracts';
import type { CampaignWithBranch } from './campaigns.repo.ts';

/** Today (YYYY-MM-DD) in the time zone of a department's country. */
export const todayIn = (countryCode: string, now: Date) =>
  localParts(now, timeZoneOfCountry(countryCode)).day;

export function statusOn(period: { startsOn: string; endsOn: string }, today: string): CampaignStatus {
  if (today < period.startsOn) return 'PLANNED';
  return today > period.endsOn ? 'ENDED' : 'ACTIVE';
}

export const toCents = (amount: string | number) => Math.round(Number(amount) * 100);

export function toCampaignRecord(
  row: CampaignWithBranch,
  spentCents: number,
  now: Date,
  canEdit: boolean,
): CampaignRecord {
  const { campaign } = row;
  return {
    id: campaign.id,
    branchId: campaign.branchId,
    branchName: row.branchName,
    name: campaign.name,
    startsOn: campaign.startsOn,
    endsOn: campaign.endsOn,
    status: statusOn(campaign, todayIn(row.countryCode, now)),
    budget: Number(campaign.budget),
    spent: spentCents / 100,
    currency: row.currency,
    hardLimit: campaign.hardLimit,
    canEdit,
  };
}
