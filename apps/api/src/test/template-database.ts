import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { databaseUrlOn, runOnServer } from './test-database.ts';

export type TestDatabaseTemplate =
  | { kind: 'pglite'; snapshotFile: string }
  | { kind: 'postgres'; serverUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

/**
 * Vitest global setup: runs the migrations once per test run into a template that every test file copies
 * (initdb and migrations took about 4 s of every file before). Removed again when the run ends.
 */
export default async function prepareTemplateDatabase(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `portal_template_${randomBytes(6).toString('hex')}`;
    await runOnServer(serverUrl, `create database ${name}`);
    const database = await openDatabase({ databaseUrl: databaseUrlOn(serverUrl, name) });
    await database.migrate();
    // A template database can only be copied while nobody is connected to it.
    await database.close();
    project.provide('testDatabaseTemplate', { kind: 'postgres', serverUrl, name });
    return () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-test-template-'));
  const database = await openDatabase({});
  await database.migrate();
  // Unpacking this snapshot is most of a test file's start. No test connects to or copies from PostgreSQL's
  // own two template databases, and without them the snapshot is a third smaller (44 MB to 29 MB).
  for (const name of ['template0', 'template1']) {
    await database.sql(`alter database ${name} with is_template false`);
    await database.sql(`drop database ${name}`);
  }
  const snapshot = await database.dump?.();
  await database.close();
  if (!snapshot) throw new Error('PGlite gave no snapshot of the template database');
  const snapshotFile = path.join(folder, 'template.tar');
  await writeFile(snapshotFile, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('testDatabaseTemplate', { kind: 'pglite', snapshotFile });
  return () => rm(folder, { recursive: true, force: true });
}
