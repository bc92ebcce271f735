import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';

/** 256 random bits, URL-safe: session tokens, reset tokens and invitation ids. */
export function createRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not hand out sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** Current guidance for scrypt (OWASP): N = 2^17, r = 8, p = 1, which takes 128 MiB per hash. */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
// A stored hash names its own cost; anything past these bounds is refused rather than computed, so a
// tampered row cannot make one sign-in take the machine's memory.
const MAX_COST: ScryptCost = { N: 2 ** 20, r: 32, p: 16 };

/**
 * At most two hashes at a time per hub process: each one holds 128 MiB, and Node's four worker threads
 * also serve file reads and writes, which a burst of sign-ins must not starve.
 */
const MAX_PARALLEL_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function deriveKey(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs about 128 * N * r bytes; Node refuses by default anything above 32 MiB.
  const maxmem = 2 * 128 * cost.N * cost.r;
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    scheme === 'scrypt' &&
    salt &&
    key &&
    Number.isInteger(Math.log2(cost.N)) &&
    cost.N > 1 &&
    cost.N <= MAX_COST.N &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= MAX_COST.r &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= MAX_COST.p;
  return valid ? { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') } : undefined;
}

/** scrypt with a random salt; the cost is stored with the hash, so it can be raised later. */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(password, salt, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A hash of a password being set now, at the hub's current cost (tests lower it through `deps`). */
export function hashNewPassword(deps: Pick<AppDeps, 'passwordCost'>, password: string): Promise<string> {
  return hashPassword(password, deps.passwordCost ?? PASSWORD_COST);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await deriveKey(password, parsed.salt, parsed.cost);
  return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
}

/** Whether a stored hash is weaker than the current cost (a stronger one is kept as it is). */
export function needsRehash(stored: string, cost: ScryptCost = PASSWORD_COST): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

/**
 * Verified against when the account does not exist or has no password, at the current cost, so that the
 * answer takes about as long as for a wrong password.
 */
export function unknownAccountHash(cost: ScryptCost = PASSWORD_COST): string {
  const zeros = (bytes: number) => Buffer.alloc(bytes).toString('base64');
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${zeros(16)}$${zeros(KEY_LENGTH)}`;
}
