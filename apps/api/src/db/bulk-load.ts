import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** One PostgreSQL array literal of the values as text: `{"a","b",NULL}`. */
function arrayLiteral(values: unknown[]): string {
  const items = values.map((value) =>
    value === null || value === undefined
      ? 'NULL'
      : `"${String(value).replace(/[\\"]/g, (char) => `\\${char}`)}"`,
  );
  return `{${items.join(',')}}`;
}

/**
 * Inserts many rows in one statement with one array per column (`insert ... select from unnest(...)`): the
 * statement has as many parameters as the table has columns, whatever the number of rows, so a batch of
 * thousands of rows is one round trip and PostgreSQL's limit of 65,535 parameters never applies. The columns
 * are those of the first row; the others must name the same ones. Meant for seeding, where the rows come with
 * their ids (nothing is returned).
 */
export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  const first = rows[0];
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const parts = columns.map(([key, column], index) => {
    const type = column.getSQLType();
    // unnest() flattens arrays of arrays, so an array column travels as text literals and is cast per row.
    const isArray = type.endsWith(']');
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === null || value === undefined ? null : column.mapToDriverValue(value);
    });
    return {
      name: `"${column.name}"`,
      array: sql`${arrayLiteral(values)}::${sql.raw(isArray ? 'text' : type)}[]`,
      selected: isArray ? `c${index}::${type}` : `c${index}`,
      alias: `c${index}`,
    };
  });
  const list = (key: 'name' | 'selected' | 'alias') => parts.map((part) => part[key]).join(', ');
  await db.execute(
    sql`insert into ${sql.raw(`"${getTableName(table)}" (${list('name')}) select ${list('selected')}`)} from unnest(${sql.join(
      parts.map((part) => part.array),
      sql`, `,
    )}) as t(${sql.raw(list('alias'))})`,
  );
}

/** The rows of a raw query: both drivers (node-postgres and PGlite) answer `{ rows }`. */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * Runs a large load in one transaction with the tables' secondary indexes and foreign keys set aside, then
 * puts them back from their own definitions (PostgreSQL's advice for populating a database: building an index
 * once over a million rows is far cheaper than updating it row by row, and checking a foreign key once over
 * the whole table cheaper than a lookup per row). Primary keys and unique indexes stay, so duplicates are
 * still refused. Being one transaction, a failed load leaves the tables and their indexes as they were; the
 * tables are locked until it ends.
 */
export async function withoutSecondaryIndexes<T>(
  db: Db,
  tables: PgTable[],
  load: (tx: Db) => Promise<T>,
): Promise<T> {
  const names = tables.map((table) => getTableName(table));
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const indexes = rowsOf<{ name: string; definition: string }>(
      await tx.execute(sql`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename in ${names} and indexdef not like 'CREATE UNIQUE%'`),
    );
    const foreignKeys = rowsOf<{ tableName: string; name: string; definition: string }>(
      await tx.execute(sql`
      select conrelid::regclass::text as "tableName", conname as name, pg_get_constraintdef(oid) as definition
      from pg_constraint where contype = 'f' and conrelid::regclass::text in ${names}`),
    );
    for (const key of foreignKeys) {
      await tx.execute(sql.raw(`alter table "${key.tableName}" drop constraint "${key.name}"`));
    }
    for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
    const result = await load(tx as Db);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    for (const key of foreignKeys) {
      await tx.execute(
        sql.raw(`alter table "${key.tableName}" add constraint "${key.name}" ${key.definition}`),
      );
    }
    return result;
  });
}
