import { AUTH_SCHEME, CSRF_HEADER, ErrorKey, IMPERSONATION_HEADER, SESSION_COOKIE } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor, Caller } from '../actor.ts';
import type { AppDeps } from '../deps.ts';
import { recordImpersonationChange } from '../modules/audit/audit.service.ts';
import { resolveSession } from '../modules/auth/auth.service.ts';
import { findAccessOfUser } from '../modules/branches/branches.repo.ts';
import { findPermissionsOfRole, findUserById } from '../modules/users/users.repo.ts';
import { AppError } from './errors.ts';

export interface AuthContext {
  sessionId: string;
  /** When the session was started; its impersonation entries in the audit log are not older. */
  sessionStartedAt: Date;
  token: string;
  /** The signed-in person. */
  actorUserId: string;
  /** Whose data the request acts on: the impersonated user while impersonating, else the actor. */
  userId: string;
  impersonating: boolean;
  /** branchId -> admin flag, for every department the user has access to. */
  access: Map<number, boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The signed-in person the services act for; null on a public call without a session. */
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** Callable without a session (sign-in, public links). */
    public?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const IMPERSONATE_PERMISSION = 'impersonate';

/** The session token of a request: the Authorization header (bearer) if sent, else the session cookie. */
export function readToken(request: FastifyRequest): { token: string; viaCookie: boolean } | undefined {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, token] = header.split(' ');
    if (token && scheme?.toLowerCase() === AUTH_SCHEME.toLowerCase()) return { token, viaCookie: false };
    return undefined;
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : undefined;
}

type Session = NonNullable<Awaited<ReturnType<typeof resolveSession>>>;

/**
 * Whom the request acts as. The impersonation header may name an active user when the signed-in person's
 * role has the impersonate permission; naming their own id acts as themselves. A change of target is
 * written to the audit log (decisions.md "Impersonation"): the first request naming a new user starts an
 * impersonation, naming another user or one's own id (or signing out) ends it.
 */
async function actingUserOf(deps: AppDeps, request: FastifyRequest, session: Session): Promise<string> {
  const impersonatedId = request.headers[IMPERSONATION_HEADER];
  if (typeof impersonatedId !== 'string' || !impersonatedId) return session.userId;
  const change = {
    actorUserId: session.userId,
    sessionId: session.id,
    sessionStartedAt: session.createdAt,
    ip: request.ip,
  };
  if (impersonatedId === session.userId) {
    await recordImpersonationChange(deps.db, { ...change, targetUserId: null, reason: 'stopped' });
    return session.userId;
  }
  const actor = await findUserById(deps.db, session.userId);
  const permissions = await findPermissionsOfRole(deps.db, actor?.roleId ?? null);
  if (!permissions.includes(IMPERSONATE_PERMISSION)) throw new AppError(ErrorKey.forbidden, 403);
  const target = await findUserById(deps.db, impersonatedId).catch(() => undefined);
  if (!target) throw new AppError(ErrorKey.notFound, 404);
  // A deactivated user can no longer sign in; nobody may act in their name either.
  if (!target.active) throw new AppError(ErrorKey.impersonationUserInactive, 403);
  await recordImpersonationChange(deps.db, { ...change, targetUserId: target.id, reason: 'switched' });
  return target.id;
}

/** Ends the session's impersonation in the audit log, if it has one; called when the session signs out. */
export async function endImpersonation(deps: AppDeps, auth: AuthContext, ip: string): Promise<void> {
  await recordImpersonationChange(deps.db, {
    actorUserId: auth.actorUserId,
    sessionId: auth.sessionId,
    sessionStartedAt: auth.sessionStartedAt,
    targetUserId: null,
    reason: 'signedOut',
    ip,
  });
}

async function buildContext(
  deps: AppDeps,
  request: FastifyRequest,
  token: string,
): Promise<AuthContext | null> {
  const session = await resolveSession(deps, token);
  if (!session) return null;
  const userId = await actingUserOf(deps, request, session);
  return {
    sessionId: session.id,
    sessionStartedAt: session.createdAt,
    token,
    actorUserId: session.userId,
    userId,
    impersonating: userId !== session.userId,
    access: await findAccessOfUser(deps.db, userId),
  };
}

/**
 * Resolves the session of every /api request. Protected routes answer 401 without one; state-changing
 * calls that rely on the cookie must carry the portal's header, which a cross-site form cannot send.
 */
export const authPlugin = fp(async (app: FastifyInstance, deps: AppDeps) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!/^\/api\/(?!docs)/i.test(request.routeOptions.url ?? request.url)) return;
    const found = readToken(request);
    if (found?.viaCookie !== false && !SAFE_METHODS.has(request.method) && !request.headers[CSRF_HEADER]) {
      throw new AppError(ErrorKey.csrfHeaderMissing, 403);
    }
    request.auth = found ? await buildContext(deps, request, found.token) : null;
    request.actor = request.auth
      ? {
          userId: request.auth.userId,
          actingUserId: request.auth.actorUserId,
          impersonating: request.auth.impersonating,
          sessionId: request.auth.sessionId,
          access: request.auth.access,
          ip: request.ip,
          logger: request.log,
        }
      : null;
    if (!request.auth && !request.routeOptions.config.public) {
      throw new AppError(ErrorKey.unauthorized, 401);
    }
  });
});

/** The actor of a protected route (the hook has already refused requests without a session). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(ErrorKey.unauthorized, 401);
  return request.actor;
}

/** Whoever calls a public route: where from, and the request's logger. */
export function callerOf(request: FastifyRequest): Caller {
  return { ip: request.ip, logger: request.log };
}

/** The session of a protected route (the hook has already refused requests without one). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(ErrorKey.unauthorized, 401);
  return request.auth;
}

/** Refuses a department the user has no access to, or (with admin) is not admin of. */
export function assertBranchAccess(
  request: FastifyRequest,
  branchId: number,
  level: 'any' | 'admin' = 'any',
) {
  const admin = authOf(request).access.get(branchId);
  if (admin === undefined || (level === 'admin' && !admin)) throw new AppError(ErrorKey.forbidden, 403);
}

/** Departments the request may read: those asked for (or all) that the user has access to. */
export function visibleBranchIds(request: FastifyRequest, requested?: number[]): number[] {
  const accessible = [...authOf(request).access.keys()];
  return requested?.length ? requested.filter((id) => accessible.includes(id)) : accessible;
}
