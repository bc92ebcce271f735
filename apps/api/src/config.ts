import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Property Portal <no-reply@portal.local>'),
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
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
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
  };
}
