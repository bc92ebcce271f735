import type { Logger } from 'pino';
import type { AddressLookup } from './adapters/address/address-lookup.ts';
import type { AiTextTool } from './adapters/ai-text/ai-text-tool.ts';
import type { DirectoryClient } from './adapters/identity/directory-client.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { PinnedPost } from './adapters/outbound/pinned-post.ts';
import type { HostResolver } from './adapters/outbound/public-target.ts';
import type { SmsSender } from './adapters/sms/sms-sender.ts';
import type { LinkSigner } from './adapters/storage/link-signer.ts';
import type { Storage } from './adapters/storage/storage.ts';
import type { TranslationsClient } from './adapters/translations/translations-client.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { PasswordHashing } from './modules/auth/secrets.ts';

/** Settings that say whether a real service or the hub's offline default is used. */
type ServiceSetting =
  | 'AI_TEXT_URL'
  | 'TRANSLATIONS_URL'
  | 'DK_ADDRESS_URL'
  | 'MAPS_API_URL'
  | 'SMS_URL'
  | 'S3_BUCKET';

/** Settings with a default of their own (config.ts), so tests may leave them out. */
type DefaultedSetting =
  | 'SUPPORT_PHONE'
  | 'SUPPORT_EMAIL'
  | 'WEBHOOK_ALLOWED_ADDRESSES'
  | 'MAIL_FROM'
  | 'STUDIO_NAME';

/** What the modules need from the outside world; tests pass their own. */
export interface AppDeps extends PasswordHashing {
  /** The optional service settings are read by the apps page (branches/branch-apps.service.ts). */
  config: Pick<Config, 'publicUrl' | 'NODE_ENV'> & Partial<Pick<Config, ServiceSetting | DefaultedSetting>>;
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  translations: TranslationsClient;
  addressLookup: AddressLookup;
  aiText: AiTextTool;
  /** The organisation's directory (OpenID Connect); absent when OIDC_* is not set, and sign-in is by password. */
  directory?: DirectoryClient;
  storage: Storage;
  /** Signs and checks the hub's own expiring links (the listing feed's pictures) with the link secret. */
  links: LinkSigner;
  jobs: JobQueue;
  logger: Logger;
  /** Looks up the addresses of a host the hub sends to (webhooks); the system's resolver by default. */
  resolveHost?: HostResolver;
  /** Opens the connection to an address already checked and POSTs (webhooks); tests watch it. */
  postPinned?: PinnedPost;
  now?: () => Date;
  /** Waits before answering (the sign-in slow-down); tests record the wait instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
  /** How far the case and task lists count matches before showing "10,000+"; tests lower it. */
  listCountCap?: number;
}

export const nowOf = (deps: AppDeps): Date => deps.now?.() ?? new Date();
