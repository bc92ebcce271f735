import { sql as raw } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

type SqlExecutor = (text: string) => Promise<{ rows: unknown[] }>;

/** Plain SQL through the hub's own database handle, on PGlite and PostgreSQL alike. */
export const sqlOf =
  (db: Db): SqlExecutor =>
  async (text) => ({ rows: ((await db.execute(raw.raw(text))) as unknown as { rows: unknown[] }).rows });

/**
 * Tables a refused request may still write by design: the session's last use (written at most once a
 * minute) and the failed sign-ins counted against guessing.
 */
const WRITTEN_BY_REFUSALS = new Set(['sessions', 'sign_in_failures']);
/** Refusals the audit log keeps on purpose: failed sign-ins and refused sign-in links. */
const AUDITED_REFUSALS = `t.action not in ('auth.signInFailed', 'auth.signInLinkRefused')`;

/** Ids and numbers that exist in the database, for requests that reach past "not found". */
export async function knownValuesOf(sql: SqlExecutor) {
  const idColumns = (await sql(
    `select table_name, data_type from information_schema.columns
     where table_schema = 'public' and column_name = 'id' and table_name not in ('users', 'sessions')`,
  )) as { rows: { table_name: string; data_type: string }[] };
  const uuids: string[] = [];
  const integers: number[] = [];
  for (const { table_name, data_type } of idColumns.rows) {
    const { rows } = (await sql(`select id from "${table_name}" order by id limit 3`)) as {
      rows: { id: string | number }[];
    };
    for (const { id } of rows) {
      if (data_type === 'uuid') uuids.push(String(id));
      else if (typeof id === 'number') integers.push(id);
    }
  }
  return { uuids, integers };
}

/**
 * One statement that reads a digest of every table of the portal (row count and an md5 of all rows), so a
 * test can show that a refused request wrote nothing anywhere.
 */
export async function databaseFingerprinter(sql: SqlExecutor): Promise<() => Promise<string>> {
  const tables = (await sql(
    `select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%'
     order by table_name`,
  )) as { rows: { table_name: string }[] };
  const digest = tables.rows
    .map(({ table_name }) => table_name)
    .filter((name) => !WRITTEN_BY_REFUSALS.has(name))
    .map(
      (name) =>
        `select '${name}' as name, count(*) as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t${name === 'audit_log' ? ` where ${AUDITED_REFUSALS}` : ''}`,
    )
    .join(' union all ');
  return async () => JSON.stringify((await sql(digest)).rows);
}
