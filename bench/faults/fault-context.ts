import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { LocalStorage } from '../../apps/api/src/adapters/storage/local-storage.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import type { buildOffices } from '../../apps/api/src/test/factories.ts';
import type { PostgresServer } from '../../apps/api/src/test/postgres-server.ts';

/** What every fault scenario works with: the database, the hub (restartable), its storage and a session. */
export interface FaultContext {
  database: Database;
  server: PostgresServer;
  dataDir: string;
  storage: LocalStorage;
  offices: Awaited<ReturnType<typeof buildOffices>>;
  /** `Bearer <token>` of the office's agent. */
  authorization: string;
  baseUrl: string;
  /** Kills the hub with SIGKILL and starts it again on the same settings; answers when it listens. */
  killAndRestartHub(): Promise<void>;
  /** How the running hub ended (`code 0`, `SIGTERM`) when it is no longer running, else null. */
  hubEnded(): string | null;
  /** Records a problem when `ok` is false; the bench exits 1 at the end when any was recorded. */
  check(ok: boolean, problem: string): void;
  /** Mails the scenarios expect the hub to have sent, checked once at the end. */
  expectMails(count: number): void;
}

/**
 * The killed hub's job is handed out again once it expires, and pg-boss looks for expired jobs every
 * 2 minutes; so a job killed mid-run finishes 1-3 minutes after the restart.
 */
export const JOB_EXPIRE_SECONDS = 60;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything under the storage folder, folders included, as paths relative to it (bookkeeping files too). */
export const storedFiles = (context: FaultContext) =>
  readdir(path.join(context.dataDir, 'storage'), { recursive: true });

/**
 * Waits until `done` answers true, checking every second; answers the seconds since `since`, or null when
 * `timeoutSeconds` passed or the hub ended (recorded as a problem, since nothing would finish any more).
 */
export async function waitUntil(
  context: FaultContext,
  done: () => Promise<boolean>,
  timeoutSeconds: number,
  since = performance.now(),
) {
  while (!(await done())) {
    const ended = context.hubEnded();
    if (ended) {
      context.check(false, `the hub ended (${ended}) while the bench waited for its jobs`);
      return null;
    }
    if (performance.now() - since > timeoutSeconds * 1000) return null;
    await sleep(1000);
  }
  return (performance.now() - since) / 1000;
}
