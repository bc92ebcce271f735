import { COLLAGE_TEMPLATES } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildBatch, buildCase, buildOffices, buildProduct, signIn } from '../../test/factories.ts';
import { oversizedJpegFile } from '../../test/sample-files.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { cases } from '../cases/cases.table.ts';
import { productPrices } from '../catalogue/catalogue.table.ts';
import { materialBatches, materials } from '../materials/materials.table.ts';
import { areaRectangle } from './collage-render.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('collage calls', async () => {
  const { app, db, deps } = await createTestApp();
  const { officeA, officeB, agentA } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const home = await buildCase(db, { branchId: officeA.id });
  const archived = await buildCase(db, { branchId: officeA.id, materialsState: 'ARCHIVED' });
  const caseOfB = await buildCase(db, { branchId: officeB.id });
  const { pictures } = await buildBatch(db, deps.storage, { caseId: home.id, branchId: officeA.id }, 3);
  const [first, second, third] = pictures.map((picture) => picture.id) as [string, string, string];
  await buildProduct(db, { branchId: officeA.id, itemNumber: 'COLLAGE-2', price: '149.50' });

  // A null cookie calls signed out.
  const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie: string | null = agentCookie) =>
    app.inject({ method, url, headers: cookie ? portalHeaders(cookie) : csrfHeader, payload });
  const collageUrl = (caseId: string) => `/api/cases/${caseId}/assets/collage`;
  const duo = {
    templateId: 'duo',
    placements: [
      { areaId: 'left', materialId: first },
      { areaId: 'right', materialId: second },
    ],
  };

  describe('GET /api/cases/:id/assets/collage/pricing', () => {
    it('answers 401, 404 for another department’s case and 400 for a bad id', async () => {
      expect((await call('GET', `${collageUrl(home.id)}/pricing`, undefined, null)).statusCode).toBe(401);
      expect((await call('GET', `${collageUrl(caseOfB.id)}/pricing`)).statusCode).toBe(404);
      expect((await call('GET', `${collageUrl('nope')}/pricing`)).statusCode).toBe(400);
    });

    it('prices each template with the department’s catalogue product in its currency, else at no charge', async () => {
      const response = await call('GET', `${collageUrl(home.id)}/pricing`);
      expect(response.json()).toEqual({
        currency: 'DKK',
        templates: [
          { templateId: 'duo', price: 149.5 },
          { templateId: 'trio', price: 0 },
          { templateId: 'quad', price: 0 },
        ],
      });
    });

    it('charges a department price the provider set over the product’s list price, as orders do', async () => {
      await db.insert(productPrices).values({
        itemNumber: 'COLLAGE-2',
        countryCode: 'DK',
        branchId: officeA.id,
        price: '99',
      });
      const response = await call('GET', `${collageUrl(home.id)}/pricing`);
      expect(response.json().templates[0]).toEqual({ templateId: 'duo', price: 99 });
      await db.delete(productPrices).where(eq(productPrices.itemNumber, 'COLLAGE-2'));
    });
  });

  describe('POST /api/cases/:id/assets/collage', () => {
    it('answers 401, 404 for another department’s case or a picture of another case, 409 when archived', async () => {
      expect((await call('POST', collageUrl(home.id), duo, null)).statusCode).toBe(401);
      expect((await call('POST', collageUrl(caseOfB.id), duo)).statusCode).toBe(404);
      expect((await call('POST', collageUrl(UNKNOWN_ID), duo)).statusCode).toBe(404);
      expect((await call('POST', collageUrl(archived.id), duo)).statusCode).toBe(409);
      const foreign = await call('POST', collageUrl(home.id), {
        ...duo,
        placements: [duo.placements[0], { areaId: 'right', materialId: UNKNOWN_ID }],
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().fields).toEqual({ 'placements.1.materialId': 'errors.resourceNotFound' });
    });

    it('answers 400 when the placements do not fill the template’s areas once each', async () => {
      for (const placements of [
        [duo.placements[0]],
        [duo.placements[0], { areaId: 'left', materialId: second }],
        [duo.placements[0], { areaId: 'middle', materialId: second }],
        [...duo.placements, { areaId: 'right', materialId: third }],
      ]) {
        const response = await call('POST', collageUrl(home.id), { templateId: 'duo', placements });
        expect(response.statusCode, JSON.stringify(placements)).toBe(400);
      }
      expect((await call('POST', collageUrl(home.id), { ...duo, templateId: 'hexa' })).statusCode).toBe(400);
    });

    it('answers collageFailed when a picture cannot be drawn', async () => {
      const [broken] = await db.select().from(materials).where(eq(materials.id, third));
      await deps.storage.write(broken?.storageKey as string, Buffer.from('not a picture'), 'image/jpeg');
      const response = await call('POST', collageUrl(home.id), {
        ...duo,
        placements: [duo.placements[0], { areaId: 'right', materialId: third }],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('materials.messages.collageFailed');
    });

    it('a picture claiming more pixels than the hub decodes answers pictureTooLarge, and no collage is stored', async () => {
      const [huge] = await db.select().from(materials).where(eq(materials.id, third));
      await deps.storage.write(huge?.storageKey as string, await oversizedJpegFile(), 'image/jpeg');
      const before = await db.select().from(materials).where(eq(materials.caseId, home.id));
      const response = await call('POST', collageUrl(home.id), {
        ...duo,
        placements: [duo.placements[0], { areaId: 'right', materialId: third }],
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'errors.pictureTooLarge',
        message: 'A chosen picture is too large to process (over 110 megapixels).',
        params: { megapixels: 110 },
      });
      expect(await db.select().from(materials).where(eq(materials.caseId, home.id))).toHaveLength(
        before.length,
      );
    });

    it('stores the collage as a new picture of the case in its own batch', async () => {
      await db.update(cases).set({ hasMaterials: false }).where(eq(cases.id, home.id));
      const response = await call('POST', collageUrl(home.id), duo);
      expect(response.statusCode, response.body).toBe(201);
      const { materialId, batchId } = response.json();
      const [material] = await db.select().from(materials).where(eq(materials.id, materialId));
      expect(material).toMatchObject({
        caseId: home.id,
        type: 'Picture',
        batchId,
        width: 2400,
        height: 1200,
      });
      expect(material?.sortOrder).toBeGreaterThan(Math.max(...pictures.map((picture) => picture.sortOrder)));
      const [batch] = await db.select().from(materialBatches).where(eq(materialBatches.id, batchId));
      expect(batch?.orderLineId).toBeNull();
      const [found] = await db.select().from(cases).where(eq(cases.id, home.id));
      expect(found?.hasMaterials).toBe(true);

      // The left half shows the first picture: its colour sits in the middle of the left area.
      const stored = await deps.storage.read(material?.storageKey as string);
      const chunks: Buffer[] = [];
      for await (const chunk of stored) chunks.push(chunk as Buffer);
      const image = sharp(Buffer.concat(chunks));
      expect(await image.metadata()).toMatchObject({ width: 2400, height: 1200, format: 'jpeg' });
      const rectangle = areaRectangle(COLLAGE_TEMPLATES.duo, 'left');
      const { data } = await image
        .clone()
        .extract({ left: rectangle.left + 100, top: rectangle.top + 100, width: 10, height: 10 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const [source] = await db.select().from(materials).where(eq(materials.id, first));
      const sourceChunks: Buffer[] = [];
      for await (const chunk of await deps.storage.read(source?.storageKey as string)) {
        sourceChunks.push(chunk as Buffer);
      }
      const { data: sourceData } = await sharp(Buffer.concat(sourceChunks))
        .extract({ left: 300, top: 200, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      for (const channel of [0, 1, 2]) {
        expect(Math.abs((data[channel] as number) - (sourceData[channel] as number))).toBeLessThan(12);
      }
      // The gutter between the two areas stays white.
      const { data: gutter } = await image
        .clone()
        .extract({ left: 1199, top: 600, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(Math.min(...gutter.subarray(0, 3))).toBeGreaterThan(240);
    });
  });
});
