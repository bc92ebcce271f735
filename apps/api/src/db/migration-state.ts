import { readFileSync } from 'node:fs';

/** One migration of `migrations/meta/_journal.json`: its tag (file name) and the time drizzle-kit made it. */
export interface KnownMigration {
  idx: number;
  tag: string;
  when: number;
}

export const MIGRATIONS_FOLDER = new URL('./migrations', import.meta.url).pathname;

/** The migrations this version of the hub knows, oldest first. */
export function knownMigrations(folder = MIGRATIONS_FOLDER): KnownMigration[] {
  const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as {
    entries: KnownMigration[];
  };
  return journal.entries.map(({ idx, tag, when }) => ({ idx, tag, when }));
}

/** A database's raw SQL (client.ts's SqlExecutor), written out since client.ts imports this file. */
type RunSql = (text: string) => Promise<{ rows: unknown[] }>;

/** How far a database's schema is migrated: how many migrations ran and the newest one's tag. */
export interface SchemaState {
  applied: number;
  /** The newest applied migration, or undefined for an empty database. */
  last?: string;
  /** True when the database has a migration this version of the hub does not know (made by a newer one). */
  newerThanCode: boolean;
}

/**
 * Reads drizzle's own record of the migrations that ran (`drizzle.__drizzle_migrations`, one row per
 * migration with the journal's `when` as `created_at`), compared with the migrations this code knows.
 */
export async function schemaState(sql: RunSql, known = knownMigrations()): Promise<SchemaState> {
  const exists = await sql(`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`);
  if (!(exists.rows[0] as { exists: boolean }).exists) return { applied: 0, newerThanCode: false };
  const { rows } = await sql(
    'select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations',
  );
  const { applied, newest } = rows[0] as { applied: number; newest: string | null };
  if (newest === null) return { applied: 0, newerThanCode: false };
  const last = known.find((migration) => String(migration.when) === newest);
  return {
    applied,
    last: last?.tag ?? `unknown migration made at ${new Date(Number(newest)).toISOString()}`,
    newerThanCode: !last || applied > known.length,
  };
}
