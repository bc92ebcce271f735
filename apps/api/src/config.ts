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
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
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
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    webDist: path.resolve(values.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}
