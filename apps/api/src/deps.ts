import type { Logger } from 'pino';
import type { AddressLookup } from './adapters/address/address-lookup.ts';
import type { AiTextTool } from './adapters/ai-text/ai-text-tool.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { SmsSender } from './adapters/sms/sms-sender.ts';
import type { Storage } from './adapters/storage/storage.ts';
import type { TranslationsClient } from './adapters/translations/translations-client.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';

/** What the modules need from the outside world; tests pass their own. */
export interface AppDeps {
  config: Pick<Config, 'publicUrl' | 'NODE_ENV'>;
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  translations: TranslationsClient;
  addressLookup: AddressLookup;
  aiText: AiTextTool;
  storage: Storage;
  jobs: JobQueue;
  logger: Logger;
  now?: () => Date;
}

export const nowOf = (deps: AppDeps): Date => deps.now?.() ?? new Date();
