import type { Actor, Caller, StartedSession } from '../../actor.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit, recordImpersonationChange } from '../audit/audit.service.ts';
import { SESSION_POLICY } from './auth.policy.ts';
import * as repo from './auth.repo.ts';
import { createRandomToken, hashToken } from './secrets.ts';

// Sessions: started by signing in (or accepting an invitation), resolved on every request, ended by
// signing out or when the user's password or address changes. No user lookups here, so the users module
// can end sessions without an import cycle.

/** Who starts a session: the caller and the browser they use (kept with the session). */
export interface ClientInfo extends Caller {
  userAgent?: string;
}

export async function startSession(
  deps: AppDeps,
  userId: string,
  remember: boolean,
  client: ClientInfo,
): Promise<StartedSession> {
  const now = nowOf(deps);
  const token = createRandomToken();
  const policy = remember ? SESSION_POLICY.remember : SESSION_POLICY.browser;
  await repo.insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId,
    remember,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + policy.absoluteMs),
    userAgent: client.userAgent?.slice(0, 500),
    ip: client.ip,
  });
  return { token, userId, remember };
}

/** The live session of a token, after applying the idle rule; undefined when there is none. */
export async function resolveSession(deps: AppDeps, token: string) {
  const now = nowOf(deps);
  const session = await repo.findLiveSession(deps.db, hashToken(token), now);
  if (!session) return undefined;
  const policy = session.remember ? SESSION_POLICY.remember : SESSION_POLICY.browser;
  if (now.getTime() - session.lastSeenAt.getTime() > policy.idleMs) {
    await repo.deleteSessionById(deps.db, session.id);
    return undefined;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > SESSION_POLICY.touchEveryMs) {
    await repo.touchSession(deps.db, session.id, now);
  }
  return session;
}

/** Ends the actor's session; an impersonation it was running ends in the audit log first. */
export async function signOut(deps: AppDeps, actor: Actor): Promise<void> {
  const session = await repo.findSessionById(deps.db, actor.sessionId);
  if (session) {
    await recordImpersonationChange(deps.db, {
      actorUserId: actor.actingUserId,
      sessionId: session.id,
      sessionStartedAt: session.createdAt,
      targetUserId: null,
      reason: 'signedOut',
      ip: actor.ip,
    });
  }
  await repo.deleteSessionById(deps.db, actor.sessionId);
  await recordAudit(deps.db, actor, { action: 'auth.signedOut' });
}

/**
 * After the user's password or email address changed: every other session ends (the one in use, if given,
 * stays), and unused reset links stop working, since they were mailed with the old details.
 */
export async function endOtherSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await repo.deleteSessionsOfUser(db, userId, keepSessionId);
  await repo.deleteUnusedResetTokensOfUser(db, userId);
}
