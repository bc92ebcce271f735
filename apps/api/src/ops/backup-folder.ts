import { spawn } from 'node:child_process';
import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { otherProcessesUsing } from './data-folder-lock.ts';

/** The settings a backup or restore reads: where the data lives and which database and storage are used. */
export type BackupSettings = Pick<
  Config,
  'dataDir' | 'pgliteDir' | 'storageDir' | 'DATABASE_URL' | 'S3_BUCKET'
>;

/** What a backup folder holds, written last as `manifest.json`, so a folder without it is not a backup. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** `database.tar.gz` (PGlite's data directory) or `database.pgdump` (pg_dump's custom format). */
    file: string;
    bytes: number;
    /** How many migrations the schema had, and the newest one's tag. */
    migrations: number;
    lastMigration?: string;
  };
  storage: { kind: 'local'; folder: string; files: number; bytes: number } | { kind: 's3'; bucket: string };
}

export const MANIFEST_FILE = 'manifest.json';

/** A refusal with a message for the person running the command (no stack trace needed). */
export class BackupRefused extends Error {}

export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  await writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BackupRefused(`${folder} is not a complete backup: it has no ${MANIFEST_FILE}.`);
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 1) throw new BackupRefused(`${folder}: unknown backup format ${manifest.format}.`);
  return manifest;
}

/** Unfinished uploads (written beside their key and renamed when complete) are not files to keep. */
const isUnfinishedUpload = (file: string) => path.basename(file).includes('.partial-');

/** Copies the storage folder, leaving out unfinished uploads; counts the stored files and their bytes. */
export async function copyStorage(from: string, to: string): Promise<{ files: number; bytes: number }> {
  await mkdir(to, { recursive: true });
  // A hub that never stored a file has no storage folder yet.
  const exists = await stat(from).then(
    () => true,
    () => false,
  );
  if (exists) await cp(from, to, { recursive: true, filter: (source) => !isUnfinishedUpload(source) });
  return countStoredFiles(to);
}

/** The stored files under a storage folder (not their `.meta.json` companions) and their total size. */
export async function countStoredFiles(folder: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.endsWith('.meta.json')) continue;
    files += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { files, bytes };
}

/** Refuses while a hub runs on the data folder: PGlite cannot be opened twice, nor replaced under a hub. */
export function refuseWhileHubRuns(dataDir: string, action: string): void {
  const pids = otherProcessesUsing(dataDir);
  if (pids.length === 0) return;
  throw new BackupRefused(
    `A hub is running on ${dataDir} (process ${pids.join(', ')}). Stop it before the ${action}, then start it again. ` +
      `If no hub runs, remove ${path.join(dataDir, 'running')}.`,
  );
}

/**
 * Runs a PostgreSQL client tool (pg_dump, pg_restore) with the database URL split so the password travels in
 * PGPASSWORD, not on the command line where `ps` shows it. Refuses with the command to run when it is missing.
 */
export function runPostgresTool(tool: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const fullArgs = [...args, `--dbname=${url.toString()}`];
  return new Promise((resolve, reject) => {
    const child = spawn(tool, fullArgs, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupRefused(
              `${tool} is not installed here (Debian: apt-get install postgresql-client). Run it where it is:\n` +
                `  ${tool} ${args.join(' ')} --dbname="$DATABASE_URL"`,
            )
          : error,
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupRefused(`${tool} failed (exit code ${code}); see its message above.`)),
    );
  });
}
