import { describe, expect, it } from 'vitest';
import { CHANGED, replacedUploadsSetup, replacementPictures } from './uploads-replaced.test-fixtures.ts';

// The bytes that become case material are the bytes checked when the file was registered. On local storage
// an upload link writes once, and a file changed in storage by any other means is refused when it would
// become material.
describe('an upload replaced after its check, on local storage', async () => {
  const hub = await replacedUploadsSetup();
  const { deps, lines, task, put, uploadOnce, complete, written } = hub;
  const pictures = await replacementPictures();
  const replacements = [
    ['other bytes of the same size', pictures.sameSize],
    ['another size', pictures.otherSize],
  ] as const;

  it('a link writes once: a second PUT is refused with 409 in the reader’s language, and the file checked becomes the material', async () => {
    const photos = await task('UPLOAD_IMAGES', lines.photoLine);
    const link = await uploadOnce({ taskId: photos.id }, 'Stue.jpg', pictures.checked);
    const early = await put(link, pictures.otherSize);
    expect(early.status).toBe(409);
    expect(JSON.parse(early.body)).toEqual({
      code: 'tasks.upload.linkUsed',
      message: 'This upload link has already been used. Please upload the file again.',
    });
    const registered = await hub.registerForTask(photos.id, [link], ['Stue.jpg']);
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject([{ size: pictures.checked.length }]);

    const late = await put(link, pictures.sameSize, 'da');
    expect(late.status).toBe(409);
    expect(JSON.parse(late.body).message).toBe('Dette uploadlink er allerede brugt. Upload filen igen.');
    expect(await deps.storage.head(link.key)).toMatchObject({ size: pictures.checked.length });

    const done = await complete(photos.id);
    expect(done.statusCode, done.body).toBe(200);
    expect((await hub.bytesOfMaterial('Stue.jpg')).equals(pictures.checked)).toBe(true);
  });

  it.each(replacements)(
    'a task file changed in storage after registering (%s) is refused at completion, and nothing is written',
    async (_, replacement) => {
      const photos = await task('UPLOAD_IMAGES', lines.photoLine);
      const link = await uploadOnce({ taskId: photos.id }, 'Køkken.jpg', pictures.checked);
      expect((await hub.registerForTask(photos.id, [link], ['Køkken.jpg'])).statusCode).toBe(201);
      await deps.storage.write(link.key, replacement, 'image/jpeg');
      const before = await written(photos.id);

      const refused = await complete(photos.id, 'da');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: CHANGED.code, message: CHANGED.da });
      expect(await written(photos.id)).toEqual({ ...before, taskStatus: 'Open' });
      expect(await deps.storage.head(link.key)).toMatchObject({ size: replacement.length });
    },
  );

  it.each(replacements)(
    'an order line’s own file changed in storage (%s) is refused by materials/add, and nothing is written',
    async (_, replacement) => {
      const lineId = await hub.openLine();
      const link = await uploadOnce({ orderlineId: lineId }, 'Have.jpg', pictures.checked);
      expect((await hub.registerForLine(lineId, [link], ['Have.jpg'])).statusCode).toBe(201);
      await deps.storage.write(link.key, replacement, 'image/jpeg');
      const before = await written();

      const refused = await hub.addLineMaterials(lineId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: CHANGED.code, message: CHANGED.en });
      expect(await written()).toEqual(before);
    },
  );

  it.each(replacements)(
    'a delivery whose file changed in storage (%s) is refused, and nothing is written',
    async (_, replacement) => {
      const lineId = await hub.openLine();
      const link = await uploadOnce({ deliveryLineId: lineId }, 'plan.jpg', pictures.checked);
      expect((await hub.registerForDelivery(lineId, [link], ['plan.jpg'])).statusCode).toBe(201);
      await deps.storage.write(link.key, replacement, 'image/jpeg');
      const before = await written();

      const refused = await hub.deliver(lineId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe(CHANGED.code);
      expect(await written()).toEqual(before);
    },
  );

  it('delivers and completes files nobody changed, as before', async () => {
    const lineId = await hub.openLine();
    const link = await uploadOnce({ deliveryLineId: lineId }, 'facade.jpg', pictures.checked);
    expect((await hub.registerForDelivery(lineId, [link], ['facade.jpg'])).statusCode).toBe(201);
    const delivered = await hub.deliver(lineId);
    expect(delivered.statusCode, delivered.body).toBe(201);
    expect((await hub.bytesOfMaterial('facade.jpg')).equals(pictures.checked)).toBe(true);
  });
});
