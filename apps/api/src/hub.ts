import { mkdir } from 'node:fs/promises';
import { createAddressLookup } from './adapters/address/create-address-lookup.ts';
import { createAiTextTool } from './adapters/ai-text/create-ai-text-tool.ts';
import { createDirectoryClient } from './adapters/identity/directory-client.ts';
import { createMailer } from './adapters/mail/mailer.ts';
import { createSmsSender } from './adapters/sms/sms-sender.ts';
import { createStorage, linkSecret } from './adapters/storage/create-storage.ts';
import { createLinkSigner } from './adapters/storage/link-signer.ts';
import { createTranslationsClient } from './adapters/translations/translations-client.ts';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './db/demo-accounts.ts';
import { demoAccountsExist, demoDataWanted, prepareDatabaseInChildProcess } from './db/seed-on-start.ts';
import { isNewPgliteFolder } from './db/start-template.ts';
import type { AppDeps } from './deps.ts';
import { createJobQueue } from './jobs/job-queue.ts';
import { registerJobs } from './jobs/register-jobs.ts';
import { createLogger } from './logger.ts';
import { markDataFolderInUse, otherProcessesUsing } from './ops/data-folder-lock.ts';
import { gracefulShutdown } from './shutdown.ts';

const config = parseConfig();
const logger = createLogger(config.LOG_LEVEL, { readable: config.NODE_ENV === 'development' });

await mkdir(config.dataDir, { recursive: true });
// PGlite takes no lock of its own, and a second process in its folder corrupts it.
const otherHubs = config.DATABASE_URL ? [] : otherProcessesUsing(config.dataDir);
if (otherHubs.length > 0) {
  logger.fatal(
    { pids: otherHubs },
    `another hub (process ${otherHubs.join(', ')}) runs on ${config.dataDir}`,
  );
  process.exit(1);
}
markDataFolderInUse(config.dataDir);
const storage = await createStorage(config);
const links = createLinkSigner(await linkSecret(config));

// A first start (a new PGlite folder, or a database without the demo data that it should get) does its
// database work in a process of its own, so the memory that initdb and seeding take is given back when it
// ends (PGlite's WebAssembly memory never shrinks); a later start only migrates.
const openConfigured = () => openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.pgliteDir });
let opened = isNewPgliteFolder(config) ? undefined : await openConfigured();
if (opened) await opened.migrate();
if (!opened || (await demoDataWanted(opened.db, config.SEED_DEMO, config.NODE_ENV))) {
  if (opened?.kind === 'pglite') await opened.close();
  if (await prepareDatabaseInChildProcess(200)) logger.info('demo data loaded');
  if (opened?.kind !== 'postgres') opened = await openConfigured();
}
const database = opened;
logger.info({ database: database.kind }, 'database ready');

const demoAccounts = await demoAccountsExist(database.db);
if (demoAccounts && config.NODE_ENV === 'production' && config.SEED_DEMO !== 'always') {
  logger.warn('demo accounts with the published password exist in this database; deactivate or remove them');
}

const jobs = createJobQueue({ sql: database.sql, logger, expireSeconds: config.JOB_EXPIRE_SECONDS });
const deps: AppDeps = {
  jobs,
  config,
  db: database.db,
  logger,
  mailer: createMailer({
    smtpUrl: config.SMTP_URL,
    mailDir: config.mailDir,
    from: config.MAIL_FROM,
    logger,
  }),
  sms: createSmsSender({
    smsUrl: config.SMS_URL,
    apiKey: config.SMS_API_KEY,
    sender: config.SMS_SENDER,
    smsDir: config.smsDir,
    logger,
  }),
  translations: createTranslationsClient({
    baseUrl: config.TRANSLATIONS_URL,
    apiToken: config.TRANSLATIONS_API_TOKEN,
    projectId: config.TRANSLATIONS_PROJECT_ID,
  }),
  addressLookup: createAddressLookup({
    dkAddressUrl: config.DK_ADDRESS_URL,
    mapsApiUrl: config.MAPS_API_URL,
    mapsApiKey: config.MAPS_API_KEY,
    logger,
  }),
  aiText: createAiTextTool({ baseUrl: config.AI_TEXT_URL, apiKey: config.AI_TEXT_API_KEY, logger }),
  directory: createDirectoryClient({
    issuer: config.OIDC_ISSUER,
    clientId: config.OIDC_CLIENT_ID,
    clientSecret: config.OIDC_CLIENT_SECRET,
    issuerVerifiesEmail: config.OIDC_ISSUER_VERIFIES_EMAIL,
    logger,
  }),
  storage,
  links,
  listCountCap: config.LIST_COUNT_CAP,
};
registerJobs(deps);
const app = await buildApp(deps, {
  webDist: config.webDist,
  trustProxy: config.TRUST_PROXY,
  rateLimits: config.rateLimits,
  timeouts: config.timeouts,
  apiDocs: config.API_DOCS,
});

await app.listen({ port: config.PORT, host: config.HOST });
await jobs.start();

const emailWidth = Math.max(...DEMO_USERS.map((user) => user.email.length));
const signIns = DEMO_USERS.map((user) => `  ${user.email.padEnd(emailWidth)}  ${user.description}`).join(
  '\n',
);
const demoText = demoAccounts ? `\n  Demo sign-ins (password "${DEMO_PASSWORD}"):\n${signIns}\n` : '';
console.log(`
  The portal is running at ${config.publicUrl}
  Data: ${database.kind === 'pglite' ? config.pgliteDir : 'PostgreSQL (DATABASE_URL)'}; mail: ${config.SMTP_URL ? 'SMTP' : config.mailDir}
${demoText}`);

const shutDown = gracefulShutdown({
  app,
  jobs,
  database,
  logger,
  graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutDown(signal));
