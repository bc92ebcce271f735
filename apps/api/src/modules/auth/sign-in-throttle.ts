import { setTimeout as wait } from 'node:timers/promises';
import { ErrorKey } from '@portal/contracts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { AppError } from '../../plugins/errors.ts';
import { accountKey, clientKey, signInDelayMs, THROTTLE } from './auth.policy.ts';
import * as repo from './auth.repo.ts';

/**
 * Lets a sign-in attempt go on to the password check. The attempt counts as a failure until it succeeds, so
 * parallel attempts cannot slip past the limits together. A client address past its limit is refused; an
 * account past its free failures is held, never refused, so nobody can lock its owner out.
 */
export async function admitSignInAttempt(deps: AppDeps, email: string, ip: string): Promise<void> {
  const now = nowOf(deps);
  const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
  const clientFailures = await repo.countAttempt(deps.db, clientKey(ip), now, windowStart);
  if (clientFailures > THROTTLE.maxFailuresPerClient) throw new AppError(ErrorKey.tooManyAttempts, 429);
  const accountFailures = await repo.countAttempt(deps.db, accountKey(email), now, windowStart);
  const delayMs = signInDelayMs(accountFailures - 1);
  if (delayMs > 0) await (deps.sleep ?? wait)(delayMs);
}

/** After a successful sign-in: the account starts afresh, and the attempt no longer counts for the client. */
export async function forgiveSignInAttempt(deps: AppDeps, email: string, ip: string): Promise<void> {
  await repo.clearFailures(deps.db, accountKey(email));
  await repo.uncountAttempt(deps.db, clientKey(ip));
}
