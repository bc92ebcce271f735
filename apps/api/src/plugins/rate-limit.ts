import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { ErrorKey } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RetryLaterError } from '../app-error.ts';
import { clientAddress } from '../client-address.ts';
import type { Db } from '../db/client.ts';
import { countLimitedCall } from '../modules/rate-limits/rate-limits.service.ts';

/**
 * Calls per minute; 0 turns a limit off. The address and session limits guard one process against a flood and
 * are counted in it; the group limits guard against guessing and mail floods and are counted in the database,
 * one count for every hub process on it.
 */
export interface RateLimits {
  /** Every /api call from one client address (an IPv6 client by its /64), per hub process. */
  perAddress: number;
  /** Every /api call of one signed-in session, except file transfers under /api/storage, per hub process. */
  perSession: number;
  /**
   * Every call that hashes or checks a password: sign-in, accepting an invitation, changing one's password or
   * email address (both check the current one); per client address.
   */
  signIn: number;
  /** Asking for a reset link and writing to customer support (both send mail), setting a new password; per client address. */
  password: number;
  /** The calls of the pages opened from mailed or texted links (email confirmation too), per client address. */
  publicLinks: number;
}

/**
 * Far above what an office meets (dozens of people behind one address, a 300-picture grid of thumbnails,
 * upload bursts), low enough that one client cannot flood a 2-core hub.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  perAddress: 6000,
  perSession: 1200,
  signIn: 30,
  password: 10,
  publicLinks: 120,
};

const MINUTE_MS = 60_000;
// Client addresses (or sessions) remembered per limit; the least recently seen are forgotten first.
const TRACKED_CLIENTS = 50_000;

const isApiCall = (request: FastifyRequest) => /^\/api(?:[/?]|$)/i.test(request.url);
const isFileTransfer = (request: FastifyRequest) =>
  (request.routeOptions.url ?? '').toLowerCase().startsWith('/api/storage/');

type Check = ReturnType<FastifyInstance['createRateLimit']>;

function refuse(name: string, secondsLeft: number, request: FastifyRequest): never {
  request.log.warn({ rateLimit: name }, 'rate limit reached');
  throw new RetryLaterError(ErrorKey.tooManyRequests, 429, secondsLeft);
}

/** Counts the request in this process; over the limit it answers 429 with Retry-After and the translated message. */
async function enforce(check: Check | null, name: string, request: FastifyRequest) {
  if (!check) return;
  const result = await check(request);
  if (result.isAllowed || !result.isExceeded) return;
  refuse(name, result.ttlInSeconds, request);
}

export interface RateLimitPluginOptions {
  limits: RateLimits;
  db: Db;
}

/**
 * Rate limits of the API. The address limit runs before the session is looked up and in memory, so a flood
 * never reaches the database; a limited route's group is then counted in the database with one statement;
 * the session limit runs once the session is known. The portal's own files are not counted.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { limits, db }: RateLimitPluginOptions) => {
  await app.register(rateLimit, { global: false });
  const perMinute = (max: number, keyGenerator?: (request: FastifyRequest) => string) => {
    if (max <= 0) return null;
    // createRateLimit honours `cache` as a route's limit does, though its type leaves it out.
    const options: RateLimitOptions = { max, timeWindow: MINUTE_MS, cache: TRACKED_CLIENTS };
    // Without a key generator the client address is the key (an IPv6 client by its /64).
    if (keyGenerator) options.keyGenerator = keyGenerator;
    return app.createRateLimit(options);
  };
  const byAddress = perMinute(limits.perAddress);
  const bySession = perMinute(limits.perSession, (request) => request.actor?.sessionId ?? '');

  app.addHook('onRequest', async (request) => {
    if (!isApiCall(request)) return;
    await enforce(byAddress, 'address', request);
    const group = request.routeOptions.config.limitGroup;
    if (!group || limits[group] <= 0) return;
    const key = `${group} ${clientAddress(request.ip)}`;
    const { allowed, secondsLeft } = await countLimitedCall({ db }, key, limits[group]);
    if (!allowed) refuse(group, secondsLeft, request);
  });

  // After every onRequest hook, so the auth plugin has found the session; before the body is read.
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.actor && !isFileTransfer(request)) await enforce(bySession, 'session', request);
    return payload;
  });
});
