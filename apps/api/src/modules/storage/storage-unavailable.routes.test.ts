import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../adapters/storage/s3-storage.ts';
import { StorageFault } from '../../adapters/storage/storage-faults.ts';
import { buildPicture } from '../../test/factories.ts';
import { startFakeS3, storageOptionsOf } from '../../test/fakes/fake-s3.ts';
import { INTERNAL_ERROR, SLOW_DOWN } from '../../test/fakes/fake-s3-faults.ts';
import { portalHeaders } from '../../test/test-app.ts';
import { caseDocuments } from '../case-documents/case-documents.table.ts';
import { makeMaterialPreviews } from '../materials/material-previews.service.ts';
import { materials } from '../materials/materials.table.ts';
import { taskFileUploads } from '../uploads/uploads.table.ts';
import { jpeg, putToBucket, uploadsSetup } from '../uploads/uploads.test-fixtures.ts';

const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
const UNAVAILABLE = {
  en: 'Files cannot be stored or read right now. Please try again in a moment.',
  da: 'Filer kan ikke gemmes eller læses lige nu. Prøv igen om et øjeblik.',
};

describe('calls that touch S3 while S3 fails', async () => {
  const s3 = await startFakeS3();
  afterAll(() => s3.close());
  afterEach(() => s3.heal());
  const { app, db, deps, home, officeA, agentCookie, lines, task } = await uploadsSetup();
  deps.storage = createS3Storage(storageOptionsOf(s3));
  const call = (url: string, payload?: object, language = 'en') =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      headers: { ...portalHeaders(agentCookie), 'accept-language': language },
      payload,
    });
  it('registering an upload answers 503 in the reader’s language and writes no row; a passing error is retried', async () => {
    const photos = await task('UPLOAD_IMAGES', lines.photoLine);
    const key = await putToBucket(app, agentCookie, { taskId: photos.id }, 'Stue.jpg', await jpeg(30, 20));
    const register = (language: string) =>
      call(
        `/api/orders/tasks/${photos.id}/uploads`,
        { files: [{ key, fileName: 'Stue.jpg' }], copyrightConfirmed: true },
        language,
      );

    s3.fail(INTERNAL_ERROR);
    for (const language of ['en', 'da'] as const) {
      const refused = await register(language);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ code: 'errors.storageUnavailable', message: UNAVAILABLE[language] });
    }
    expect(await db.select().from(taskFileUploads).where(eq(taskFileUploads.taskId, photos.id))).toEqual([]);

    // One SlowDown is waited out by the client's retry: the user sees nothing of it.
    s3.heal();
    s3.fail(SLOW_DOWN, { times: 1 });
    const registered = await register('en');
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject([{ fileName: 'Stue.jpg' }]);
  });

  it('saving a case document answers 503 with no row and the file still at its upload key; later it saves', async () => {
    const key = await putToBucket(
      app,
      agentCookie,
      { caseId: home.id },
      'Tilstandsrapport.pdf',
      Buffer.from(PDF),
    );
    const body = { title: 'Tilstandsrapport', type: 'CONDITION_REPORT', key, fileName: 'rapport.pdf' };
    const documentUrl = `/api/cases/${home.id}/assets/document`;

    // S3 answers the look-ups but refuses the copy that moves the file to its place.
    s3.fail(INTERNAL_ERROR, { matching: (line) => line.startsWith('PUT documents/') });
    const refused = await call(documentUrl, body, 'da');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ code: 'errors.storageUnavailable', message: UNAVAILABLE.da });
    expect(await db.select().from(caseDocuments).where(eq(caseDocuments.caseId, home.id))).toEqual([]);
    expect(s3.objects.has(key)).toBe(true);
    expect([...s3.objects.keys()].some((stored) => stored.startsWith('documents/'))).toBe(false);

    s3.heal();
    const saved = await call(documentUrl, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await db.select().from(caseDocuments).where(eq(caseDocuments.caseId, home.id))).toHaveLength(1);
  });

  it('a preview job that cannot store its previews fails (for the queue to retry) and leaves no preview behind', async () => {
    const picture = await buildPicture(db, deps.storage, { caseId: home.id, branchId: officeA.id });
    // The thumbnail is stored, the preview refused: neither may stay.
    s3.fail(INTERNAL_ERROR, { matching: (line) => line.startsWith('PUT ') && line.includes('-preview.jpg') });
    const failed = await makeMaterialPreviews(deps, picture.id).catch((error) => error);
    expect(failed).toBeInstanceOf(StorageFault);
    const previewsOf = () => [...s3.objects.keys()].filter((stored) => stored.includes(picture.id));
    const rowOf = async () => (await db.select().from(materials).where(eq(materials.id, picture.id)))[0];
    expect(previewsOf()).toEqual([picture.storageKey]);
    expect(await rowOf()).toMatchObject({ previewKey: null, thumbnailKey: null });

    s3.heal();
    await makeMaterialPreviews(deps, picture.id);
    expect(previewsOf()).toHaveLength(3);
    expect((await rowOf())?.previewKey).toMatch(/-preview\.jpg$/);
  });
});
