// The material the jobs-killed scenario works on, laid into storage and the database, and the checks of
// what the jobs left behind.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { MaterialsState } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ARCHIVE_PREFIX, keyFor } from '../../apps/api/src/modules/archive/archive-files.ts';
import { cases } from '../../apps/api/src/modules/cases/cases.table.ts';
import { materialBatches, materials } from '../../apps/api/src/modules/materials/materials.table.ts';
import { buildCase } from '../../apps/api/src/test/factories.ts';
import { type FaultContext, storedFiles } from './fault-context.ts';

type MaterialRow = typeof materials.$inferInsert;

/** A case of the office with a batch holding `rows`, its files copied from the first one's. */
async function placeCase(
  context: FaultContext,
  state: MaterialsState,
  rows: (caseId: string) => MaterialRow[],
  body: Buffer,
) {
  const { db } = context.database;
  const found = await buildCase(db, { branchId: context.offices.officeA.id });
  const [batch] = await db.insert(materialBatches).values({ caseId: found.id }).returning();
  const values = rows(found.id).map((row) => ({ ...row, batchId: batch?.id }));
  const keys = values
    .flatMap((row) => [row.storageKey, row.previewKey, row.thumbnailKey])
    .filter((key) => key);
  const [first, ...others] = keys as string[];
  if (!first) throw new Error('no material to place');
  const stored = await context.storage.write(first, body, 'image/jpeg');
  // Copies, not writes: each write looks through its folder for stale unfinished writes, slow for thousands.
  for (const key of others) await context.storage.copy(first, key);
  for (let start = 0; start < values.length; start += 200) {
    await db
      .insert(materials)
      .values(values.slice(start, start + 200).map((row) => ({ ...row, size: stored.size })));
  }
  await db.update(cases).set({ hasMaterials: true, materialsState: state }).where(eq(cases.id, found.id));
  return found;
}

/** A case of `count` small pictures, each with a preview and a thumbnail: 3 files a row to move. */
export async function placeCaseMaterial(context: FaultContext, count: number, state: 'ACTIVE' | 'ARCHIVED') {
  const prefix = state === 'ARCHIVED' ? ARCHIVE_PREFIX : '';
  const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8aa' } })
    .jpeg()
    .toBuffer();
  return placeCase(
    context,
    state,
    (caseId) =>
      Array.from({ length: count }, (_, index) => {
        const id = crypto.randomUUID();
        return {
          id,
          caseId,
          branchId: context.offices.officeA.id,
          type: 'Picture' as const,
          name: `room-${index + 1}.jpg`,
          storageKey: `${prefix}cases/${caseId}/${id}.jpg`,
          previewKey: `${prefix}cases/${caseId}/previews/${id}-preview.jpg`,
          thumbnailKey: `${prefix}cases/${caseId}/previews/${id}-thumbnail.jpg`,
          contentType: 'image/jpeg',
          size: 0,
          sortOrder: index,
        };
      }),
    small,
  );
}

/** A case of `count` big noisy photos without previews yet: decoding each takes the preview job seconds. */
export async function placePictures(
  context: FaultContext,
  count: number,
  size: { width: number; height: number },
) {
  const photo = await sharp({
    create: { ...size, channels: 3, background: '#7a8', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const rows: MaterialRow[] = [];
  await placeCase(
    context,
    'ACTIVE',
    (caseId) => {
      for (let index = 0; index < count; index += 1) {
        const id = crypto.randomUUID();
        rows.push({
          id,
          caseId,
          branchId: context.offices.officeA.id,
          type: 'Picture',
          name: `facade-${index + 1}.jpg`,
          storageKey: `cases/${caseId}/${id}.jpg`,
          contentType: 'image/jpeg',
          size: 0,
          width: size.width,
          height: size.height,
          sortOrder: index,
        });
      }
      return rows;
    },
    photo,
  );
  return rows.map((row) => ({ id: row.id as string, caseId: row.caseId }));
}

const exists = (context: FaultContext, file: string) =>
  stat(path.join(context.dataDir, 'storage', file)).then(
    () => true,
    () => false,
  );
/** Whether the file of `key` and its .meta.json are both in storage. */
const storedAt = async (context: FaultContext, key: string) =>
  (await exists(context, key)) && (await exists(context, `${key}.meta.json`));

/**
 * Checks a case the jobs moved: in state `expected`, `count` rows whose every file exists on the expected
 * side, none also at its twin on the other side, and no file of the case left on that side.
 */
export async function checkCaseFiles(
  context: FaultContext,
  caseId: string,
  expected: 'ARCHIVED' | 'ACTIVE',
  count: number,
) {
  const { db } = context.database;
  const { check } = context;
  const [found] = await db.select().from(cases).where(eq(cases.id, caseId));
  check(found?.materialsState === expected, `case ${caseId} is ${found?.materialsState}, not ${expected}`);
  const rows = await db.select().from(materials).where(eq(materials.caseId, caseId));
  check(rows.length === count, `case ${caseId} has ${rows.length} of ${count} material rows`);
  const archived = expected === 'ARCHIVED';
  let named = 0;
  let existing = 0;
  let twins = 0;
  for (const row of rows) {
    for (const key of [row.storageKey, row.previewKey, row.thumbnailKey]) {
      if (!key) continue;
      named += 1;
      check(
        key.startsWith(ARCHIVE_PREFIX) === archived,
        `material ${row.id} names ${key} in a ${expected} case`,
      );
      if (await storedAt(context, key)) existing += 1;
      else check(false, `material ${row.id} names ${key}, which is not in storage`);
      const twin = keyFor(key, archived ? 'restore' : 'archive');
      if (await exists(context, twin)) {
        twins += 1;
        check(false, `${key} is also at ${twin}`);
      }
    }
  }
  const otherSide = `${archived ? '' : ARCHIVE_PREFIX}cases/${caseId}/`;
  const left = (await storedFiles(context)).filter(
    (file) => file.startsWith(otherSide) && path.extname(file),
  );
  check(left.length === 0, `case ${caseId} left ${left.length} files under ${otherSide}, e.g. ${left[0]}`);
  return { state: found?.materialsState, named, existing, twins };
}

/** No unfinished write anywhere, and every stored file with its .meta.json (a move is two renames). */
export async function checkStorageFolder(context: FaultContext) {
  const all = new Set(await storedFiles(context));
  // Every stored key ends in an extension; the folders (case ids, previews, archive) have none.
  const partials = [...all].filter((file) => file.includes('.partial-'));
  const metas = [...all].filter((file) => file.endsWith('.meta.json'));
  const files = [...all].filter(
    (file) => path.extname(file) && !file.endsWith('.meta.json') && !file.includes('.partial-'),
  );
  const halves = [
    ...files.filter((file) => !all.has(`${file}.meta.json`)),
    ...metas.filter((meta) => !all.has(meta.slice(0, -'.meta.json'.length))),
  ];
  context.check(partials.length === 0, `unfinished writes left: ${partials.slice(0, 5).join(', ')}`);
  context.check(
    halves.length === 0,
    `files without their .meta.json or the reverse: ${halves.slice(0, 5).join(', ')}`,
  );
  return { files: files.length, partials: partials.length, halves: halves.length };
}
