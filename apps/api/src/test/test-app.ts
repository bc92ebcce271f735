import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF_HEADER } from '@portal/contracts';
import pino from 'pino';
import { afterAll } from 'vitest';
import type { AddressLookup } from '../adapters/address/address-lookup.ts';
import { createAddressLookup } from '../adapters/address/create-address-lookup.ts';
import type { AiTextTool } from '../adapters/ai-text/ai-text-tool.ts';
import { createAiTextTool } from '../adapters/ai-text/create-ai-text-tool.ts';
import type { DirectoryClient } from '../adapters/identity/directory-client.ts';
import { createMailer } from '../adapters/mail/mailer.ts';
import type { SmsMessage, SmsSender } from '../adapters/sms/sms-sender.ts';
import { createLinkSigner } from '../adapters/storage/link-signer.ts';
import { createLocalStorage } from '../adapters/storage/local-storage.ts';
import type { TranslationsClient } from '../adapters/translations/translations-client.ts';
import { buildApp } from '../app.ts';
import type { App } from '../app-types.ts';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { registerJobs } from '../jobs/register-jobs.ts';
import type { HashQueue } from '../modules/auth/secrets.ts';
import type { RateLimits } from '../plugins/rate-limit.ts';
import { createFakeNetwork, type FakeNetwork } from './fakes/fake-network.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  db: Db;
  deps: AppDeps;
  mail: Awaited<ReturnType<typeof startSmtpSink>>;
  /** Text messages sent through the default SMS sender (not when the test passes its own). */
  sms: SmsMessage[];
  /** Moves the hub's clock, for expiry rules. */
  setNow(date: Date | undefined): void;
  /** Every delay the hub asked for (the sign-in slow-down), in ms; tests do not really wait. */
  waits: number[];
  /** The delays the hub asked for while running `attempts`. */
  delaysDuring(attempts: () => Promise<unknown>): Promise<number[]>;
  /** The hub's name lookups and outgoing connections (webhooks): no real DNS, nothing beyond loopback. */
  network: FakeNetwork;
}

/**
 * Password hashes in tests use a cheap scrypt cost, so that hundreds of sign-ins stay fast; the hub itself
 * always uses PASSWORD_COST (auth/secrets.ts).
 */
export const TEST_PASSWORD_COST = { N: 1024, r: 8, p: 1 };

/** One hub per test file, with its own database and a real SMTP server; closed after the file. */
export async function createTestApp(
  options: {
    translations?: TranslationsClient;
    addressLookup?: AddressLookup;
    aiText?: AiTextTool;
    sms?: SmsSender;
    /** The organisation's directory (a client of the test's own OpenID provider); none by default. */
    directory?: DirectoryClient;
    /** Settings: those the apps page reports (AI_TEXT_URL, S3_BUCKET...), WEBHOOK_ALLOWED_ADDRESSES... */
    config?: Partial<AppDeps['config']>;
    /**
     * Rate limits of the hub; off unless a test asks, since a test file signs in from one address far
     * more often than a person does.
     */
    rateLimits?: RateLimits;
    /** The line password hashes wait in; the process's own by default, a small one to test a full line. */
    hashQueue?: HashQueue;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const mail = await startSmtpSink();
  const logger = pino({ level: 'silent' });
  const storageRoot = await mkdtemp(path.join(tmpdir(), 'portal-storage-'));
  const linkSecret = randomBytes(24).toString('hex');
  const storage = await createLocalStorage({ root: storageRoot, secret: linkSecret });
  let now: Date | undefined;
  const sms: SmsMessage[] = [];
  const waits: number[] = [];
  const network = createFakeNetwork();
  const deps: AppDeps = {
    config: { publicUrl: 'http://portal.test', NODE_ENV: 'test', ...options.config },
    db: database.db,
    logger,
    mailer: createMailer({ smtpUrl: mail.url, mailDir: '/nonexistent', from: 'portal@portal.test', logger }),
    sms: options.sms ?? { send: async (message) => void sms.push(message) },
    translations: options.translations ?? { load: async () => ({}) },
    addressLookup: options.addressLookup ?? createAddressLookup({ logger }),
    aiText: options.aiText ?? createAiTextTool({ logger }),
    directory: options.directory,
    storage,
    links: createLinkSigner(linkSecret),
    jobs: createJobQueue({ sql: database.sql, logger, pollingIntervalSeconds: 0.5 }),
    resolveHost: network.resolveHost,
    postPinned: network.postPinned,
    now: () => now ?? new Date(),
    sleep: async (ms) => void waits.push(ms),
    passwordCost: TEST_PASSWORD_COST,
    hashQueue: options.hashQueue,
  };
  // Route tests run the hub's jobs too: a call that queues one is answered by the real worker.
  registerJobs(deps);
  const app = await buildApp(deps, { rateLimits: options.rateLimits ?? false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await deps.jobs.stop();
    await mail.close();
    await database.close();
    await rm(storageRoot, { recursive: true, force: true });
  });
  return {
    app,
    db: database.db,
    deps,
    mail,
    sms,
    waits,
    async delaysDuring(attempts) {
      const before = waits.length;
      await attempts();
      return waits.slice(before);
    },
    network,
    setNow: (date) => {
      now = date;
    },
  };
}

/** Headers of a signed-in portal request: the session cookie plus the portal's CSRF header. */
export function portalHeaders(cookie: string): Record<string, string> {
  return { cookie, [CSRF_HEADER]: '1' };
}

export const csrfHeader = { [CSRF_HEADER]: '1' };
