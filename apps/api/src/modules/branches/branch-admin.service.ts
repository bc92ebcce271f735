import {
  type BranchDetails,
  type BranchPatchBody,
  type BranchSearchResult,
  ErrorKey,
} from '@portal/contracts';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { listBlacklistedBranchIds } from '../catalogue/catalogue.service.ts';
import { listDomainsOfBranches } from '../directory/directory.service.ts';
import * as repo from './branches.repo.ts';
import { toBranchRecord } from './branches.service.ts';

// The departments pages: every department the user has access to, and for provider admins
// (branches.manage) every department, with the settings those admins edit.

const isProviderAdmin = (actor: Actor) => actor.permissions.has('branches.manage');

/** The departments with everything the pages show, in the order given. */
async function toDetails(deps: AppDeps, actor: Actor, rows: repo.BranchRow[]): Promise<BranchDetails[]> {
  const ids = rows.map((row) => row.id);
  const blacklisted = new Set(await listBlacklistedBranchIds(deps, ids));
  const domains = await listDomainsOfBranches(deps.db, ids);
  return rows.map((row) => {
    const admin = actor.access.get(row.id);
    return {
      ...toBranchRecord(row, admin ?? null),
      access: admin === undefined ? 'NONE' : admin ? 'ADMIN' : 'REGULAR',
      orderCreationBlocked: blacklisted.has(row.id),
      directoryDomains: domains.get(row.id) ?? [],
    };
  });
}

/** A department the actor may see: one they have access to, any for provider admins; 403 otherwise. */
async function findVisibleBranch(deps: AppDeps, actor: Actor, id: number): Promise<repo.BranchRow> {
  if (!actor.access.has(id) && !isProviderAdmin(actor)) throw new AppError(ErrorKey.forbidden, 403);
  const row = await repo.findBranchById(deps.db, id);
  if (!row) throw new AppError(ErrorKey.notFound, 404);
  return row;
}

export async function searchBranchesForActor(
  deps: AppDeps,
  actor: Actor,
  body: { search?: string; skip: number; take: number },
): Promise<BranchSearchResult> {
  const ids = isProviderAdmin(actor) ? undefined : [...actor.access.keys()];
  const page = await repo.searchBranches(deps.db, { ids, ...body });
  return {
    currentSkip: body.skip,
    take: body.take,
    total: page.total,
    data: await toDetails(deps, actor, page.rows),
  };
}

export async function getBranchDetails(deps: AppDeps, actor: Actor, id: number): Promise<BranchDetails> {
  const [details] = await toDetails(deps, actor, [await findVisibleBranch(deps, actor, id)]);
  if (!details) throw new AppError(ErrorKey.notFound, 404);
  return details;
}

/** Provider admins: the department's settings; the customer id stays unique. */
export async function updateBranch(
  deps: AppDeps,
  actor: Actor,
  id: number,
  body: BranchPatchBody,
): Promise<BranchDetails> {
  assertProviderPermission(actor, 'branches.manage');
  const before = await findVisibleBranch(deps, actor, id);
  if (await repo.findOtherBranchWithCustomerId(deps.db, body.axCustomerId, id)) {
    throw new AppError(ErrorKey.customerIdTaken, 409, { axCustomerId: ErrorKey.customerIdTaken });
  }
  await deps.db.transaction(async (tx) => {
    await repo.updateBranch(tx, id, body);
    const changed = Object.fromEntries(
      Object.entries(body).filter(([key, value]) => before[key as keyof BranchPatchBody] !== value),
    );
    await recordAudit(tx, actor, {
      action: 'branches.updated',
      targetType: 'branch',
      targetId: String(id),
      details: { changed },
    });
  });
  return getBranchDetails(deps, actor, id);
}
