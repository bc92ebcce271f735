import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../adapters/storage/s3-storage.ts';
import { buildBatch, buildCase, buildOffices, mailsTo, signIn } from '../../test/factories.ts';
import { startFakeS3, storageOptionsOf } from '../../test/fakes/fake-s3.ts';
import { INTERNAL_ERROR, SLOW_DOWN } from '../../test/fakes/fake-s3-faults.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { materials } from '../materials/materials.table.ts';
import { zipDownloads } from './downloads.table.ts';

// The agent never chose a language: the department's (Danish) is theirs.
const FAILED_SUBJECT = 'Fejl ved pakning af zip-filen';

describe('a zip download while S3 fails', async () => {
  const s3 = await startFakeS3();
  afterAll(() => s3.close());
  afterEach(() => s3.heal());
  const { app, db, deps, mail } = await createTestApp();
  deps.storage = createS3Storage(storageOptionsOf(s3));
  const { officeA, agentA } = await buildOffices(db);
  const agent = await signIn(app, agentA.email);
  const home = await buildCase(db, { branchId: officeA.id });
  const { pictures } = await buildBatch(db, deps.storage, { caseId: home.id, branchId: officeA.id }, 2);
  const [photo, film] = pictures;
  if (!photo || !film) throw new Error('pictures missing');
  // A film of 20 MiB that does not compress, so the zip goes up in three parts of a multipart upload.
  const filmKey = `cases/${home.id}/film.mp4`;
  await deps.storage.write(filmKey, randomBytes(20 * 1024 * 1024), 'video/mp4');
  await db.update(materials).set({ name: 'film.mp4', storageKey: filmKey }).where(eq(materials.id, film.id));

  const statusOf = async (id: string) =>
    (await db.select().from(zipDownloads).where(eq(zipDownloads.id, id)))[0]?.status;
  const zipKeys = () => [...s3.objects.keys()].filter((key) => key.startsWith('downloads/'));
  async function orderZip(materialIds: string[], email: string) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/Assets/download-link/ewarp-materials/email',
      headers: portalHeaders(agent),
      payload: { caseId: home.id, materialIds, email },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().downloadId as string;
  }

  it('ends FAILED with the failure mail when a part keeps failing: the multipart upload is aborted, no zip left', async () => {
    // The first part fails while the film is still being packed: the packing must stop, not wait for ever.
    s3.fail(INTERNAL_ERROR, { matching: (line) => /^PUT downloads\/.*partNumber=1/.test(line) });
    const downloadId = await orderZip([photo.id, film.id], 'parts@example.test');
    await expect.poll(() => statusOf(downloadId), { timeout: 20_000 }).toBe('FAILED');
    await expect
      .poll(() => mailsTo(mail.received, 'parts@example.test').map((item) => item.subject))
      .toEqual([FAILED_SUBJECT]);
    expect(s3.requests.some((line) => /^DELETE downloads\/.*uploadId=/.test(line))).toBe(true);
    expect(s3.openMultipartUploads()).toEqual([]);
    expect(zipKeys()).toEqual([]);
  });

  it('ends FAILED when the zip cannot be stored at all, and packs once S3 is back and it is tried again', async () => {
    s3.fail(SLOW_DOWN, { matching: (line) => line.startsWith('PUT downloads/') });
    const downloadId = await orderZip([photo.id], 'whole@example.test');
    await expect.poll(() => statusOf(downloadId), { timeout: 20_000 }).toBe('FAILED');
    await expect
      .poll(() => mailsTo(mail.received, 'whole@example.test').map((item) => item.subject))
      .toEqual([FAILED_SUBJECT]);
    expect(zipKeys()).toEqual([]);

    s3.heal();
    const retried = await app.inject({
      method: 'POST',
      url: `/api/Assets/downloads/${downloadId}/retry`,
      headers: portalHeaders(agent),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    await expect.poll(() => statusOf(downloadId), { timeout: 20_000 }).toBe('READY');
    expect(zipKeys()).toEqual([`downloads/${home.id}/${downloadId}.zip`]);
  });
});
