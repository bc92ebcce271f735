import { DEFAULT_RETENTION_MONTHS, type RetentionBody, type RetentionRecord } from '@portal/contracts';
import { type Actor, assertBranchAccess } from '../../actor.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { lockCase } from '../cases/cases.service.ts';
import { anonymiseCase, writeLedgerRow } from './case-anonymisation.service.ts';
import * as repo from './privacy.repo.ts';

// A department's retention period for the personal data of its cases (docs/privacy.md), set by its admins,
// and the nightly job that anonymises the cases past it.

/** Cases looked at per transaction, and transactions per run: a backlog is worked off over a few nights. */
const CASES_PER_BATCH = 50;
const BATCHES_PER_RUN = 40;
const RUN_LOCK = 'privacy:retention-run';

const toRecord = (branchId: number, row: repo.RetentionRow | undefined): RetentionRecord => ({
  branchId,
  personalDataMonths: row?.personalDataMonths ?? DEFAULT_RETENTION_MONTHS,
  isDefault: row === undefined,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** The department's period; its admins only (403 otherwise). */
export async function getRetention(deps: AppDeps, actor: Actor, branchId: number): Promise<RetentionRecord> {
  assertBranchAccess(actor, branchId, 'admin');
  return toRecord(branchId, await repo.findRetention(deps.db, branchId));
}

export async function setRetention(
  deps: AppDeps,
  actor: Actor,
  branchId: number,
  body: RetentionBody,
): Promise<RetentionRecord> {
  assertBranchAccess(actor, branchId, 'admin');
  const row = await deps.db.transaction(async (tx) => {
    const before = await repo.findRetention(tx, branchId);
    const saved = await repo.saveRetention(tx, {
      branchId,
      personalDataMonths: body.personalDataMonths,
      updatedByUserId: actor.userId,
      updatedAt: nowOf(deps),
    });
    await recordAudit(tx, actor, {
      action: 'privacy.retentionChanged',
      targetType: 'branch',
      targetId: String(branchId),
      details: {
        from: before?.personalDataMonths ?? DEFAULT_RETENTION_MONTHS,
        to: body.personalDataMonths,
      },
    });
    return saved;
  });
  return toRecord(branchId, row);
}

/**
 * Anonymises one case if it is still past its period and not yet anonymised for its last change: the case
 * row is locked first, so of two processes at the same moment the second finds the first's ledger row and
 * changes nothing. Answers the ledger row's id, or undefined when there was nothing to do.
 */
export async function anonymiseCasePastRetention(
  tx: Db,
  caseId: string,
  now: Date,
): Promise<string | undefined> {
  await lockCase(tx, caseId);
  const [still] = await repo.findCasesPastRetention(tx, now, { caseId, limit: 1 });
  if (!still) return undefined;
  const anonymised = await anonymiseCase(tx, caseId);
  return writeLedgerRow(tx, caseId, {
    anonymised,
    rule: 'retention',
    retentionMonths: still.retentionMonths,
    activityUntil: still.activityUntil,
    at: now,
  });
}

/**
 * The nightly run: one at a time across hub processes (a second one finds the lock taken and leaves), each
 * case in its own savepoint, so one that fails is logged and the others go on. Answers the ledger rows written.
 */
export async function anonymiseCasesPastRetention(deps: AppDeps): Promise<number> {
  const now = nowOf(deps);
  let written = 0;
  for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
    const outcome = await deps.db.transaction(async (tx) => {
      if (!(await repo.tryLockUntilCommit(tx, RUN_LOCK))) return undefined;
      const candidates = await repo.findCasesPastRetention(tx, now, { limit: CASES_PER_BATCH });
      let done = 0;
      for (const candidate of candidates) {
        try {
          const id = await tx.transaction((caseTx) =>
            anonymiseCasePastRetention(caseTx, candidate.caseId, now),
          );
          if (id) done++;
        } catch (error) {
          deps.logger.error(
            { err: error, caseId: candidate.caseId },
            'personal data of a case not anonymised',
          );
        }
      }
      return { found: candidates.length, done };
    });
    if (!outcome) break;
    written += outcome.done;
    if (outcome.found < CASES_PER_BATCH) break;
  }
  return written;
}
