import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../adapters/storage/s3-storage.ts';
import { startFakeS3, storageOptionsOf } from '../../test/fakes/fake-s3.ts';
import { pdfFile } from '../../test/sample-files.ts';
import { portalHeaders } from '../../test/test-app.ts';
import { caseDocuments } from '../case-documents/case-documents.table.ts';
import { CHANGED, replacedUploadsSetup, replacementPictures } from './uploads-replaced.test-fixtures.ts';

// A presigned PUT to the bucket lives an hour and can be sent again: the file that becomes material must
// still be the one checked at registering, and the content check must read the bytes whose ETag it keeps.
describe('an upload replaced after its check, on S3-compatible storage', async () => {
  const s3 = await startFakeS3();
  afterAll(() => s3.close());
  const hub = await replacedUploadsSetup();
  const { deps, lines, task, put, uploadOnce, complete, written } = hub;
  const storage = createS3Storage(storageOptionsOf(s3));
  deps.storage = storage;
  afterEach(() => {
    deps.storage = storage;
  });
  const pictures = await replacementPictures();
  const replacements = [
    ['other bytes of the same size', pictures.sameSize],
    ['another size', pictures.otherSize],
  ] as const;

  it.each(replacements)(
    'a task file PUT again to its link after registering (%s) is refused at completion in the reader’s language, and nothing is written',
    async (_, replacement) => {
      const photos = await task('UPLOAD_IMAGES', lines.photoLine);
      const link = await uploadOnce({ taskId: photos.id }, 'Stue.jpg', pictures.checked);
      expect((await hub.registerForTask(photos.id, [link], ['Stue.jpg'])).statusCode).toBe(201);
      expect((await put(link, replacement)).status).toBe(200);
      const before = await written(photos.id);

      const refused = await complete(photos.id, 'da');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: CHANGED.code, message: CHANGED.da });
      expect(await written(photos.id)).toEqual({ ...before, taskStatus: 'Open' });
      expect(s3.objects.get(link.key)?.body.equals(replacement)).toBe(true);
    },
  );

  it.each(replacements)(
    'an order line’s own file PUT again (%s) is refused by materials/add, and nothing is written',
    async (_, replacement) => {
      const lineId = await hub.openLine();
      const link = await uploadOnce({ orderlineId: lineId }, 'Have.jpg', pictures.checked);
      expect((await hub.registerForLine(lineId, [link], ['Have.jpg'])).statusCode).toBe(201);
      expect((await put(link, replacement)).status).toBe(200);
      const before = await written();

      const refused = await hub.addLineMaterials(lineId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: CHANGED.code, message: CHANGED.en });
      expect(await written()).toEqual(before);
    },
  );

  it.each(replacements)(
    'a delivery whose file was PUT again (%s) is refused, and nothing is written',
    async (_, replacement) => {
      const lineId = await hub.openLine();
      const link = await uploadOnce({ deliveryLineId: lineId }, 'plan.jpg', pictures.checked);
      expect((await hub.registerForDelivery(lineId, [link], ['plan.jpg'])).statusCode).toBe(201);
      expect((await put(link, replacement)).status).toBe(200);
      const before = await written();

      const refused = await hub.deliver(lineId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe(CHANGED.code);
      expect(await written()).toEqual(before);
    },
  );

  it('a file replaced between the check of its size and the reading of its first bytes is refused at registering, and nothing is registered', async () => {
    const photos = await task('UPLOAD_IMAGES', lines.photoLine);
    const link = await uploadOnce({ taskId: photos.id }, 'Bad.jpg', pictures.checked);
    // The second PUT lands just after the hub read the file's size and ETag.
    deps.storage = {
      ...storage,
      head: async (key) => {
        const found = await storage.head(key);
        await put(link, pictures.sameSize);
        return found;
      },
    };
    const refused = await hub.registerForTask(photos.id, [link], ['Bad.jpg']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: CHANGED.code,
      fields: { 'files.0.fileName': CHANGED.code },
    });
    deps.storage = storage;
    const listed = await hub.app.inject({
      method: 'GET',
      url: `/api/orders/tasks/${photos.id}/uploads`,
      headers: portalHeaders(hub.agentCookie),
    });
    expect(listed.json()).toEqual([]);
  });

  it('a file replaced after completion compared it, before it was moved, is refused by the move itself; files moved before it go back', async () => {
    const photos = await task('UPLOAD_IMAGES', lines.droneLine);
    const first = await uploadOnce({ taskId: photos.id }, 'Entre.jpg', pictures.checked);
    const second = await uploadOnce({ taskId: photos.id }, 'Bad.jpg', pictures.checked);
    const names = ['Entre.jpg', 'Bad.jpg'];
    expect((await hub.registerForTask(photos.id, [first, second], names)).statusCode).toBe(201);
    const before = await written(photos.id);
    deps.storage = {
      ...storage,
      head: async (key) => {
        const found = await storage.head(key);
        if (key === second.key) await put(second, pictures.sameSize);
        return found;
      },
    };

    const refused = await complete(photos.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(CHANGED.code);
    expect(await written(photos.id)).toEqual({ ...before, taskStatus: 'Open' });
    expect(s3.objects.get(first.key)?.body.equals(pictures.checked)).toBe(true);
    expect([...s3.objects.keys()].filter((key) => key.startsWith('cases/'))).toEqual([]);
  });

  it('a case document PUT again to its link while it is being saved is refused, and nothing is saved', async () => {
    const link = await uploadOnce({ caseId: hub.home.id }, 'Rapport.pdf', pdfFile('checked'));
    deps.storage = {
      ...storage,
      head: async (key) => {
        const found = await storage.head(key);
        await put(link, pdfFile('replaced'));
        return found;
      },
    };
    const refused = await hub.app.inject({
      method: 'POST',
      url: `/api/cases/${hub.home.id}/assets/document`,
      headers: portalHeaders(hub.agentCookie),
      payload: {
        title: 'Tilstandsrapport',
        type: 'CONDITION_REPORT',
        key: link.key,
        fileName: 'Rapport.pdf',
      },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(CHANGED.code);
    deps.storage = storage;
    expect((await hub.db.select().from(caseDocuments)).length).toBe(0);
    expect([...s3.objects.keys()].filter((key) => key.startsWith('documents/'))).toEqual([]);
  });

  it('delivers files nobody changed, the bucket’s copy carrying the ETag that was checked', async () => {
    const lineId = await hub.openLine();
    const link = await uploadOnce({ deliveryLineId: lineId }, 'facade.jpg', pictures.checked);
    expect((await hub.registerForDelivery(lineId, [link], ['facade.jpg'])).statusCode).toBe(201);
    const delivered = await hub.deliver(lineId);
    expect(delivered.statusCode, delivered.body).toBe(201);
    expect((await hub.bytesOfMaterial('facade.jpg')).equals(pictures.checked)).toBe(true);
    expect(s3.objects.has(link.key)).toBe(false);
  });
});
