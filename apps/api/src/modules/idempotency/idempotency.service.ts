import { createHash } from 'node:crypto';
import { ErrorKey } from '@portal/contracts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import * as repo from './idempotency.repo.ts';

/** How long a submission's answer is kept for its retries: a day covers a laptop closed overnight at worst. */
const KEPT_HOURS = 24;

export interface Submission {
  userId: string;
  /** The call the key was sent to, e.g. "orders.create". */
  scope: string;
  /** The `Idempotency-Key` header; without one every request is new work. */
  key: string | undefined;
  body: unknown;
}

export interface Outcome<Answer> {
  answer: Answer;
  /** True when the answer is the stored one of an earlier request: the work was not done again. */
  replayed: boolean;
}

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Does `work` in one transaction, given deps whose database is that transaction, and keeps its answer
 * under the submission's key in the same transaction: the key is stored exactly when the work was done. A
 * request with a stored key gets the stored answer; one with a key that is still being worked on waits for
 * that transaction (PostgreSQL holds the second insert of the key until the first commits or rolls back). A
 * refused or failed request leaves no key behind, so a corrected resubmission runs.
 */
export async function doOnce<Answer>(
  deps: AppDeps,
  submission: Submission,
  work: (unitDeps: AppDeps) => Promise<Answer>,
): Promise<Outcome<Answer>> {
  const { userId, scope, key } = submission;
  return deps.db.transaction(async (tx) => {
    const unitDeps: AppDeps = { ...deps, db: tx };
    if (!key) return { answer: await work(unitDeps), replayed: false };
    const now = nowOf(deps);
    const bodyHash = hashOf(submission.body);
    const expiresAt = new Date(now.getTime() + KEPT_HOURS * 3600_000);
    const row = { userId, scope, key, bodyHash, answer: {}, createdAt: now, expiresAt };
    if (!(await repo.claimKey(tx, row))) {
      const earlier = await repo.findRequest(tx, { userId, scope, key });
      if (!earlier || earlier.bodyHash !== bodyHash) throw new AppError(ErrorKey.idempotencyKeyReused, 409);
      return { answer: earlier.answer as Answer, replayed: true };
    }
    const answer = await work(unitDeps);
    await repo.saveAnswer(tx, { userId, scope, key }, answer);
    return { answer, replayed: false };
  });
}

/** The nightly clean-up: answers older than a day are of no retry any more. */
export async function removeExpiredAnswers(deps: AppDeps): Promise<number> {
  return repo.deleteExpired(deps.db, nowOf(deps));
}
