import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from './client.ts';
import { MIGRATIONS_FOLDER } from './migration-state.ts';

/**
 * A new PGlite database as `npm install` leaves it ready: initdb and the migrations done once, dumped as a
 * tarball. PGlite's initdb takes about 4 s of the first start; loading the tarball into the new data folder
 * takes about 1 s. The tarball's name is a hash of the PGlite version and the migrations, so a checkout with
 * other migrations (or another PGlite) never starts from a template that does not fit it; the migrations
 * still run on top, as on any start.
 */
const TEMPLATE_FOLDER = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/portal-pglite');

function templateFile(): string {
  const hash = createHash('sha256');
  // PGlite's entry point is dist/index.js; its package.json (not among its exports) is the folder above.
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  hash.update(readFileSync(path.join(path.dirname(entry), '../package.json')));
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, name);
    hash.update(name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(readFileSync(file));
  }
  return path.join(TEMPLATE_FOLDER, `${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Makes the template of this checkout unless it is there; resolves with its file. */
export async function makeStartTemplate(): Promise<string> {
  const file = templateFile();
  if (
    await readFile(file).then(
      () => true,
      () => false,
    )
  )
    return file;
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.dump?.('none');
  await database.close();
  if (!dump) throw new Error('PGlite gave no dump of its data directory');
  await mkdir(TEMPLATE_FOLDER, { recursive: true });
  // Written beside and renamed: a start never loads half a template.
  const partial = `${file}.partial-${process.pid}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return file;
}

/** Whether the configured database is a PGlite folder that initdb (or the template) has yet to make. */
export const isNewPgliteFolder = (config: { DATABASE_URL?: string; pgliteDir: string }) =>
  !config.DATABASE_URL && !existsSync(path.join(config.pgliteDir, 'PG_VERSION'));

/** The template of this checkout, or undefined when `npm install` made none (the start then runs initdb). */
export async function startTemplate(): Promise<Blob | undefined> {
  const bytes = await readFile(templateFile()).catch(() => undefined);
  return bytes && new Blob([bytes]);
}
