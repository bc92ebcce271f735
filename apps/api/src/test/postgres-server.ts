import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The folder of PostgreSQL's server programs, found as `.ci/run` finds them: PG_BIN, the initdb on the PATH,
 * or the newest Debian install under /usr/lib/postgresql.
 */
export function findPostgresPrograms(): string {
  const candidates = [
    process.env.PG_BIN,
    ...(process.env.PATH ?? '').split(':'),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .toSorted((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  const found = candidates.find(
    (folder) => folder && existsSync(path.join(folder, 'initdb')) && existsSync(path.join(folder, 'pg_ctl')),
  );
  if (!found)
    throw new Error('No PostgreSQL server programs (initdb, pg_ctl): install postgresql or set PG_BIN');
  return found;
}

export interface PostgresServer {
  /** The URL of its `postgres` database, user `portal`, no password. */
  url: string;
  /** `pg_ctl stop`: "fast" ends the sessions cleanly, "immediate" is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

/**
 * A throw-away PostgreSQL server in a temporary folder on `port`, as `.ci/run` starts one: initdb with trust
 * authentication, and run as the `postgres` user when this process is root (PostgreSQL refuses root).
 */
export async function startPostgresServer(port: number): Promise<PostgresServer> {
  const programs = findPostgresPrograms();
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-postgres-'));
  await chmod(folder, 0o777);
  const dataDir = path.join(folder, 'data');
  const asServerUser = (program: string, args: string[]) => {
    const command = [path.join(programs, program), ...args];
    if (process.getuid?.() !== 0) return run(command[0] as string, command.slice(1));
    const quoted = command.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
    return run('su', ['postgres', '-s', '/bin/sh', '-c', quoted]);
  };
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  const start = async () => {
    await asServerUser('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(folder, 'log'),
      '-w',
      'start',
    ]);
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await asServerUser('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  };
  await asServerUser('initdb', ['-D', dataDir, '-U', 'portal', '--auth=trust', '-E', 'UTF8']);
  await start();
  return {
    url: `postgres://portal@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async remove() {
      await stop('immediate').catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
