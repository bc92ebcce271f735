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

/** An amount in the department's currency as its users write it ("12.500,00 kr."). */
export function formatMoney(cents: number, row: Pick<CampaignWithBranch, 'currency' | 'branchLocale'>) {
  try {
    return new Intl.NumberFormat(row.branchLocale, { style: 'currency', currency: row.currency }).format(
      cents / 100,
    );
  } catch {
    return `${(cents / 100).toFixed(2)} ${row.currency}`;
  }
}

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
