import { ErrorKey } from '@portal/contracts';
import { type Actor, assertNotImpersonating, assertProviderPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findBranchById } from '../branches/branches.service.ts';
import * as repo from './directory.repo.ts';

// Which email domains sign in through the organisation's directory, per department. A department without
// domains signs in by password; with the directory not configured (OIDC_*), every department does.

/** Where a directory sign-in starts (login-url points here) and where the directory sends the browser back. */
export const DIRECTORY_START_PATH = '/api/Authentication/directory/start';
export const DIRECTORY_CALLBACK_PATH = '/api/Authentication/directory/callback';

/** The domain of an address, lower case; undefined for something that is not an address. */
export function domainOf(email: string | undefined): string | undefined {
  const at = email?.lastIndexOf('@') ?? -1;
  return email && at > 0 ? email.slice(at + 1).toLowerCase() : undefined;
}

/** branchId -> its directory domains, for each of the departments. */
export async function listDomainsOfBranches(db: Db, branchIds: number[]): Promise<Map<number, string[]>> {
  const domains = new Map(branchIds.map((id) => [id, [] as string[]]));
  for (const row of await repo.findDomainsOfBranches(db, branchIds))
    domains.get(row.branchId)?.push(row.domain);
  return domains;
}

/** The departments an address's domain signs in to through the directory (none when it is not configured). */
export async function directoryBranchIdsOf(deps: AppDeps, email: string | undefined): Promise<number[]> {
  const domain = domainOf(email);
  if (!deps.directory || !domain) return [];
  return repo.findBranchIdsOfDomain(deps.db, domain);
}

/** Provider admins (branches.manage): the department's domains become exactly these. */
export async function setDomainsOfBranch(
  deps: AppDeps,
  actor: Actor,
  branchId: number,
  domains: string[],
): Promise<string[]> {
  assertProviderPermission(actor, 'branches.manage');
  assertNotImpersonating(actor);
  if (!(await findBranchById(deps.db, branchId))) throw new AppError(ErrorKey.notFound, 404);
  await deps.db.transaction(async (tx) => {
    await repo.replaceDomainsOfBranch(tx, branchId, domains);
    await recordAudit(tx, actor, {
      action: 'branches.directoryDomainsChanged',
      targetType: 'branch',
      targetId: String(branchId),
      details: { domains },
    });
  });
  return (await listDomainsOfBranches(deps.db, [branchId])).get(branchId) ?? [];
}

/** Nightly: directory sign-ins that ended or were abandoned more than a day ago. */
export function removeExpiredDirectorySignIns(deps: AppDeps): Promise<number> {
  return repo.deleteSignInsExpiredBefore(deps.db, new Date(nowOf(deps).getTime() - 24 * 60 * 60 * 1000));
}
