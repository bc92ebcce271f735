import { ErrorKey, type Permission } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from './app-error.ts';

/** Whoever calls the hub, signed in or not: where the call came from and where to log about it. */
export interface Caller {
  ip: string;
  logger: FastifyBaseLogger;
}

/**
 * The signed-in person a service acts for, built once per request by the auth plugin. Services take an
 * actor, never the HTTP request, so jobs and tests can call them without HTTP.
 */
export interface Actor extends Caller {
  /** Whose data the call reads and writes: the impersonated user while impersonating, else the person. */
  userId: string;
  /** The signed-in person, who is responsible for the call (the audit log's actor). */
  actingUserId: string;
  impersonating: boolean;
  sessionId: string;
  /** Set when the call came with a department API key rather than a session (modules/api-keys). */
  apiKeyId?: string;
  /** branchId -> admin flag, for every department `userId` has access to. */
  access: ReadonlyMap<number, boolean>;
  /** branchId -> the department permissions of the role `userId` holds there (docs/permissions.md). */
  branchPermissions: ReadonlyMap<number, ReadonlySet<Permission>>;
  /** The provider permissions of `userId`'s own role (impersonate, roles.manage...), wherever they act. */
  permissions: ReadonlySet<Permission>;
  /**
   * The "I want to see prices" setting of `userId` (the impersonated user while impersonating, a key's maker
   * for an API key): without it no answer carries a price (`priceFor`).
   */
  seesPrices: boolean;
}

/**
 * A price as the actor may read it: null for one who does not want to see prices (docs/product.md "Prices").
 * Every answer that carries a price passes it through here, so a null price always means "hidden" to a
 * caller without the setting.
 */
export function priceFor(actor: Pick<Actor, 'seesPrices'>, price: number | null): number | null {
  return actor.seesPrices ? price : null;
}

/** Refuses a department the actor has no access to, or (with `admin`) is not admin of. */
export function assertBranchAccess(actor: Actor, branchId: number, level: 'any' | 'admin' = 'any'): void {
  const admin = actor.access.get(branchId);
  if (admin === undefined || (level === 'admin' && !admin)) throw new AppError(ErrorKey.forbidden, 403);
}

/** Departments the actor may read: those asked for (or all) that the actor has access to. */
export function visibleBranchIds(actor: Actor, requested?: number[]): number[] {
  const accessible = [...actor.access.keys()];
  return requested?.length ? requested.filter((id) => accessible.includes(id)) : accessible;
}

/** Departments where the actor is admin. */
export function administeredBranchIds(actor: Actor): number[] {
  return [...actor.access].filter(([, admin]) => admin).map(([branchId]) => branchId);
}

/** Whether the actor's role in the department grants the permission. */
export function hasBranchPermission(actor: Actor, branchId: number, permission: Permission): boolean {
  return actor.branchPermissions.get(branchId)?.has(permission) === true;
}

/** Refuses (403) unless the actor's role in the department grants the permission. */
export function assertBranchPermission(actor: Actor, branchId: number, permission: Permission): void {
  if (!hasBranchPermission(actor, branchId, permission)) throw new AppError(ErrorKey.forbidden, 403);
}

/** Refuses (403) unless the actor's own role grants the provider permission. */
export function assertProviderPermission(actor: Actor, permission: Permission): void {
  if (!actor.permissions.has(permission)) throw new AppError(ErrorKey.forbidden, 403);
}

/**
 * Refuses (403) what would outlast the session while the signed-in person acts as someone else (credentials,
 * roles, invitations, anyone's access): those stay with the person, not with the support session.
 */
export function assertNotImpersonating(actor: Actor): void {
  if (actor.impersonating) throw new AppError(ErrorKey.notWhileImpersonating, 403);
}

/** A session a sign-in has just started: proof of who the caller now is, before any request carries it. */
export interface StartedSession {
  token: string;
  userId: string;
  remember: boolean;
}
