import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import { buildCase, buildOffices, buildPicture } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { makeMaterialPreviews, previewKeysOf } from './material-previews.service.ts';
import { materials } from './materials.table.ts';

describe('a preview job killed while writing, run again', async () => {
  const { db, deps } = await createTestApp();
  const { officeA } = await buildOffices(db);
  const root = await mkdtemp(path.join(tmpdir(), 'portal-previews-'));
  const storage = await createLocalStorage({ root, secret: 'previews-test-secret' });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('makes the preview and the thumbnail once, named by the row, and leaves no unfinished write', async () => {
    const found = await buildCase(db, { branchId: officeA.id });
    const picture = await buildPicture(
      db,
      storage,
      { caseId: found.id, branchId: officeA.id },
      {
        width: 2400,
        height: 1800,
      },
    );
    const keys = previewKeysOf(found.id, picture.id);
    // What the killed process left: half a preview beside its key, untouched since (pg-boss hands the job
    // out again only after it expired, a minute or more later).
    const folder = path.join(root, path.dirname(keys.previewKey));
    const abandoned = `${path.basename(keys.previewKey)}.partial-4242-1`;
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, abandoned), 'half a jpeg');
    const minutesAgo = new Date(Date.now() - 120_000);
    await utimes(path.join(folder, abandoned), minutesAgo, minutesAgo);

    const previewDeps = { ...deps, storage };
    await makeMaterialPreviews(previewDeps, picture.id);
    const written = await stat(path.join(root, keys.previewKey));
    await makeMaterialPreviews(previewDeps, picture.id);

    const [row] = await db.select().from(materials).where(eq(materials.id, picture.id));
    expect(row).toMatchObject(keys);
    expect((await readdir(folder)).toSorted()).toEqual(
      [keys.previewKey, `${keys.previewKey}.meta.json`, keys.thumbnailKey, `${keys.thumbnailKey}.meta.json`]
        .map((key) => path.basename(key))
        .toSorted(),
    );
    // The second run found the previews made and wrote nothing.
    expect((await stat(path.join(root, keys.previewKey))).mtimeMs).toBe(written.mtimeMs);
    const sizeOf = async (key: string) => {
      const { format, width, height } = await sharp(path.join(root, key)).metadata();
      return { format, width, height };
    };
    expect(await sizeOf(keys.previewKey)).toEqual({ format: 'jpeg', width: 1600, height: 1200 });
    expect(await sizeOf(keys.thumbnailKey)).toEqual({ format: 'jpeg', width: 400, height: 300 });
  });
});
