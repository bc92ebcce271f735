import { describe, expect, it } from 'vitest';
import { csrfHeader } from '../../test/test-app.ts';
import { createImagesCast } from './task-images.test-fixtures.ts';

describe('task images routes: retouching and renovation', async () => {
  const cast = await createImagesCast();
  const { app, post, openTask, expectUnchanged, pictures, otherOfficeCookie } = cast;
  const { tall1, tall2, wide1, wide2 } = pictures;

  describe('POST /api/orders/tasks/:id/complete/objects-removal', () => {
    const url = (id: string) => `/api/orders/tasks/${id}/complete/objects-removal`;
    const point = { tool: 'POINT', x: 0.25, y: 0.5 };
    const arrow = { tool: 'ARROW', x: 0.1, y: 0.1, toX: 0.4, toY: 0.6, comment: 'The bin' };

    it('answers 401 without a session and 404 for another department', async () => {
      const task = await openTask('VIRTUAL_STAGING_REMOVE_OBJECTS');
      const payload = { materials: [tall1.id], marks: [point] };
      const anonymous = await app.inject({ method: 'POST', url: url(task.id), headers: csrfHeader, payload });
      expect(anonymous.statusCode).toBe(401);
      expect((await post(url(task.id), payload, otherOfficeCookie)).statusCode).toBe(404);
    });

    it('needs exactly one picture and at least one mark, each a point or a complete arrow', async () => {
      const task = await openTask('VIRTUAL_STAGING_REMOVE_OBJECTS');
      const refusals: [unknown, string, string?][] = [
        [{ materials: [], marks: [point] }, 'tasks.messages.retouchOneImage'],
        [{ materials: [tall1.id, tall2.id], marks: [point] }, 'tasks.messages.retouchOneImage'],
        [{ materials: [tall1.id], marks: [] }, 'tasks.messages.retouchMarkRequired'],
        [
          { materials: [tall1.id], marks: [{ ...arrow, toY: undefined }] },
          'errors.badRequest',
          'marks.0.toY',
        ],
        [
          { materials: [tall1.id], marks: [{ ...point, tool: 'LASSO' }] },
          'errors.badRequest',
          'marks.0.tool',
        ],
        [{ materials: [tall1.id], marks: [{ ...point, x: 1.5 }] }, 'errors.badRequest', 'marks.0.x'],
        [{ materials: [pictures.foreign.id], marks: [point] }, 'tasks.messages.materialNotInCase'],
      ];
      for (const [payload, code, field] of refusals) {
        const response = await post(url(task.id), payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().code, JSON.stringify(payload)).toBe(code);
        if (field) expect(Object.keys(response.json().fields), JSON.stringify(payload)).toContain(field);
      }
      await expectUnchanged(task.id);

      const response = await post(url(task.id), { materials: [wide2.id], marks: [point, arrow] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().submission.payload).toEqual({ materialId: wide2.id, marks: [point, arrow] });
    });
  });

  describe('POST /api/orders/tasks/:id/complete/indoor-renovation', () => {
    const url = (id: string) => `/api/orders/tasks/${id}/complete/indoor-renovation`;
    const item = { materialId: tall1.id, roomType: 'kitchen', description: 'White fronts, oak floor.' };

    it('answers 401 and 404, refuses bad input without changes, and completes', async () => {
      const task = await openTask('VIRTUAL_STAGING_INDOOR_RENOVATION', { quantity: 1 });
      const anonymous = await app.inject({
        method: 'POST',
        url: url(task.id),
        headers: csrfHeader,
        payload: { items: [item] },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await post(url(task.id), { items: [item] }, otherOfficeCookie)).statusCode).toBe(404);
      const refusals: [unknown, string, string?][] = [
        [{ items: [{ ...item, description: '   ' }] }, 'errors.badRequest', 'items.0.description'],
        [{ items: [{ ...item, roomType: 'garage' }] }, 'errors.badRequest', 'items.0.roomType'],
        [{ items: [item, { ...item, materialId: tall2.id }] }, 'errors.badRequest', 'items'],
        [{ items: [{ ...item, materialId: pictures.foreign.id }] }, 'tasks.messages.materialNotInCase'],
      ];
      for (const [payload, code, field] of refusals) {
        const response = await post(url(task.id), payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().code).toBe(code);
        if (field) expect(Object.keys(response.json().fields)).toContain(field);
      }
      await expectUnchanged(task.id);
      const response = await post(url(task.id), { items: [item] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().submission).toMatchObject({
        kind: 'INDOOR_RENOVATION',
        payload: { items: [item] },
      });
    });
  });

  describe('POST /api/orders/tasks/:id/complete/outdoor-renovation', () => {
    const url = (id: string) => `/api/orders/tasks/${id}/complete/outdoor-renovation`;
    const item = {
      materialId: wide1.id,
      options: [
        { option: 'ROOF', colour: 'BLACK' },
        { option: 'FACADE', colour: 'WHITE_WITH_PATTERN' },
      ],
      removal: 'BLUR',
      grass: 'GREEN_GRASS',
      comment: 'The car in the driveway',
    };

    it('answers 401 and 404, refuses bad input without changes, and completes', async () => {
      const task = await openTask('VIRTUAL_STAGING_OUTDOOR_RENOVATION');
      const anonymous = await app.inject({
        method: 'POST',
        url: url(task.id),
        headers: csrfHeader,
        payload: { items: [item] },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await post(url(task.id), { items: [item] }, otherOfficeCookie)).statusCode).toBe(404);
      const refusals: [unknown, string, string?][] = [
        [{ items: [{ materialId: wide1.id, options: [] }] }, 'errors.badRequest', 'items.0.options'],
        [
          { items: [{ ...item, options: [item.options[0], item.options[0]] }] },
          'errors.badRequest',
          'items.0.options',
        ],
        [
          { items: [{ ...item, options: [{ option: 'ROOF', colour: 'PINK' }] }] },
          'errors.badRequest',
          'items.0.options.0.colour',
        ],
        [{ items: [{ ...item, grass: 'ASTROTURF' }] }, 'errors.badRequest', 'items.0.grass'],
        [{ items: [{ ...item, materialId: pictures.film.id }] }, 'tasks.messages.materialNotInCase'],
      ];
      for (const [payload, code, field] of refusals) {
        const response = await post(url(task.id), payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().code).toBe(code);
        if (field) expect(Object.keys(response.json().fields)).toContain(field);
      }
      await expectUnchanged(task.id);
      const lawnOnly = { materialId: wide2.id, options: [], grass: 'REPAIR_GRASS' };
      const response = await post(url(task.id), { items: [item, lawnOnly] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().submission).toMatchObject({
        kind: 'OUTDOOR_RENOVATION',
        payload: { items: [item, lawnOnly] },
      });
    });
  });
});
