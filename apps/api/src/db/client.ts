import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_FOLDER } from './migration-state.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL for the job queue: one statement with values, or several statements without. */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  sql: SqlExecutor;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: the whole data directory as a tarball (gzipped when asked), to start other databases from
   * (`snapshot`) or to keep as a backup (ops/backup.ts).
   */
  dump?: (compression?: 'gzip' | 'none') => Promise<Blob>;
}

/**
 * PostgreSQL's page cache inside PGlite's WebAssembly memory, which never shrinks: initdb's 128 MB would stay
 * in the hub's resident memory once touched. PGlite reads its files through the operating system's cache,
 * which still holds what this one does not.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

const CONNECT_TIMEOUT_MS = 3000;

/** A transaction's own begin, commit and rollback, which only node-postgres sends through Drizzle. */
const TRANSACTION_EDGES = /^\s*(begin|commit|rollback(?!\s+to\b))\b/i;

/** Node's codes of a connection refused, cut or out of reach. */
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** PostgreSQL's: connection exceptions (class 08), the server shutting down or starting, too many clients. */
const UNAVAILABLE_STATES = /^(08|57P0[123]$|53300$)/;
/** node-postgres's own messages for a connection that ended or never came. */
const CLIENT_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable/i;

/**
 * Whether an error (or what it wraps: Drizzle wraps the driver's) says the database could not be reached,
 * as opposed to a query that failed: the first is a 503 to try again, the second a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_ERRORS.has(code) || UNAVAILABLE_STATES.test(code)))
      return true;
    if (CLIENT_MESSAGES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/**
 * PGlite in `dataDir` (or in memory when dataDir is undefined) unless a PostgreSQL URL is given. `snapshot`
 * starts an in-memory PGlite from a data directory dumped by `dump()`, skipping initdb and migrations. Each
 * kind's driver is loaded only when chosen: a hub holds either PGlite or pg, not both (docs/performance.md).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  snapshot?: Blob;
  /**
   * Told every statement Drizzle sends, on either driver (the tests count a request's statements with it).
   * PGlite's own BEGIN and COMMIT of a transaction do not pass through Drizzle, so neither kind reports them.
   * The bench of the case search replays them with their values (`params`) on a bare server.
   */
  onStatement?: (text: string, params: unknown[]) => void;
}): Promise<Database> {
  const onStatement = options.onStatement;
  const logger = onStatement && {
    logQuery: (text: string, params: unknown[]) => {
      if (!TRANSACTION_EDGES.test(text)) onStatement(text, params);
    },
  };
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A database that is down or out of reach fails the request within seconds (a 503 the portal retries)
      // instead of holding it; keep-alive notices a connection whose server vanished without closing it.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // The server may end an idle connection (restart, failover, a dropped test database); the pool replaces it
    // on the next checkout, so this is not a failure of any request and must not crash the process.
    pool.on('error', () => {});
    // The same for a connection checked out between two statements of a transaction: its next statement
    // fails (a 503) and the pool drops it on release, but its 'error' event must have a listener.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      sql: (text, values) => pool.query(text, values),
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all(
    [
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ],
  );
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.snapshot,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const pgliteDb = drizzlePglite(client, { schema, logger });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    sql: (text, values) => runOnPglite(client, text, values),
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dump: (compression = 'none') => client.dumpDataDir(compression),
  };
}

/**
 * PGlite runs one statement with parameters through query() and a script through exec(). A script that fails
 * inside its own BEGIN would leave PGlite's single connection in an aborted transaction, so it is rolled back.
 */
async function runOnPglite(client: PGlite, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  if (values && values.length > 0) return client.query(text, values);
  try {
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  } catch (error) {
    await client.exec('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
