import { DEPARTMENT_PERMISSIONS, type Permission, PROVIDER_PERMISSIONS } from '@portal/contracts';
import { permissionsIn } from './access-rules.ts';

/**
 * A user's roles as stored: the permission names of their own role and of the role in each department, and
 * their "I want to see prices" setting.
 */
export interface StoredGrants {
  own: readonly string[];
  byBranch: ReadonlyMap<number, readonly string[]>;
  showPrices: boolean;
}

/** What a user may do and see, as the actor carries it (actor.ts). */
export interface Grants {
  /** branchId -> admin flag, for every department reached. */
  access: Map<number, boolean>;
  branchPermissions: Map<number, Set<Permission>>;
  permissions: Set<Permission>;
  seesPrices: boolean;
}

function grantsFrom(
  branchPermissions: Map<number, Set<Permission>>,
  permissions: Set<Permission>,
  seesPrices: boolean,
): Grants {
  return {
    access: new Map([...branchPermissions].map(([branchId, granted]) => [branchId, granted.has('admin')])),
    branchPermissions,
    permissions,
    seesPrices,
  };
}

/** A user acting as themselves: department permissions in their departments, provider ones from their own role. */
export function grantsOf(stored: StoredGrants): Grants {
  const branchPermissions = new Map(
    [...stored.byBranch].map(([branchId, names]) => [branchId, permissionsIn(names, DEPARTMENT_PERMISSIONS)]),
  );
  return grantsFrom(branchPermissions, permissionsIn(stored.own, PROVIDER_PERMISSIONS), stored.showPrices);
}

/**
 * What the signed-in person holds in a department when acting for someone there (docs/permissions.md
 * "Impersonation"): the department permissions of their own role (support staff's reach in any office) and
 * of their own access row there. They reach a department they have access to, and every department when
 * their own role may see every department (`branches.manage`); elsewhere they hold nothing.
 */
function heldIn(acting: StoredGrants, branchId: number): Set<Permission> | undefined {
  const row = acting.byBranch.get(branchId);
  if (row === undefined && !acting.own.includes('branches.manage' satisfies Permission)) return undefined;
  return permissionsIn([...acting.own, ...(row ?? [])], DEPARTMENT_PERMISSIONS);
}

const isSubset = (part: ReadonlySet<Permission>, whole: ReadonlySet<Permission> | undefined) =>
  [...part].every((permission) => whole?.has(permission) === true);

/**
 * What a session may do while the signed-in person acts as the target: only what both hold (in each of the
 * target's departments, and wherever they act), so acting as someone never raises anyone's power.
 * `impersonate` itself is never passed on: it is always the signed-in person's. `holdsAll` tells whether the
 * person holds every permission of the target, which acting as them requires.
 */
export function grantsWhileActingAs(
  acting: StoredGrants,
  target: StoredGrants,
): { grants: Grants; holdsAll: boolean } {
  const targetGrants = grantsOf(target);
  const actingProvider = permissionsIn(acting.own, PROVIDER_PERMISSIONS);
  const targetProvider = new Set([...targetGrants.permissions].filter((p) => p !== 'impersonate'));
  let holdsAll = isSubset(targetProvider, actingProvider);
  const branchPermissions = new Map<number, Set<Permission>>();
  for (const [branchId, granted] of targetGrants.branchPermissions) {
    const held = heldIn(acting, branchId);
    holdsAll &&= isSubset(granted, held);
    if (held) branchPermissions.set(branchId, new Set([...granted].filter((p) => held.has(p))));
  }
  const permissions = new Set([...targetProvider].filter((p) => actingProvider.has(p)));
  // Prices follow the target's setting: the session shows what that user would see.
  return { grants: grantsFrom(branchPermissions, permissions, target.showPrices), holdsAll };
}
