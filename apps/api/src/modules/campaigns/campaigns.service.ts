import {
  type CampaignCreateBody,
  type CampaignDetails,
  type CampaignListQuery,
  type CampaignPage,
  type CampaignUpdateBody,
  ErrorKey,
} from '@portal/contracts';
import { type Actor, assertBranchAccess, visibleBranchIds } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findBranchesByIds } from '../branches/branches.service.ts';
import { listOrdersOfCampaign, spendingOfCampaigns } from '../orders/campaign-orders.service.ts';
import { toCampaignRecord, todayIn } from './campaign-record.ts';
import * as repo from './campaigns.repo.ts';

// Every user reads the campaigns of their own departments; a campaign of another department answers 404
// as one that does not exist. Creating, changing and deleting need admin access to its department (403).

const isAdmin = (actor: Actor, branchId: number) => actor.access.get(branchId) === true;

export async function listCampaigns(
  deps: AppDeps,
  actor: Actor,
  query: CampaignListQuery,
): Promise<CampaignPage> {
  if (query.branchId !== undefined && !actor.access.has(query.branchId)) {
    throw new AppError(ErrorKey.notFound, 404);
  }
  const branchIds = visibleBranchIds(actor, query.branchId === undefined ? undefined : [query.branchId]);
  const page = { currentSkip: query.skip, take: query.take };
  if (branchIds.length === 0) return { ...page, total: 0, data: [] };
  const now = nowOf(deps);
  const branchRows = await findBranchesByIds(deps.db, branchIds);
  const todayByBranch = new Map(branchRows.map((branch) => [branch.id, todayIn(branch.countryCode, now)]));
  const { rows, total } = await repo.findCampaignPage(deps.db, {
    ...query,
    statuses: query.status,
    todayByBranch,
  });
  const spending = await spendingOfCampaigns(
    deps.db,
    rows.map((row) => row.campaign.id),
  );
  return {
    ...page,
    total,
    data: rows.map((row) =>
      toCampaignRecord(row, spending.get(row.campaign.id) ?? 0, now, isAdmin(actor, row.campaign.branchId)),
    ),
  };
}

async function findVisibleCampaign(deps: AppDeps, actor: Actor, id: string) {
  const row = await repo.findCampaign(deps.db, id);
  if (!row || !actor.access.has(row.campaign.branchId)) throw new AppError(ErrorKey.notFound, 404);
  return row;
}

export async function getCampaign(deps: AppDeps, actor: Actor, id: string): Promise<CampaignDetails> {
  const row = await findVisibleCampaign(deps, actor, id);
  const spending = await spendingOfCampaigns(deps.db, [id]);
  return {
    ...toCampaignRecord(row, spending.get(id) ?? 0, nowOf(deps), isAdmin(actor, row.campaign.branchId)),
    orders: await listOrdersOfCampaign(deps.db, id, actor),
  };
}

const storedFields = (body: CampaignUpdateBody) => ({
  name: body.name,
  startsOn: body.startsOn,
  endsOn: body.endsOn,
  budget: body.budget.toFixed(2),
  hardLimit: body.hardLimit,
});

export async function createCampaign(deps: AppDeps, actor: Actor, body: CampaignCreateBody) {
  assertBranchAccess(actor, body.branchId, 'admin');
  const created = await deps.db.transaction(async (tx) => {
    const now = nowOf(deps);
    const row = await repo.insertCampaign(tx, {
      ...storedFields(body),
      branchId: body.branchId,
      createdByUserId: actor.userId,
      updatedByUserId: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'campaigns.created',
      targetType: 'campaign',
      targetId: row.id,
      details: { branchId: body.branchId, name: body.name },
    });
    return row;
  });
  return getCampaign(deps, actor, created.id);
}

export async function updateCampaign(deps: AppDeps, actor: Actor, id: string, body: CampaignUpdateBody) {
  const { campaign } = await findVisibleCampaign(deps, actor, id);
  assertBranchAccess(actor, campaign.branchId, 'admin');
  await deps.db.transaction(async (tx) => {
    await repo.updateCampaign(tx, id, {
      ...storedFields(body),
      updatedByUserId: actor.userId,
      updatedAt: nowOf(deps),
    });
    await recordAudit(tx, actor, {
      action: 'campaigns.updated',
      targetType: 'campaign',
      targetId: id,
      details: { budget: body.budget, hardLimit: body.hardLimit },
    });
  });
  return getCampaign(deps, actor, id);
}

/** The campaign's orders stay; they are no longer under a campaign. */
export async function deleteCampaign(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  const { campaign } = await findVisibleCampaign(deps, actor, id);
  assertBranchAccess(actor, campaign.branchId, 'admin');
  await deps.db.transaction(async (tx) => {
    await repo.deleteCampaign(tx, id);
    await recordAudit(tx, actor, {
      action: 'campaigns.deleted',
      targetType: 'campaign',
      targetId: id,
      details: { branchId: campaign.branchId, name: campaign.name },
    });
  });
}
