import {
  API_KEY_PREFIX,
  type ApiKeyCreateBody,
  type ApiKeyCreated,
  type ApiKeyRecord,
  ErrorKey,
  type Permission,
} from '@portal/contracts';
import { type Actor, assertBranchAccess, assertNotImpersonating, type Caller } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import type { Audience } from '../../route-types.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createRandomToken, hashToken } from '../auth/secrets.ts';
import { findGrantsOfUser } from '../users/user-grants.service.ts';
import { findUserStatus } from '../users/users.service.ts';
import * as repo from './api-keys.repo.ts';

const HINT_LENGTH = API_KEY_PREFIX.length + 6;
// A key acts within its department but never as its admin, nor hands out access.
const NEVER_FOR_KEYS: readonly Permission[] = ['admin', 'users.manage'];

/** Whether a bearer token is an API key rather than a session token. */
export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

function toRecord(key: repo.StoredApiKey, createdByName: string): ApiKeyRecord {
  return {
    id: key.id,
    branchId: key.branchId,
    name: key.name,
    scopes: key.scopes,
    hint: key.hint,
    createdAt: key.createdAt.toISOString(),
    createdByName,
    expiresAt: key.expiresAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}

const toRecordOf = (row: repo.ApiKeyWithMaker) =>
  toRecord(row.key, `${row.firstName} ${row.lastName}`.trim());

/** The department's keys, for its admins. */
export async function listApiKeys(deps: AppDeps, actor: Actor, branchId: number): Promise<ApiKeyRecord[]> {
  assertBranchAccess(actor, branchId, 'admin');
  const rows = await repo.findApiKeysOfBranch(deps.db, branchId);
  return rows.map(toRecordOf);
}

/** Makes a key for a department the actor is admin of; the answer is the only time the key is shown. */
export async function createApiKey(
  deps: AppDeps,
  actor: Actor,
  body: ApiKeyCreateBody,
): Promise<ApiKeyCreated> {
  assertBranchAccess(actor, body.branchId, 'admin');
  assertNotImpersonating(actor);
  const secret = `${API_KEY_PREFIX}${createRandomToken()}`;
  const key = await deps.db.transaction(async (tx) => {
    const row = await repo.insertApiKey(tx, {
      branchId: body.branchId,
      name: body.name,
      scopes: [...new Set(body.scopes)],
      secretHash: hashToken(secret),
      hint: secret.slice(0, HINT_LENGTH),
      createdByUserId: actor.userId,
      createdAt: nowOf(deps),
      expiresAt: body.expiresOn ? new Date(`${body.expiresOn}T23:59:59.999Z`) : null,
    });
    await recordAudit(tx, actor, { action: 'apiKey.created', targetType: 'apiKey', targetId: row.id });
    return row;
  });
  const listed = await repo.findApiKeyWithMaker(deps.db, key.id);
  if (!listed) throw new AppError(ErrorKey.notFound, 404);
  return { apiKey: toRecordOf(listed), secret };
}

/** Revokes a key of a department the actor is admin of; it stops working at once. */
export async function revokeApiKey(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  const key = await repo.findApiKey(deps.db, id);
  if (!key) throw new AppError(ErrorKey.notFound, 404);
  assertBranchAccess(actor, key.branchId, 'admin');
  assertNotImpersonating(actor);
  await deps.db.transaction(async (tx) => {
    if (await repo.revokeApiKey(tx, id, nowOf(deps))) {
      await recordAudit(tx, actor, { action: 'apiKey.revoked', targetType: 'apiKey', targetId: id });
    }
  });
}

/** A call made with a key, as the auth plugin describes it: who calls and what they ask for. */
export interface ApiKeyCall extends Caller {
  method: string;
  /** The matched route's pattern (`/api/Cases/:id`); none when no route matched. */
  route: string | undefined;
  /** Who may call the matched route, as it declares; none when no route matched. */
  audience: Audience | undefined;
  url: string;
}

/** The audit entry of one call made with a key, refused or answered. */
function recordCall(
  deps: AppDeps,
  call: ApiKeyCall,
  key: { id: string; createdByUserId: string },
  status: number,
) {
  return recordAudit(
    deps.db,
    { actingUserId: key.createdByUserId, ip: call.ip },
    {
      action: 'apiKey.call',
      targetType: 'apiKey',
      targetId: key.id,
      details: { method: call.method, route: call.route ?? call.url, status },
    },
  );
}

/**
 * The actor of a call made with an API key: the admin who made it, reduced to the key's department, without
 * admin rights. Refuses (401) an unknown, revoked or expired key, or one whose maker has lost the department;
 * refuses (403) a call only the portal makes or one outside the key's scopes. Refusals are audited here.
 */
export async function actorOfApiKey(deps: AppDeps, call: ApiKeyCall, secret: string): Promise<Actor> {
  const key = await repo.findApiKeyBySecretHash(deps.db, hashToken(secret));
  const now = nowOf(deps);
  if (!key || key.revokedAt || (key.expiresAt && key.expiresAt <= now)) {
    if (key) await recordCall(deps, call, key, 401);
    throw new AppError(ErrorKey.unauthorized, 401);
  }
  const { audience } = call;
  if (!audience || audience === 'public' || audience === 'portal') {
    await recordCall(deps, call, key, 403);
    throw new AppError(ErrorKey.apiKeyPortalOnly, 403);
  }
  if (!key.scopes.includes(audience)) {
    await recordCall(deps, call, key, 403);
    throw new AppError(ErrorKey.apiKeyScopeMissing, 403, undefined, { scope: audience });
  }
  const maker = await findUserStatus(deps.db, key.createdByUserId);
  const makerGrants = await findGrantsOfUser(deps.db, key.createdByUserId);
  const granted = makerGrants.branchPermissions.get(key.branchId);
  if (!maker?.active || !granted) {
    await recordCall(deps, call, key, 401);
    throw new AppError(ErrorKey.unauthorized, 401);
  }
  await repo.touchApiKey(deps.db, key.id, now);
  return {
    userId: key.createdByUserId,
    actingUserId: key.createdByUserId,
    impersonating: false,
    sessionId: `api-key:${key.id}`,
    apiKeyId: key.id,
    access: new Map([[key.branchId, false]]),
    branchPermissions: new Map([
      [key.branchId, new Set([...granted].filter((p) => !NEVER_FOR_KEYS.includes(p)))],
    ]),
    permissions: new Set(),
    // A key shows prices as its maker sees them: their setting speaks for the systems they connect.
    seesPrices: makerGrants.seesPrices,
    ip: call.ip,
    logger: call.logger,
  };
}

/** Every answered call made with a key goes to the audit log, with its status. */
export async function recordApiKeyCall(
  deps: AppDeps,
  actor: Actor | null,
  call: ApiKeyCall,
  status: number,
): Promise<void> {
  if (actor?.apiKeyId) {
    await recordCall(deps, call, { id: actor.apiKeyId, createdByUserId: actor.actingUserId }, status);
  }
}
