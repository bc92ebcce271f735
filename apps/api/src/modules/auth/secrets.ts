import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ErrorKey } from '@portal/contracts';
import { RetryLaterError } from '../../app-error.ts';

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

export interface HashQueueBounds {
  /** Hashes computed at once, each on one of Node's worker threads. */
  parallel: number;
  /** Hashes waiting for a thread; one more is refused at once. */
  waiting: number;
}

/**
 * Two hashes at a time per hub process: each one holds 128 MiB, and Node's four worker threads also serve
 * file reads and writes, which a burst of sign-ins must not starve. One hash at PASSWORD_COST takes about
 * 0.23 s on a 2-core machine with Node 24 (two at once about 0.25 s each, 8 a second), so 32 waiting is
 * about 4 s of work: an office signing in all at once still gets in, and the last in line waits seconds,
 * not the request timeout. Past that the hub is being flooded, and an answer "try again" beats a wait.
 */
export const HASH_QUEUE: HashQueueBounds = { parallel: 2, waiting: 32 };
// One hash at PASSWORD_COST while another runs beside it (measured above); a refused caller is told, as
// Retry-After, about how long a full line takes to drain.
const MEASURED_HASH_SECONDS = 0.25;

/** Runs password hashes a few at a time, with a bounded line of hashes waiting their turn. */
export interface HashQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createHashQueue(bounds: HashQueueBounds): HashQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const retryAfterSeconds = Math.ceil((bounds.waiting / bounds.parallel + 1) * MEASURED_HASH_SECONDS);
  return {
    async run(work) {
      if (running < bounds.parallel) running += 1;
      else if (waiting.length < bounds.waiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new RetryLaterError(ErrorKey.serviceUnavailable, 503, retryAfterSeconds);
      try {
        return await work();
      } finally {
        // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/** How this hub hashes passwords: part of AppDeps (deps.ts), so tests can make hashing cheap. */
export interface PasswordHashing {
  /** Cost of new password hashes; tests lower it to stay fast, the hub keeps PASSWORD_COST. */
  passwordCost?: ScryptCost;
  /** Where password hashes wait for a thread: the process's own line unless a test gives a small one. */
  hashQueue?: HashQueue;
}

// One line for the process: the worker threads, and so the hashes' memory, are the process's.
const processHashQueue = createHashQueue(HASH_QUEUE);

function deriveKey(queue: HashQueue, password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // scrypt needs about 128 * N * r bytes; Node refuses by default anything above 32 MiB.
  const maxmem = 2 * 128 * cost.N * cost.r;
  return queue.run(
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

/**
 * scrypt with a random salt; the cost is stored with the hash, so it can be raised later. Waits in the
 * process's hash queue unless given another; a full queue answers 503 "try again" with Retry-After.
 */
export async function hashPassword(
  password: string,
  cost: ScryptCost = PASSWORD_COST,
  queue: HashQueue = processHashQueue,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await deriveKey(queue, password, salt, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** A hash of a password being set now, at the hub's current cost (tests lower it through `deps`). */
export function hashNewPassword(deps: PasswordHashing, password: string): Promise<string> {
  return hashPassword(password, deps.passwordCost ?? PASSWORD_COST, deps.hashQueue);
}

/** Whether the password matches the stored hash; waits in the hash queue like hashPassword. */
export async function verifyPassword(
  deps: Pick<PasswordHashing, 'hashQueue'>,
  password: string,
  stored: string,
): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = await deriveKey(deps.hashQueue ?? processHashQueue, password, parsed.salt, parsed.cost);
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
