// Session lifetime and sign-in throttling rules (docs/decisions/0047-session-token-in-an-httponly-cookie.md,
// docs/decisions/0050-sign-in-slowed-never-locked.md).
import { clientAddress } from '../../client-address.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const SESSION_POLICY = {
  remember: { absoluteMs: 365 * DAY, idleMs: 30 * DAY },
  browser: { absoluteMs: DAY, idleMs: 8 * HOUR },
  /** last_seen_at is written at most this often, to keep reads cheap. */
  touchEveryMs: 60 * 1000,
} as const;

/**
 * Sign-in throttling. An account is never locked: after its first failures in a window every further
 * attempt is held before the password is checked, so the owner still gets in with the right password
 * while guessing slows down. A client address that keeps failing is refused outright.
 */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failed attempts on one account answered without delay. */
  undelayedFailuresPerAccount: 5,
  /** The delay after those, doubling with each further failure up to the maximum. */
  firstDelayMs: 1000,
  maxDelayMs: 15_000,
  /** Failed attempts from one client address; the next one is refused. */
  maxFailuresPerClient: 30,
} as const;

/** How long an attempt waits, given the account's failures in the window before it. */
export function signInDelayMs(earlierFailures: number): number {
  const beyond = earlierFailures - THROTTLE.undelayedFailuresPerAccount;
  if (beyond < 0) return 0;
  return Math.min(THROTTLE.firstDelayMs * 2 ** beyond, THROTTLE.maxDelayMs);
}

/** Seconds until a counting window that started at `startedAt` ends, for Retry-After. */
export function secondsLeftInWindow(startedAt: Date, windowMs: number, now: Date): number {
  return Math.ceil((startedAt.getTime() + windowMs - now.getTime()) / 1000);
}

/** Reset-link requests: a few per address, so nobody can fill a mailbox; more per client address. */
export const RESET_REQUESTS = {
  windowMs: 15 * 60 * 1000,
  maxPerEmail: 3,
  maxPerClient: 20,
} as const;

export const RESET_TOKEN_LIFETIME_MS = HOUR;

// A client is counted as the rate limits count it (an IPv6 client by its /64), so rotating addresses inside
// one network does not start a fresh count.
export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const clientKey = (ip: string) => `client:${clientAddress(ip)}`;
export const resetEmailKey = (email: string) => `reset-email:${email.toLowerCase()}`;
export const resetClientKey = (ip: string) => `reset-client:${clientAddress(ip)}`;
