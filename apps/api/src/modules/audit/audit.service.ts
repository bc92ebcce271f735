import type { Db } from '../../db/client.ts';
import { findLatestEntryOfSession, insertAuditEntries, lockUntilCommit } from './audit.repo.ts';

/** Who did it: an `Actor` (see actor.ts) fits, and so does a caller who is not signed in (null). */
export interface AuditWho {
  actingUserId: string | null;
  /** Whom the signed-in person acted as; written only while impersonating, so both people are named. */
  userId?: string | null;
  impersonating?: boolean;
  ip?: string;
}

/** What was done to whom. */
export interface AuditAction {
  action: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
}

/** Who did what to whom; written in the same transaction as the change it describes. */
export async function recordAudit(db: Db, who: AuditWho, entry: AuditAction): Promise<void> {
  await recordAudits(db, who, [entry]);
}

/** Several things one person did in one change (a case saved and its order placed), in one write. */
export async function recordAudits(db: Db, who: AuditWho, entries: AuditAction[]): Promise<void> {
  await insertAuditEntries(
    db,
    entries.map((entry) => ({
      ...entry,
      actorUserId: who.actingUserId,
      onBehalfOfUserId: who.impersonating ? (who.userId ?? null) : null,
      ip: who.ip,
    })),
  );
}

const CLOCK_MARGIN_MS = 60 * 60 * 1000;

export const IMPERSONATION_STARTED = 'auth.impersonationStarted';
export const IMPERSONATION_ENDED = 'auth.impersonationEnded';

export interface ImpersonationChange {
  /** The signed-in person. */
  actorUserId: string;
  sessionId: string;
  /** When the session began (by the hub's clock); its entries are looked for from an hour before. */
  sessionStartedAt: Date;
  /** Whom the session acts as from now on; null when it acts as the actor again. */
  targetUserId: string | null;
  /** Why a running impersonation ends: another target, the actor's own id, or signing out. */
  reason: 'switched' | 'stopped' | 'signedOut';
  ip: string;
}

/**
 * Brings a session's impersonation to `targetUserId`, recording `auth.impersonationEnded` for the user it
 * acted as until now and `auth.impersonationStarted` for the new one. The session's current target is its
 * newest such entry, so nothing needs recording while it stays the same; a lock on the session makes the
 * many requests a page sends at once record one start between them.
 */
export async function recordImpersonationChange(db: Db, change: ImpersonationChange): Promise<void> {
  const who: AuditWho = { actingUserId: change.actorUserId, ip: change.ip };
  const entryOf = (action: string, targetId: string, details: Record<string, unknown>): AuditAction => ({
    action,
    targetType: 'user',
    targetId,
    details: { sessionId: change.sessionId, ...details },
  });
  const currentTargetOf = async (on: Db) => {
    const entry = await findLatestEntryOfSession(on, {
      actorUserId: change.actorUserId,
      actions: [IMPERSONATION_STARTED, IMPERSONATION_ENDED],
      sessionId: change.sessionId,
      // The entries carry the database's clock and the session the hub's: an hour covers any difference.
      since: new Date(change.sessionStartedAt.getTime() - CLOCK_MARGIN_MS),
    });
    return entry?.action === IMPERSONATION_STARTED ? entry.targetId : null;
  };
  // Most requests keep the target: one read answers them without a transaction or a lock.
  if ((await currentTargetOf(db)) === change.targetUserId) return;
  await db.transaction(async (tx) => {
    await lockUntilCommit(tx, `impersonation:${change.sessionId}`);
    const current = await currentTargetOf(tx);
    if (current === change.targetUserId) return;
    if (current) await recordAudit(tx, who, entryOf(IMPERSONATION_ENDED, current, { reason: change.reason }));
    if (change.targetUserId)
      await recordAudit(tx, who, entryOf(IMPERSONATION_STARTED, change.targetUserId, {}));
  });
}
