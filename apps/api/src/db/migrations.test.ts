import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  fillEveryTable,
  literal,
  primaryKeys,
  type Row,
  schemaFingerprint,
  tableColumns,
} from '../test/schema-filler.ts';
import { databaseUrlOn, openTestDatabase, runOnServer } from '../test/test-database.ts';
import { openDatabase, type SqlExecutor } from './client.ts';
import { knownMigrations, MIGRATIONS_FOLDER } from './migration-state.ts';

/** A migration's statements, split where drizzle-kit marks them, as drizzle's migrator runs them. */
const statementsOf = (tag: string) =>
  readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

async function apply(sql: SqlExecutor, tags: string[]) {
  for (const tag of tags) for (const statement of statementsOf(tag)) await sql(statement);
}

/** The representative rows of an office's work, which every schema since the first has held. */
const CORE_TABLES = ['branches', 'users', 'cases', 'orders', 'order_lines', 'tasks'];

/**
 * Every earlier schema, with data in it, migrates to the latest (docs/reliability.md, "Migrations"). One
 * PGlite walks the migrations in order; at each step N (its schema is that of migration N) a transaction
 * fills every table with a row, runs the migrations after N, checks that the rows are still there with their
 * values and that the schema equals the test run's template, which drizzle's migrator made, and is rolled back. PostgreSQL
 * changes its schema in transactions, so this costs one database instead of one per migration; a new
 * migration in the journal is covered without a change here.
 */
describe('migrations from every earlier schema with data in it', async () => {
  const migrations = knownMigrations().map((migration) => migration.tag);
  const fresh = await openTestDatabase();
  const latestSchema = await schemaFingerprint(fresh.sql);
  await fresh.close();
  const database = await emptyDatabase();
  afterAll(() => database.close());

  migrations.forEach((tag, index) => {
    it(`keeps the rows of the schema at ${tag} through the migrations after it`, async () => {
      await apply(database.sql, [tag]);
      const later = migrations.slice(index + 1);
      await database.sql('begin');
      try {
        const columnsBefore = await tableColumns(database.sql);
        const keysBefore = await primaryKeys(database.sql);
        const filled = await fillEveryTable(database.sql, index + 1);
        for (const table of CORE_TABLES.filter((name) => keysBefore.has(name)))
          expect(filled.has(table)).toBe(true);

        await apply(database.sql, later);

        const columnsAfter = await tableColumns(database.sql);
        const typeAfter = new Map(columnsAfter.map((c) => [`${c.table}.${c.column}`, c.type]));
        for (const [table, row] of filled) {
          const key = keysBefore.get(table) ?? [];
          const sameType = (column: string) =>
            columnsBefore.find((c) => c.table === table && c.column === column)?.type ===
            typeAfter.get(`${table}.${column}`);
          if (!typeAfter.has(`${table}.${key[0]}`) || !key.every(sameType)) continue;
          const where = key.map(
            (column) =>
              `"${column}" = ${literal(row[column], typeAfter.get(`${table}.${column}`) ?? 'text')}`,
          );
          const { rows } = await database.sql(
            `select to_jsonb("${table}".*) as "row" from "${table}" where ${where.join(' and ')}`,
          );
          const kept = (rows[0] as { row: Row } | undefined)?.row;
          expect(kept, `the ${table} row filled at ${tag}`).toBeDefined();
          const unchanged = Object.keys(row).filter(sameType);
          expect(pick(kept ?? {}, unchanged), `the ${table} row filled at ${tag}`).toEqual(
            pick(row, unchanged),
          );
        }
        expect(await schemaFingerprint(database.sql)).toEqual(latestSchema);
      } finally {
        await database.sql('rollback');
      }
    });
  });
});

/**
 * A database without any migration: an in-memory PGlite, or a new database on the PostgreSQL server of
 * TEST_DATABASE_URL (CI's second run), reached through one connection since the checks run in a transaction.
 */
async function emptyDatabase(): Promise<{ sql: SqlExecutor; close(): Promise<void> }> {
  const template = inject('testDatabaseTemplate');
  if (template.kind === 'pglite') return openDatabase({});
  const name = `portal_migrations_${randomBytes(6).toString('hex')}`;
  await runOnServer(template.serverUrl, `create database ${name}`);
  const client = new pg.Client({ connectionString: databaseUrlOn(template.serverUrl, name) });
  await client.connect();
  return {
    sql: (text, values) => client.query(text, values),
    async close() {
      await client.end();
      await runOnServer(template.serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

const pick = (row: Row, names: string[]) => Object.fromEntries(names.map((name) => [name, row[name]]));
