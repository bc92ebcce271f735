// Session lifetime and sign-in throttling rules (docs/decisions.md "Sessions").
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const SESSION_POLICY = {
  remember: { absoluteMs: 365 * DAY, idleMs: 30 * DAY },
  browser: { absoluteMs: DAY, idleMs: 8 * HOUR },
  /** last_seen_at is written at most this often, to keep reads cheap. */
  touchEveryMs: 60 * 1000,
} as const;

export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerAccount: 5,
  maxFailuresPerClient: 30,
} as const;

export const RESET_TOKEN_LIFETIME_MS = HOUR;

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const clientKey = (ip: string) => `client:${ip}`;
