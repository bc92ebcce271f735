import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage.ts';
import { StorageFault } from '../../adapters/storage/storage-faults.ts';
import { portalHeaders } from '../../test/test-app.ts';
import { jpeg, uploadsSetup } from '../uploads/uploads.test-fixtures.ts';

const KIB = 1024;
/** The size of the small disk the storage lives on. */
const DISK_BYTES = 2 * 1024 * KIB;

/** Every file left anywhere under `folder`. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

// A real full disk: a 2 MiB tmpfs mounted for this file (the tests and CI run as root).
describe('uploading to local storage on a full disk', async () => {
  const disk = await mkdtemp(path.join(tmpdir(), 'portal-full-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_BYTES}`, 'tmpfs', disk], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(
      'This test fills a real disk, a small tmpfs it mounts, which needs root: run npm test as root, as .ci/run does (README "Tests").',
      { cause: error },
    );
  }
  afterAll(async () => {
    execFileSync('umount', [disk]);
    await rm(disk, { recursive: true, force: true });
  });
  const root = path.join(disk, 'storage');
  const filler = path.join(disk, 'filler');
  const { app, deps, agentCookie, lines, task } = await uploadsSetup();
  deps.storage = await createLocalStorage({ root, secret: randomBytes(24).toString('hex') });
  /** Leaves `bytes` free on the disk, whatever else is stored on it. */
  async function leaveFree(bytes: number) {
    await rm(filler, { force: true });
    const { bavail, bsize } = await statfs(disk);
    await writeFile(filler, Buffer.alloc(bavail * bsize - bytes));
  }
  // A photo of 256 KiB (a real JPEG, padded), so a disk with 64 KiB free fills up partway through it.
  const photo = Buffer.concat([await jpeg(40, 30), Buffer.alloc(256 * KIB, 1)]);

  async function presignAndPut(taskId: string, language: string) {
    const presigned = await app.inject({
      method: 'POST',
      url: '/api/webshop/s3/upload/presigned',
      headers: portalHeaders(agentCookie),
      payload: { taskId, fileName: 'Stue.jpg', contentType: 'image/jpeg', size: photo.length },
    });
    expect(presigned.statusCode, presigned.body).toBe(200);
    const { url, key, headers } = presigned.json();
    const put = await app.inject({
      method: 'PUT',
      url,
      headers: { ...headers, 'accept-language': language },
      payload: photo,
    });
    return { key: key as string, put };
  }
  const register = (taskId: string, key: string) =>
    app.inject({
      method: 'POST',
      url: `/api/orders/tasks/${taskId}/uploads`,
      headers: portalHeaders(agentCookie),
      payload: { files: [{ key, fileName: 'Stue.jpg' }], copyrightConfirmed: true },
    });

  it('answers 507 in the reader’s language, leaves no partial file and no row; after room is made the upload works', async () => {
    const photos = await task('UPLOAD_IMAGES', lines.photoLine);
    await leaveFree(64 * KIB);

    const english = await presignAndPut(photos.id, 'en');
    expect(english.put.statusCode).toBe(507);
    expect(english.put.json()).toEqual({
      code: 'errors.storageFull',
      message: 'There is no room to store the file. Please tell your administrator.',
    });
    const danish = await presignAndPut(photos.id, 'da');
    expect(danish.put.statusCode).toBe(507);
    expect(danish.put.json().message).toBe(
      'Der er ikke plads til at gemme filen. Giv venligst din administrator besked.',
    );
    // Nothing under the keys and no unfinished write: only the filler is on the disk.
    expect(await filesUnder(disk)).toEqual(['filler']);
    expect(await deps.storage.head(english.key)).toBeNull();
    // The portal would register the file next: there is none, so no upload row is written.
    const registered = await register(photos.id, english.key);
    expect(registered.statusCode).toBe(400);
    expect(registered.json().code).toBe('tasks.upload.fileMissing');
    const listed = await app.inject({
      method: 'GET',
      url: `/api/orders/tasks/${photos.id}/uploads`,
      headers: portalHeaders(agentCookie),
    });
    expect(listed.json()).toEqual([]);

    await leaveFree(DISK_BYTES / 2);
    const again = await presignAndPut(photos.id, 'en');
    expect(again.put.statusCode, again.put.body).toBe(200);
    const kept = await register(photos.id, again.key);
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json()).toMatchObject([{ fileName: 'Stue.jpg', size: photo.length }]);
  });

  it('a copy that fills the disk fails as full and leaves no half copy', async () => {
    await leaveFree(DISK_BYTES / 2);
    await deps.storage.write('cases/1/original.jpg', photo, 'image/jpeg');
    await leaveFree(64 * KIB);
    const failed = await deps.storage.copy('cases/1/original.jpg', 'cases/2/copy.jpg').catch((e) => e);
    expect(failed).toBeInstanceOf(StorageFault);
    expect(failed.kind).toBe('full');
    expect(await deps.storage.head('cases/2/copy.jpg')).toBeNull();
    expect(await filesUnder(path.join(root, 'cases/2'))).toEqual([]);
    expect(await deps.storage.head('cases/1/original.jpg')).toMatchObject({ size: photo.length });
  });
});
