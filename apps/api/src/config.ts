import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { LIST_COUNT_CAP } from './db/query-helpers.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './plugins/rate-limit.ts';
import { DEFAULT_TIMEOUTS, type Timeouts } from './plugins/timeouts.ts';

/** The demo's customer support, used when SUPPORT_PHONE / SUPPORT_EMAIL are not set. */
export const SUPPORT_DEFAULTS = { phone: '+45 70 20 30 40', email: 'support@portal.local' };

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());
const perMinute = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
const seconds = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

// Names proxy-addr (Fastify's trustProxy) understands for whole address ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One address or range: `10.0.0.1`, `10.0.0.0/8`, `fd00::/8`. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const isProxyAddress = (entry: string) => PROXY_RANGE_NAMES.has(entry) || isAddressOrRange(entry);

/** A comma-separated list of addresses and ranges, each passing `isEntry`; empty for none. */
const addressList = (isEntry: (entry: string) => boolean, message: string) =>
  z
    .string()
    .default('')
    .transform((value, context) => {
      const text = value.trim();
      if (text === '') return [];
      const entries = text.split(',').map((entry) => entry.trim());
      if (entries.every(isEntry)) return entries;
      context.issues.push({ code: 'custom', input: value, message });
      return z.NEVER;
    });

/**
 * Which proxies in front of the hub may tell the client's address (X-Forwarded-For) and protocol: none
 * (default), or their addresses and ranges. "Anyone" is not offered, since every client could then forge
 * its address past the per-address limits and into the audit log; nor is a hop count, which cannot tell a
 * proxy from a client that reaches the hub directly (Fastify refuses it too).
 */
const TrustProxy = addressList(
  isProxyAddress,
  'a comma-separated list of proxy addresses or ranges, e.g. 10.0.0.1, 10.0.0.0/8 or loopback',
).transform((entries) => (entries.length > 0 ? entries : undefined));

/**
 * Addresses outside the public internet that webhooks may still go to: an office's receiver on the
 * provider's own network, or a developer's on this machine. None by default (docs/api.md "Webhooks").
 */
const WebhookAllowedAddresses = addressList(
  isAddressOrRange,
  'a comma-separated list of addresses or ranges, e.g. 10.20.0.5, 10.20.0.0/16 or 127.0.0.1',
);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Property Portal <no-reply@portal.local>'),
  // The provider's studio as delivered material credits it where neither its product nor a visit names anyone;
  // unset: the name mail is sent under (MAIL_FROM's display name).
  STUDIO_NAME: z.string().trim().min(1).max(200).optional(),
  // The provider's customer support as the support page shows it; messages from its form go to the address.
  SUPPORT_PHONE: z.string().min(1).default(SUPPORT_DEFAULTS.phone),
  SUPPORT_EMAIL: z.email().default(SUPPORT_DEFAULTS.email),
  TRANSLATIONS_URL: optionalUrl,
  TRANSLATIONS_API_TOKEN: z.string().optional(),
  TRANSLATIONS_PROJECT_ID: z.string().optional(),
  DK_ADDRESS_URL: optionalUrl,
  MAPS_API_URL: optionalUrl,
  MAPS_API_KEY: z.string().optional(),
  AI_TEXT_URL: optionalUrl,
  AI_TEXT_API_KEY: z.string().optional(),
  SMS_URL: optionalUrl,
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER: z.string().min(1).max(11).default('Portal'),
  // The organisation's directory (OpenID Connect); all three, or directory sign-in is off.
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  // The directory hands out only addresses it has verified, so an ID token without email_verified is taken
  // as verified (one that says false still is not). Off: only email_verified true signs in.
  OIDC_ISSUER_VERIFIES_EMAIL: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  // auto: demo data (with its published password) goes into an empty database, except in production.
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  API_DOCS: z.enum(['public', 'signed-in', 'off']).optional(),
  // Calls per minute, 0 for no limit (plugins/rate-limit.ts).
  RATE_LIMIT_PER_ADDRESS: perMinute(DEFAULT_RATE_LIMITS.perAddress),
  RATE_LIMIT_PER_SESSION: perMinute(DEFAULT_RATE_LIMITS.perSession),
  RATE_LIMIT_SIGN_IN: perMinute(DEFAULT_RATE_LIMITS.signIn),
  RATE_LIMIT_PASSWORD: perMinute(DEFAULT_RATE_LIMITS.password),
  RATE_LIMIT_PUBLIC_LINKS: perMinute(DEFAULT_RATE_LIMITS.publicLinks),
  REQUEST_TIMEOUT_SECONDS: seconds(DEFAULT_TIMEOUTS.requestSeconds),
  UPLOAD_TIMEOUT_SECONDS: seconds(DEFAULT_TIMEOUTS.uploadSeconds),
  IDLE_TIMEOUT_SECONDS: seconds(DEFAULT_TIMEOUTS.idleSeconds),
  // How far the case and task lists count matches before answering "10,000+" (db/query-helpers.ts).
  LIST_COUNT_CAP: z.coerce.number().int().min(1).default(LIST_COUNT_CAP),
  /** On SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  SHUTDOWN_GRACE_SECONDS: seconds(30),
  /**
   * How long a job may run before the queue counts it as failed and hands it out again: also how soon a job
   * of a killed hub process is taken up by another (pg-boss has no heartbeat). Longer than the longest zip.
   */
  JOB_EXPIRE_SECONDS: seconds(900),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: TrustProxy,
  WEBHOOK_ALLOWED_ADDRESSES: WebhookAllowedAddresses,
  STORAGE_SECRET: z.string().min(16).optional(),
  // S3-compatible object storage (AWS S3, MinIO, R2); local disk when S3_BUCKET is not set.
  S3_BUCKET: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  /** The address browsers reach the storage under, when the hub reaches it under another one. */
  S3_PUBLIC_URL: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

export type Config = ReturnType<typeof parseConfig>;

/** Parses the environment once; every problem is listed, not just the first. */
export function parseConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The environment is not valid:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const oidc = [values.OIDC_ISSUER, values.OIDC_CLIENT_ID, values.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    throw new Error(
      'The environment is not valid:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: set all three or none',
    );
  }
  // Tokens and the client secret travel to the directory: plain http only to one on this machine.
  const issuer = values.OIDC_ISSUER ? new URL(values.OIDC_ISSUER) : undefined;
  if (issuer?.protocol === 'http:' && !['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)) {
    throw new Error(
      'The environment is not valid:\n  OIDC_ISSUER: must be https (http only on 127.0.0.1 or localhost)',
    );
  }
  // npm runs workspace scripts inside the workspace; a relative folder means the one npm was started from.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), values.DATA_DIR);
  return {
    ...values,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    mailDir: path.join(dataDir, 'mail'),
    smsDir: path.join(dataDir, 'sms'),
    storageDir: path.join(dataDir, 'storage'),
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    webDist: path.resolve(values.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    rateLimits: {
      perAddress: values.RATE_LIMIT_PER_ADDRESS,
      perSession: values.RATE_LIMIT_PER_SESSION,
      signIn: values.RATE_LIMIT_SIGN_IN,
      password: values.RATE_LIMIT_PASSWORD,
      publicLinks: values.RATE_LIMIT_PUBLIC_LINKS,
    } satisfies RateLimits,
    timeouts: {
      requestSeconds: values.REQUEST_TIMEOUT_SECONDS,
      uploadSeconds: values.UPLOAD_TIMEOUT_SECONDS,
      idleSeconds: values.IDLE_TIMEOUT_SECONDS,
    } satisfies Timeouts,
  };
}
