import type { Storage } from '../../adapters/storage/storage.ts';
import type { AppDeps } from '../../deps.ts';
import {
  findKeysInUse,
  findStoredFilesOfCase,
  type StoredKeys,
  updateStoredKeys,
} from '../materials/materials.service.ts';
import type { ArchiveDirection } from './archive.mails.ts';

/**
 * Archived files live under this prefix. On S3 a lifecycle rule on the prefix gives them a cheaper storage
 * class (docs/decisions/0129-archive-and-restore.md); on local disk it is only a folder.
 */
export const ARCHIVE_PREFIX = 'archive/';

/** Materials moved side by side: enough to keep S3's copy calls busy without flooding it. */
const PARALLEL_MATERIALS = 8;

const KEY_COLUMNS = ['storageKey', 'previewKey', 'thumbnailKey'] as const;

export function keyFor(key: string, direction: ArchiveDirection): string {
  const archived = key.startsWith(ARCHIVE_PREFIX);
  if (direction === 'archive') return archived ? key : `${ARCHIVE_PREFIX}${key}`;
  return archived ? key.slice(ARCHIVE_PREFIX.length) : key;
}

/**
 * Moves one file. A move that already happened (the job stopped between the move and saving the row) is
 * recognised by the file being at the target and not at the source, so a repeated job carries on.
 */
async function moveFile(storage: Storage, from: string, to: string): Promise<void> {
  try {
    await storage.move(from, to);
  } catch (error) {
    const [source, target] = await Promise.all([storage.head(from), storage.head(to)]);
    if (!source && target) return;
    throw error;
  }
}

/**
 * Brings one file of a material to `to`. A file that material of another case also uses is copied rather
 * than moved, and one that is already at `to` for another case is only let go of, so no other case loses
 * a file.
 */
async function relocate(storage: Storage, from: string, to: string, usedElsewhere: Set<string>) {
  if (usedElsewhere.has(to)) return;
  if (usedElsewhere.has(from)) await storage.copy(from, to);
  else await moveFile(storage, from, to);
}

/** Moves a material's files one at a time, saving the row after each, so the row always names its files. */
async function moveMaterial(
  deps: AppDeps,
  files: StoredKeys & { id: string },
  direction: ArchiveDirection,
  usedElsewhere: Set<string>,
) {
  const keys = {
    storageKey: files.storageKey,
    previewKey: files.previewKey,
    thumbnailKey: files.thumbnailKey,
  };
  for (const column of KEY_COLUMNS) {
    const key = keys[column];
    if (!key) continue;
    const target = keyFor(key, direction);
    if (target === key) continue;
    await relocate(deps.storage, key, target, usedElsewhere);
    keys[column] = target;
    await updateStoredKeys(deps.db, files.id, keys);
    // The file was already at the target for another case; this case's own copy is no longer needed.
    if (usedElsewhere.has(target) && !usedElsewhere.has(key)) await deps.storage.remove(key);
  }
}

/** Moves every stored file of the case into the archive folder or out of it; throws the first failure. */
export async function moveFilesOfCase(deps: AppDeps, caseId: string, direction: ArchiveDirection) {
  const all = await findStoredFilesOfCase(deps.db, caseId);
  const keys = all
    .flatMap((files) => KEY_COLUMNS.map((column) => files[column]))
    .filter((key) => key !== null);
  const usedElsewhere = await findKeysInUse(
    deps.db,
    [...new Set([...keys, ...keys.map((key) => keyFor(key, direction))])],
    { exceptCaseId: caseId },
  );
  for (let start = 0; start < all.length; start += PARALLEL_MATERIALS) {
    const results = await Promise.allSettled(
      all
        .slice(start, start + PARALLEL_MATERIALS)
        .map((files) => moveMaterial(deps, files, direction, usedElsewhere)),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
}
