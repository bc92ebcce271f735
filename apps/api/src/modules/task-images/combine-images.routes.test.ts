import { describe, expect, it } from 'vitest';
import type { Storage } from '../../adapters/storage/storage.ts';
import { buildCase, buildPicture } from '../../test/factories.ts';
import { oversizedJpegFile } from '../../test/sample-files.ts';
import { materials } from '../materials/materials.table.ts';
import { createImagesCast, VERTICAL } from './task-images.test-fixtures.ts';

describe('combining pictures under load', async () => {
  const { db, deps, post, openTask, expectUnchanged, officeA } = await createImagesCast();

  /** A case with two vertical pictures and an open combine task. */
  async function caseToCombine() {
    const place = await buildCase(db, { branchId: officeA.id });
    const ofCase = { caseId: place.id, branchId: officeA.id };
    const left = await buildPicture(db, deps.storage, ofCase, VERTICAL);
    const right = await buildPicture(db, deps.storage, ofCase, VERTICAL);
    const task = await openTask('COMBINE_IMAGES', { caseId: place.id });
    return { place, left, right, task };
  }

  it('a picture claiming more pixels than the hub decodes answers pictureTooLarge, and nothing is saved', async () => {
    const { place, left, right, task } = await caseToCombine();
    await deps.storage.write(right.storageKey as string, await oversizedJpegFile(), 'image/jpeg');
    const response = await post(`/api/orders/tasks/${task.id}/complete/combine-images`, {
      materials: [left.id, right.id],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'errors.pictureTooLarge',
      message: 'A chosen picture is too large to process (over 110 megapixels).',
    });
    const rows = await expectUnchanged(task.id, place.id);
    expect(rows.map((row) => row.id).toSorted()).toEqual([left.id, right.id].toSorted());
  });

  it('draws the pictures outside the database transaction, so other requests are not held up meanwhile', async () => {
    const { left, right, task } = await caseToCombine();
    const original = deps.storage;
    const waits: ('free' | 'held')[] = [];
    // While the hub reads the pictures to combine, another request's query must get through at once.
    const probing: Storage = {
      ...original,
      read: async (key, range) => {
        if (key === left.storageKey || key === right.storageKey) {
          const query = db.select({ id: materials.id }).from(materials).limit(1);
          const timeout = new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 2_000));
          waits.push(await Promise.race([query.then(() => 'free' as const), timeout]));
        }
        return original.read(key, range);
      },
    };
    deps.storage = probing;
    try {
      const response = await post(`/api/orders/tasks/${task.id}/complete/combine-images`, {
        materials: [left.id, right.id],
      });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      deps.storage = original;
    }
    expect(waits).toEqual(['free', 'free']);
  });
});
