import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { noteStatement } from './statement-count.ts';

/**
 * A fresh database for one test file, copied from the migrated template that `template-database.ts` made
 * once for the run: an in-memory PGlite started from the template's snapshot by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL made with `create database ... template` (CI runs the route
 * tests a second time that way). Each file has its own copy, so no file sees another file's rows. Its
 * statements can be counted (`statementsOf` of statement-count.ts).
 */
export async function openTestDatabase(): Promise<Database & { url?: string }> {
  const template = inject('testDatabaseTemplate');
  if (template.kind === 'pglite') {
    const snapshot = new Blob([await readFile(template.snapshotFile)]);
    return openDatabase({ snapshot, onStatement: noteStatement });
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(template.serverUrl, `create database ${name} template ${template.name}`);
  const url = databaseUrlOn(template.serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, onStatement: noteStatement });
  return {
    ...database,
    /** For hub processes of the test on the same database. */
    url,
    async close() {
      await database.close();
      await runOnServer(template.serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
