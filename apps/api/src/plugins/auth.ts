import { AUTH_SCHEME, CSRF_HEADER, ErrorKey, IMPERSONATION_HEADER, SESSION_COOKIE } from '@portal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor, Caller, StartedSession } from '../actor.ts';
import { AppError } from '../app-error.ts';
import type { AppDeps } from '../deps.ts';
import {
  type ApiKeyCall,
  actorOfApiKey,
  isApiKey,
  recordApiKeyCall,
} from '../modules/api-keys/api-keys.service.ts';
import { recordImpersonationChange } from '../modules/audit/audit.service.ts';
import { SESSION_POLICY } from '../modules/auth/auth.policy.ts';
import { resolveSession } from '../modules/auth/sessions.service.ts';
import { grantsOf } from '../modules/users/grants.ts';
import { findGrantsWhileActingAs, mayImpersonate } from '../modules/users/user-grants.service.ts';
import { findUserStatus } from '../modules/users/users.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person the services act for; null on a public call without a session. */
    actor: Actor | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sets the session cookie that readToken reads. Its Secure flag is set for the whole hub from PUBLIC_URL
 * (app.ts), not per request.
 */
export function setSessionCookie(reply: FastifyReply, session: StartedSession) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // Remember me: a persistent cookie for one year; otherwise it ends with the browser session.
    maxAge: session.remember ? SESSION_POLICY.remember.absoluteMs / 1000 : undefined,
  });
}

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
 * Whom the request acts as, and what it may do. The impersonation header may name an active user when the
 * signed-in person's role has the impersonate permission and the person holds every permission of that user;
 * the request then may do only what both hold (docs/permissions.md "Impersonation"). Naming one's own id acts
 * as oneself. A change of target is written to the audit log
 * (docs/decisions/0069-impersonation-by-header-recorded-in-the-audit-log.md): the first request naming a new
 * user starts an impersonation, naming another user or one's own id (or signing out) ends it.
 */
async function actingUserOf(deps: AppDeps, request: FastifyRequest, session: Session) {
  const impersonatedId = request.headers[IMPERSONATION_HEADER];
  const asThemselves = () => ({
    userId: session.userId,
    grants: grantsOf(session.userRoles),
  });
  if (typeof impersonatedId !== 'string' || !impersonatedId) return asThemselves();
  const change = {
    actorUserId: session.userId,
    sessionId: session.id,
    sessionStartedAt: session.createdAt,
    ip: request.ip,
  };
  if (impersonatedId === session.userId) {
    await recordImpersonationChange(deps.db, { ...change, targetUserId: null, reason: 'stopped' });
    return asThemselves();
  }
  if (!(await mayImpersonate(deps.db, session.userId))) throw new AppError(ErrorKey.forbidden, 403);
  const target = await findUserStatus(deps.db, impersonatedId).catch(() => undefined);
  if (!target) throw new AppError(ErrorKey.notFound, 404);
  // A deactivated user can no longer sign in; nobody may act in their name either.
  if (!target.active) throw new AppError(ErrorKey.impersonationUserInactive, 403);
  const grants = await findGrantsWhileActingAs(deps.db, session.userId, target.id);
  await recordImpersonationChange(deps.db, { ...change, targetUserId: target.id, reason: 'switched' });
  return { userId: target.id, grants };
}

/** The actor of a session token, or null when the token opens no live session. */
async function buildActor(deps: AppDeps, request: FastifyRequest, token: string): Promise<Actor | null> {
  const session = await resolveSession(deps, token);
  if (!session) return null;
  const { userId, grants } = await actingUserOf(deps, request, session);
  return {
    userId,
    actingUserId: session.userId,
    impersonating: userId !== session.userId,
    sessionId: session.id,
    ...grants,
    ip: request.ip,
    logger: request.log,
  };
}

/** A call made with an API key, as the api-keys service audits it. */
function apiKeyCallOf(request: FastifyRequest): ApiKeyCall {
  return {
    method: request.method,
    route: request.routeOptions.url,
    audience: request.routeOptions.config.audience,
    url: request.url,
    ip: request.ip,
    logger: request.log,
  };
}

/**
 * Resolves the session of every /api request. Protected routes answer 401 without one; state-changing
 * calls that rely on the cookie must carry the portal's header, which a cross-site form cannot send.
 */
export const authPlugin = fp(async (app: FastifyInstance, deps: AppDeps) => {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!/^\/api\/(?!docs)/i.test(request.routeOptions.url ?? request.url)) return;
    const found = readToken(request);
    if (found?.viaCookie !== false && !SAFE_METHODS.has(request.method) && !request.headers[CSRF_HEADER]) {
      throw new AppError(ErrorKey.csrfHeaderMissing, 403);
    }
    if (found && !found.viaCookie && isApiKey(found.token)) {
      request.actor = await actorOfApiKey(deps, apiKeyCallOf(request), found.token);
      return;
    }
    request.actor = found ? await buildActor(deps, request, found.token) : null;
    if (!request.actor && request.routeOptions.config.audience !== 'public') {
      throw new AppError(ErrorKey.unauthorized, 401);
    }
  });
  // Every call made with an API key is in the audit log with its answer (refusals are logged as refused).
  app.addHook('onResponse', async (request, reply) => {
    if (request.actor?.apiKeyId) {
      await recordApiKeyCall(deps, request.actor, apiKeyCallOf(request), reply.statusCode);
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

/** The actor of a public route whose answer differs for a signed-in caller; null without a session. */
export function signedInActorOf(request: FastifyRequest): Actor | null {
  return request.actor;
}
