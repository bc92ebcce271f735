import { ErrorKey, type Permission } from '@portal/contracts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type Grants, grantsOf, grantsWhileActingAs, type StoredGrants } from './grants.ts';
import * as repo from './users.repo.ts';

// What users may do, read from their roles: the grants every request's actor carries (plugins/auth.ts),
// those of a session acting as someone else, and the access rules invitations follow too.

export { findInvitedAccessRefusal, managesUsersIn } from './access-rules.ts';

const NO_GRANTS: StoredGrants = { own: [], byBranch: new Map(), showPrices: false };

async function findStoredGrants(db: Db, userId: string): Promise<StoredGrants> {
  return (await repo.findRolePermissionsOfUsers(db, [userId])).get(userId) ?? NO_GRANTS;
}

/** Whether the user may act in another user's name (their role's `impersonate` permission). */
export async function mayImpersonate(db: Db, userId: string): Promise<boolean> {
  const { own } = await findStoredGrants(db, userId);
  return own.includes('impersonate' satisfies Permission);
}

/**
 * What the user may do: in each department they have access to, and wherever they act (their own role).
 * Built into every request's actor (plugins/auth.ts).
 */
export async function findGrantsOfUser(db: Db, userId: string): Promise<Grants> {
  return grantsOf(await findStoredGrants(db, userId));
}

/**
 * What a session may do while its signed-in person acts as the target: what both hold. Refused (403) when
 * the target holds a permission the person does not, so nobody acts with power they were not given.
 */
export async function findGrantsWhileActingAs(
  db: Db,
  actingUserId: string,
  targetId: string,
): Promise<Grants> {
  const stored = await repo.findRolePermissionsOfUsers(db, [actingUserId, targetId]);
  const { grants, holdsAll } = grantsWhileActingAs(
    stored.get(actingUserId) ?? NO_GRANTS,
    stored.get(targetId) ?? NO_GRANTS,
  );
  if (!holdsAll) throw new AppError(ErrorKey.impersonationPermissionsNotHeld, 403);
  return grants;
}

/** Which of the users the signed-in person may act as: those whose every permission they hold. */
export async function findUsersActableBy(
  db: Db,
  actingUserId: string,
  userIds: string[],
): Promise<Set<string>> {
  const stored = await repo.findRolePermissionsOfUsers(db, [actingUserId, ...userIds]);
  const acting = stored.get(actingUserId) ?? NO_GRANTS;
  return new Set(userIds.filter((id) => grantsWhileActingAs(acting, stored.get(id) ?? NO_GRANTS).holdsAll));
}
