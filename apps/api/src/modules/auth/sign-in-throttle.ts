import { setTimeout as wait } from 'node:timers/promises';
import { ErrorKey } from '@portal/contracts';
import { RetryLaterError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { accountKey, clientKey, secondsLeftInWindow, signInDelayMs, THROTTLE } from './auth.policy.ts';
import * as repo from './auth.repo.ts';

/** Someone trying a password: the account it is tried on, and the client address it comes from. */
export interface PasswordGuess {
  email: string;
  ip: string;
}

/**
 * Checks a password under the sign-in throttle. Sign-in and every call that asks for the current password
 * (changing the password or the email address) go through here, so a guess counts the same wherever it is
 * made: a stolen session guesses no faster than a stranger at the sign-in page.
 *
 * The attempt counts as a failure until the check says the password is right, so parallel attempts cannot
 * slip past the limits together. A client address past its limit is refused with 429; an account past its
 * free failures is held, never refused, so nobody can lock its owner out. A check that could not answer (a
 * full hash queue) is not a guess and is taken back.
 */
export async function checkPasswordThrottled(
  deps: AppDeps,
  guess: PasswordGuess,
  check: () => Promise<boolean>,
): Promise<boolean> {
  await admitAttempt(deps, guess);
  let right: boolean;
  try {
    right = await check();
  } catch (error) {
    await takeBackAttempt(deps, guess);
    throw error;
  }
  // The right password starts the account afresh, and the attempt no longer counts for the client.
  if (right) {
    await repo.clearFailures(deps.db, accountKey(guess.email));
    await repo.uncountAttempt(deps.db, clientKey(guess.ip));
  }
  return right;
}

async function admitAttempt(deps: AppDeps, { email, ip }: PasswordGuess): Promise<void> {
  const now = nowOf(deps);
  const windowStart = new Date(now.getTime() - THROTTLE.windowMs);
  const client = await repo.countAttempt(deps.db, clientKey(ip), now, windowStart);
  if (client.count > THROTTLE.maxFailuresPerClient) {
    const secondsLeft = secondsLeftInWindow(client.windowStartedAt, THROTTLE.windowMs, now);
    throw new RetryLaterError(ErrorKey.tooManyAttempts, 429, secondsLeft);
  }
  const account = await repo.countAttempt(deps.db, accountKey(email), now, windowStart);
  const delayMs = signInDelayMs(account.count - 1);
  if (delayMs > 0) await (deps.sleep ?? wait)(delayMs);
}

async function takeBackAttempt(deps: AppDeps, { email, ip }: PasswordGuess): Promise<void> {
  await repo.uncountAttempt(deps.db, accountKey(email));
  await repo.uncountAttempt(deps.db, clientKey(ip));
}
