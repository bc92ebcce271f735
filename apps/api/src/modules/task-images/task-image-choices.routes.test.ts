import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildCase, buildPicture } from '../../test/factories.ts';
import { csrfHeader } from '../../test/test-app.ts';
import { WRITTEN } from '../../test/written-text.ts';
import { materialBatches, materials } from '../materials/materials.table.ts';
import { createImagesCast, HORIZONTAL, VERTICAL } from './task-images.test-fixtures.ts';

type Refusal = [payload: unknown, code: string, field?: string];

describe('task images routes: choosing pictures', async () => {
  const cast = await createImagesCast();
  const { app, db, deps, get, post, openTask, expectUnchanged, pictures, otherOfficeCookie, officeA } = cast;
  const { tall1, tall2, wide1, wide2 } = pictures;

  /** Each refusal answers 400 with its code (and field), and the task stays as it was. */
  async function expectRefused(url: string, taskId: string, refusals: Refusal[], caseId?: string) {
    for (const [payload, code, field] of refusals) {
      const response = await post(url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code, JSON.stringify(payload)).toBe(code);
      if (field) expect(Object.keys(response.json().fields), JSON.stringify(payload)).toContain(field);
    }
    await expectUnchanged(taskId, caseId);
  }

  async function expectGuarded(url: string, payload: unknown) {
    const anonymous = await app.inject({
      method: 'POST',
      url,
      headers: csrfHeader,
      payload: payload as object,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await post(url, payload, otherOfficeCookie)).statusCode).toBe(404);
  }

  const selectedIds = async (caseId: string) =>
    (
      await db
        .select()
        .from(materials)
        .where(and(eq(materials.caseId, caseId), eq(materials.isSelected, true)))
    )
      .map((row) => row.id)
      .sort();

  describe('POST /api/orders/tasks/:id/complete/imageselector and whitebox-imageselector', () => {
    it('answers 401, 404 and 400 for the other selector’s call', async () => {
      const task = await openTask('IMAGE_SELECTOR');
      const url = `/api/orders/tasks/${task.id}/complete/imageselector`;
      await expectGuarded(url, { materials: [tall1.id] });
      const whitebox = await post(`/api/orders/tasks/${task.id}/complete/whitebox-imageselector`, {
        materials: [tall1.id],
      });
      expect(whitebox.json().code).toBe('tasks.messages.wrongCategory');
      await expectRefused(url, task.id, [
        [{ materials: [] }, 'errors.badRequest', 'materials'],
        [{ materials: [tall1.id, tall1.id] }, 'errors.badRequest', 'materials'],
        [{ materials: [tall1.id, tall2.id, wide1.id] }, 'errors.badRequest', 'materials'],
        [{ materials: [tall1.id, pictures.foreign.id] }, 'tasks.messages.materialNotInCase'],
      ]);
    });

    it('marks the chosen pictures as selected, and only those', async () => {
      const task = await openTask('IMAGE_SELECTOR');
      const response = await post(`/api/orders/tasks/${task.id}/complete/imageselector`, {
        materials: [tall2.id, wide1.id],
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().submission).toMatchObject({
        kind: 'IMAGE_SELECTOR',
        payload: { materials: [tall2.id, wide1.id] },
      });
      expect(await selectedIds(cast.withPictures.id)).toEqual([tall2.id, wide1.id].sort());
      const images = (await get(`/api/orders/tasks/${task.id}/images`)).json();
      expect(images.filter((image: { isSelected: boolean }) => image.isSelected)).toHaveLength(2);
      await db.update(materials).set({ isSelected: false }).where(eq(materials.caseId, cast.withPictures.id));

      const whitebox = await openTask('WHITEBOX_IMAGE_SELECTOR', { quantity: 1 });
      const chosen = await post(`/api/orders/tasks/${whitebox.id}/complete/whitebox-imageselector`, {
        materials: [wide2.id],
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
      expect(await selectedIds(cast.withPictures.id)).toEqual([wide2.id]);
      await db.update(materials).set({ isSelected: false }).where(eq(materials.caseId, cast.withPictures.id));
    });
  });

  describe('POST /api/orders/tasks/:id/complete/combine-images', () => {
    it('answers 401 and 404, and needs two vertical pictures', async () => {
      const task = await openTask('COMBINE_IMAGES');
      const url = `/api/orders/tasks/${task.id}/complete/combine-images`;
      await expectGuarded(url, { materials: [tall1.id, tall2.id] });
      await expectRefused(url, task.id, [
        [{ materials: [tall1.id] }, 'errors.badRequest', 'materials'],
        [{ materials: [tall1.id, tall1.id] }, 'errors.badRequest', 'materials'],
        [{ materials: [tall1.id, wide1.id] }, 'tasks.messages.combineNeedsVertical'],
        [{ materials: [tall1.id, pictures.foreign.id] }, 'tasks.messages.materialNotInCase'],
      ]);

      // A case with a single vertical picture cannot combine, whichever two are chosen.
      const oneTall = await buildCase(db, { branchId: officeA.id });
      const ofCase = { caseId: oneTall.id, branchId: officeA.id };
      const tall = await buildPicture(db, deps.storage, ofCase, VERTICAL);
      const wide = await buildPicture(db, deps.storage, ofCase, HORIZONTAL);
      const single = await openTask('COMBINE_IMAGES', { caseId: oneTall.id });
      await expectRefused(
        `/api/orders/tasks/${single.id}/complete/combine-images`,
        single.id,
        [[{ materials: [tall.id, wide.id] }, 'tasks.messages.combineNeedsVertical']],
        oneTall.id,
      );
    });

    it('puts the two pictures side by side in a new picture of the case, in a batch of the order line', async () => {
      const task = await openTask('COMBINE_IMAGES');
      const response = await post(`/api/orders/tasks/${task.id}/complete/combine-images`, {
        materials: [tall1.id, tall2.id],
      });
      expect(response.statusCode, response.body).toBe(200);
      const { combinedMaterialId, materials: chosen } = response.json().submission.payload;
      expect(chosen).toEqual([tall1.id, tall2.id]);
      const [combined] = await db.select().from(materials).where(eq(materials.id, combinedMaterialId));
      expect(combined).toMatchObject({
        caseId: cast.withPictures.id,
        type: 'Picture',
        orderLineId: task.orderLineId,
        width: VERTICAL.width * 2,
        height: VERTICAL.height,
        active: true,
      });
      const [batch] = await db
        .select()
        .from(materialBatches)
        .where(eq(materialBatches.id, combined?.batchId ?? ''));
      expect(batch?.orderLineId).toBe(task.orderLineId);
      const file = Buffer.concat(await (await deps.storage.read(combined?.storageKey ?? '')).toArray());
      expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 450 });

      await db.delete(materials).where(eq(materials.id, combinedMaterialId));
      await db.delete(materialBatches).where(eq(materialBatches.caseId, cast.withPictures.id));
    });

    it('answers combineImagesFailed and saves nothing when a picture cannot be read', async () => {
      const brokenCase = await buildCase(db, { branchId: officeA.id });
      const ofCase = { caseId: brokenCase.id, branchId: officeA.id };
      const first = await buildPicture(db, deps.storage, ofCase, VERTICAL);
      const second = await buildPicture(db, deps.storage, ofCase, VERTICAL);
      await deps.storage.remove(second.storageKey ?? '');
      const task = await openTask('COMBINE_IMAGES', { caseId: brokenCase.id });
      const response = await post(`/api/orders/tasks/${task.id}/complete/combine-images`, {
        materials: [first.id, second.id],
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().code).toBe('tasks.messages.combineImagesFailed');
      const rows = await expectUnchanged(task.id, brokenCase.id);
      expect(rows.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
    });
  });

  describe('POST /api/orders/tasks/:id/complete/beforeafter', () => {
    it('answers 401 and 404, refuses bad pairs without changes, and completes', async () => {
      const task = await openTask('BEFORE_AFTER', { quantity: 2 });
      const url = `/api/orders/tasks/${task.id}/complete/beforeafter`;
      const pair = { before: wide1.id, after: wide2.id };
      await expectGuarded(url, { pairs: [pair] });
      await expectRefused(url, task.id, [
        [{ pairs: [] }, 'errors.badRequest', 'pairs'],
        [{ pairs: [{ before: wide1.id, after: wide1.id }] }, 'errors.badRequest', 'pairs.0.after'],
        [{ pairs: [pair, { before: tall1.id, after: wide2.id }] }, 'errors.badRequest', 'pairs.1.after'],
        [
          {
            pairs: [
              pair,
              { before: tall1.id, after: tall2.id },
              { before: pictures.film.id, after: wide2.id },
            ],
          },
          'errors.badRequest',
        ],
        [{ pairs: [{ before: wide1.id, after: pictures.foreign.id }] }, 'tasks.messages.materialNotInCase'],
      ]);
      const response = await post(url, { pairs: [pair, { before: tall1.id, after: tall2.id }] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().submission).toMatchObject({
        kind: 'BEFORE_AFTER',
        payload: { pairs: [pair, { before: tall1.id, after: tall2.id }] },
      });
    });

    it('answers notEnoughMaterial when the case has fewer than two pictures', async () => {
      const lonely = await buildCase(db, { branchId: officeA.id });
      const only = await buildPicture(db, deps.storage, { caseId: lonely.id, branchId: officeA.id });
      const task = await openTask('BEFORE_AFTER', { caseId: lonely.id });
      await expectRefused(
        `/api/orders/tasks/${task.id}/complete/beforeafter`,
        task.id,
        [[{ pairs: [{ before: only.id, after: tall1.id }] }, 'tasks.messages.notEnoughMaterial']],
        lonely.id,
      );
    });
  });

  describe('POST /api/orders/tasks/:id/complete/some and some-gif', () => {
    const four = [tall1.id, tall2.id, wide1.id, wide2.id];

    it('answers 401 and 404, takes the style of the category only, and completes a film', async () => {
      const task = await openTask('SOCIAL_MEDIA');
      const url = `/api/orders/tasks/${task.id}/complete/some?type=Tempo`;
      await expectGuarded(url, { materials: four });
      await expectRefused(`/api/orders/tasks/${task.id}/complete/some?type=Style1`, task.id, [
        [{ materials: four }, 'errors.badRequest', 'type'],
      ]);
      await expectRefused(url, task.id, [
        [{ materials: [tall1.id, tall2.id] }, 'errors.badRequest', 'materials'],
        [{ materials: [...four, tall1.id] }, 'errors.badRequest', 'materials'],
        [{ materials: [...four, pictures.inactive.id] }, 'tasks.messages.materialNotInCase'],
      ]);
      const unknownStyle = await post(`/api/orders/tasks/${task.id}/complete/some?type=Fast`, {
        materials: four,
      });
      expect(Object.keys(unknownStyle.json().fields)).toContain('type');

      const response = await post(url, { materials: four, text: `Sunny garden\n${WRITTEN} ` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().submission).toMatchObject({
        kind: 'SOCIAL_MEDIA',
        payload: { style: 'Tempo', materials: four, text: `Sunny garden\n${WRITTEN}` },
      });
    });

    it('completes a slideshow with a slideshow style, refusing a film style', async () => {
      const task = await openTask('SOCIAL_MEDIA_SLIDESHOW');
      await expectRefused(`/api/orders/tasks/${task.id}/complete/some?type=Easy`, task.id, [
        [{ materials: four }, 'errors.badRequest', 'type'],
      ]);
      const response = await post(`/api/orders/tasks/${task.id}/complete/some?type=Style2`, {
        materials: four.slice(0, 3),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().submission.payload).toEqual({ style: 'Style2', materials: four.slice(0, 3) });
    });

    it('completes a GIF with 2 to 10 pictures', async () => {
      const task = await openTask('SOCIAL_MEDIA_GIF');
      const url = `/api/orders/tasks/${task.id}/complete/some-gif`;
      await expectGuarded(url, { materials: [tall1.id, tall2.id] });
      const wrongCall = await post(`/api/orders/tasks/${task.id}/complete/some?type=Easy`, {
        materials: four,
      });
      expect(wrongCall.json().code).toBe('tasks.messages.wrongCategory');
      await expectRefused(url, task.id, [
        [{ materials: [tall1.id] }, 'errors.badRequest', 'materials'],
        [{ materials: [tall1.id, pictures.foreign.id] }, 'tasks.messages.materialNotInCase'],
      ]);
      const response = await post(url, { materials: [wide2.id, tall1.id] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().submission).toMatchObject({
        kind: 'SOCIAL_MEDIA_GIF',
        payload: { materials: [wide2.id, tall1.id] },
      });
    });
  });
});
