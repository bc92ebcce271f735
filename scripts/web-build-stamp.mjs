// The content stamp of the portal's build: a hash of everything the build reads (the portal's sources, the
// shared contracts, the lockfile and the build configuration). `npm start` builds only when the stamp kept
// beside the built files differs, so a start after an unchanged checkout skips the build.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Files and folders the build reads, relative to the repository. */
export const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

export const STAMP_FILE = '.build-stamp';

// Synchronous reads: a couple of thousand small files, each await of which waited its turn on a busy machine.
function* filesUnder(target) {
  let entries;
  try {
    entries = readdirSync(target, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOTDIR') yield target;
    else if (error.code !== 'ENOENT') throw error;
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Hash of the names and contents of every build input under `root`. */
export async function computeStamp(root = ROOT) {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    for (const file of filesUnder(path.join(root, input))) {
      hash.update(path.relative(root, file).split(path.sep).join('/'));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** Whether `dist` holds a build of exactly these inputs. */
export async function buildIsCurrent(dist, stamp) {
  const kept = await readFile(path.join(dist, STAMP_FILE), 'utf8').catch(() => '');
  return kept.trim() === stamp;
}

export async function writeStamp(dist, stamp) {
  await writeFile(path.join(dist, STAMP_FILE), `${stamp}\n`);
}
