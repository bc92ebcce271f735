import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jpegFile, pdfFile, pngFile } from '../../test/sample-files.ts';
import { portalHeaders } from '../../test/test-app.ts';
import { deliveriesSetup } from './provider-deliveries.test-fixtures.ts';
import { taskFileUploads } from './uploads.table.ts';

// Delivered files are material of the type the order line's product delivers, not of what their extension
// suggests: a floor plan line's PNG, JPEG or PDF is a Floorplan, a panorama line's JPEG a PanoramasJpeg,
// before/after pictures come in named pairs; a file the product does not deliver is refused next to it.
describe('files delivered as what the line’s product delivers', async () => {
  const cast = await deliveriesSetup();
  const { app, db, cookies, orderOf, call, presign, upload, deliver, tally, materialsOfCase } = cast;

  it('makes a floor plan line’s PNG, JPEG and PDF floor plans, and says what the line takes', async () => {
    const { caseId, line } = await orderOf(['floorplan']);
    const described = (await call('GET', `/api/provider/orderlines/${line.floorplan}/delivery`)).json();
    expect(described).toMatchObject({
      awaitsDelivery: true,
      deliveredMaterialTypes: ['Floorplan'],
      deliveryKinds: ['files'],
      caseCategory: 'CASE',
      fileExtensions: ['png', 'jpg', 'jpeg', 'pdf'],
      linkTypes: [],
    });
    const files = [
      { fileName: 'ground-floor.png', body: await pngFile() },
      { fileName: 'first-floor.jpg', body: await jpegFile() },
      { fileName: 'plan.pdf', body: pdfFile() },
    ];
    expect((await upload(line.floorplan, files)).statusCode).toBe(201);
    expect((await deliver(line.floorplan)).statusCode).toBe(201);
    const assets = (await call('GET', `/api/cases/${caseId}/assets`, cookies.agentA)).json();
    expect(assets.materials.map((row: { name: string; type: string }) => [row.name, row.type])).toEqual([
      ['ground-floor.png', 'Floorplan'],
      ['first-floor.jpg', 'Floorplan'],
      ['plan.pdf', 'Floorplan'],
    ]);
  });

  it('makes a panorama line’s JPEGs 720° panoramas with the product’s tag, and refuses its PNG next to the file', async () => {
    const { caseId, line } = await orderOf(['panorama']);
    const before = await tally();
    const refused = await presign(line.panorama, 'living-room.png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'delivery.messages.fileNotOfProduct',
      message: '720° panorama takes only these files: JPG, JPEG.',
      fields: { fileName: 'delivery.messages.fileNotOfProduct' },
    });
    const danish = await app.inject({
      method: 'POST',
      url: `/api/provider/orderlines/${line.panorama}/uploads/presigned`,
      headers: { ...portalHeaders(cookies.editor), 'accept-language': 'da' },
      payload: { fileName: 'living-room.png', size: 100 },
    });
    expect(danish.json().message).toBe('720° panorama tager kun disse filer: JPG, JPEG.');
    const registered = await call(
      'POST',
      `/api/provider/orderlines/${line.panorama}/uploads`,
      cookies.editor,
      {
        files: [
          { key: `tmp/${cast.officeA.id}/${line.panorama}/${crypto.randomUUID()}.png`, fileName: 'a.png' },
        ],
        copyrightConfirmed: true,
      },
    );
    expect(registered.json().fields).toEqual({ 'files.0.fileName': 'delivery.messages.fileNotOfProduct' });
    expect(await tally()).toEqual(before);
    expect(
      await db.select().from(taskFileUploads).where(eq(taskFileUploads.orderLineId, line.panorama)),
    ).toEqual([]);

    await upload(line.panorama, [{ fileName: 'living-room.jpg', body: await jpegFile(80, 40) }]);
    expect((await deliver(line.panorama)).statusCode).toBe(201);
    const [panorama] = await materialsOfCase(caseId);
    expect(panorama).toMatchObject({ type: 'PanoramasJpeg', tags: ['PANORAMA_720'], width: 80, height: 40 });
  });

  it('refuses any file on a line whose product is delivered as a link', async () => {
    const { line } = await orderOf(['tour']);
    const refused = await presign(line.tour, 'tour.jpg');
    expect(refused.json()).toMatchObject({
      message: 'Matterport 3D tour is not delivered as files.',
      fields: { fileName: 'delivery.messages.noFilesOfProduct' },
    });
  });

  it('pairs before/after pictures by name, each after behind its before, and refuses a picture without its partner', async () => {
    const { caseId, line } = await orderOf(['beforeAfter']);
    const unnamed = await presign(line.beforeAfter, 'kitchen.jpg');
    expect(unnamed.json().fields).toEqual({ fileName: 'delivery.messages.beforeAfterName' });
    const picture = async (fileName: string) => ({ fileName, body: await jpegFile() });
    await upload(line.beforeAfter, [
      await picture('kitchen-after.jpg'),
      await picture('garden_before.jpg'),
      await picture('kitchen-before.jpg'),
    ]);
    const before = await tally();
    const lone = await deliver(line.beforeAfter);
    expect(lone.statusCode).toBe(400);
    expect(lone.json()).toMatchObject({
      message: expect.stringContaining('garden_before.jpg has no partner'),
      fields: { 'uploads.1.fileName': 'delivery.messages.beforeAfterUnpaired' },
    });
    expect(await tally()).toEqual(before);
    expect(
      (await call('GET', `/api/provider/orderlines/${line.beforeAfter}/delivery`)).json().uploads,
    ).toHaveLength(3);

    await upload(line.beforeAfter, [await picture('garden_after.jpg')]);
    expect((await deliver(line.beforeAfter)).statusCode).toBe(201);
    const rows = await materialsOfCase(caseId);
    expect(rows.map((row) => row.name)).toEqual([
      'garden_before.jpg',
      'garden_after.jpg',
      'kitchen-before.jpg',
      'kitchen-after.jpg',
    ]);
    const idOf = (name: string) => rows.find((row) => row.name === name)?.id;
    expect(rows.map((row) => [row.type, row.beforeMaterialId])).toEqual([
      ['BeforeAfterPictures', null],
      ['BeforeAfterPictures', idOf('garden_before.jpg')],
      ['BeforeAfterPictures', null],
      ['BeforeAfterPictures', idOf('kitchen-before.jpg')],
    ]);
    expect(rows.every((row) => row.tags.includes('BEFORE_AFTER_SLIDER'))).toBe(true);
    expect((await cast.caseRow(caseId))?.deliveredProductCategories).toEqual(['BEFORE_AFTER']);
  });

  it('types the office’s own files of a line by its product too, and by extension where the product has no such type', async () => {
    const { caseId, line } = await orderOf(['floorplan', 'film']);
    async function addOwnFile(lineId: string, fileName: string, body: Buffer) {
      const presigned = await call('POST', '/api/webshop/s3/upload/presigned', cookies.agentA, {
        orderlineId: lineId,
        fileName,
        size: body.length,
      });
      expect(presigned.statusCode, presigned.body).toBe(200);
      const { url, headers, key } = presigned.json();
      await app.inject({ method: 'PUT', url, headers, payload: body });
      const files = [{ key, fileName }];
      const lineUrl = `/api/orders/orderlines/${lineId}`;
      await call('POST', `${lineUrl}/taskfileuploads/add`, cookies.agentA, {
        files,
        copyrightConfirmed: true,
      });
      const added = await call('POST', `${lineUrl}/materials/add`, cookies.agentA);
      expect(added.statusCode, added.body).toBe(201);
      return added.json().materials[0].type;
    }
    expect(await addOwnFile(line.floorplan, 'sketch.jpg', await jpegFile())).toBe('Floorplan');
    expect(await addOwnFile(line.film, 'still.jpg', await jpegFile())).toBe('Picture');
    expect(await materialsOfCase(caseId)).toHaveLength(2);
  });
});
