import {
  COMMERCIAL_ROOM_TYPES,
  FurnitureStyle,
  HOME_ROOM_TYPES,
  SocialMediaFilmStyle,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { csrfHeader } from '../../test/test-app.ts';
import { WRITTEN } from '../../test/written-text.ts';
import { createImagesCast } from './task-images.test-fixtures.ts';

const stagingItem = (materialId: string, changes: Record<string, unknown> = {}) => ({
  materialId,
  roomType: 'livingRoom',
  furnitureCode: 'SCANDINAVIAN',
  label: 'INTERIOR_DESIGN_SUGGESTION',
  ...changes,
});

describe('task images routes: reading and virtual staging', async () => {
  const cast = await createImagesCast();
  const { app, get, post, openTask, expectUnchanged, pictures, otherOfficeCookie } = cast;
  const { tall1, tall2, wide1, wide2 } = pictures;

  describe('GET /api/orders/tasks/:id/images', () => {
    it('answers 401 without a session and 404 for another department’s task', async () => {
      const task = await openTask('IMAGE_SELECTOR');
      const anonymous = await app.inject({ method: 'GET', url: `/api/orders/tasks/${task.id}/images` });
      expect(anonymous.statusCode).toBe(401);
      expect((await get(`/api/orders/tasks/${task.id}/images`, otherOfficeCookie)).statusCode).toBe(404);
      expect((await get('/api/orders/tasks/not-an-id/images')).statusCode).toBe(400);
    });

    it('lists the delivered pictures of the task’s case with signed, expiring URLs', async () => {
      const task = await openTask('VIRTUAL_STAGING');
      const response = await get(`/api/orders/tasks/${task.id}/images`);
      expect(response.statusCode, response.body).toBe(200);
      const images = response.json();
      expect(images.map((image: { id: string }) => image.id)).toEqual([
        tall1.id,
        tall2.id,
        wide1.id,
        wide2.id,
      ]);
      expect(images[0]).toEqual({
        id: tall1.id,
        name: tall1.name,
        url: expect.stringMatching(/^\/api\/storage\/cases\/.+\.jpg\?expires=\d+&signature=/),
        width: 300,
        height: 450,
        isVertical: true,
        isSelected: false,
      });
      expect(images[2].isVertical).toBe(false);
    });

    it('answers an empty list for a case without pictures', async () => {
      const task = await openTask('VIRTUAL_STAGING', { caseId: cast.withoutPictures.id });
      expect((await get(`/api/orders/tasks/${task.id}/images`)).json()).toEqual([]);
    });
  });

  describe('GET /api/orders/tasks/virtual-staging', () => {
    it('answers 401 without a session and 400 for an unknown type', async () => {
      const anonymous = await app.inject({
        method: 'GET',
        url: '/api/orders/tasks/virtual-staging?type=VIRTUAL_STAGING',
      });
      expect(anonymous.statusCode).toBe(401);
      const unknown = await get('/api/orders/tasks/virtual-staging?type=UPLOAD_IMAGES');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toHaveProperty('type');
      expect((await get('/api/orders/tasks/virtual-staging')).statusCode).toBe(400);
    });

    it('offers the home rooms for homes and 720°, the commercial rooms for commercial staging', async () => {
      for (const type of ['VIRTUAL_STAGING', 'VIRTUAL_STAGING_720']) {
        const options = (await get(`/api/orders/tasks/virtual-staging?type=${type}`)).json();
        expect(options.map((option: { roomType: string }) => option.roomType)).toEqual([...HOME_ROOM_TYPES]);
      }
      const commercial = (
        await get('/api/orders/tasks/virtual-staging?type=VIRTUAL_STAGING_COMMERCIAL')
      ).json();
      expect(commercial.map((option: { roomType: string }) => option.roomType)).toEqual([
        ...COMMERCIAL_ROOM_TYPES,
      ]);
      expect(commercial[0]).toEqual({
        roomType: 'toilet',
        imageUrl: '/api/orders/tasks/virtual-staging/images/room-toilet.svg',
        furnitureOptions: FurnitureStyle.options.map((code) => ({
          code,
          imageUrl: `/api/orders/tasks/virtual-staging/images/furniture-${code}.svg`,
        })),
      });
    });

    it('serves every offered drawing publicly, cacheable, and 404 for an unknown one', async () => {
      const options = (await get('/api/orders/tasks/virtual-staging?type=VIRTUAL_STAGING_COMMERCIAL')).json();
      const urls: string[] = [
        ...options.map((option: { imageUrl: string }) => option.imageUrl),
        ...options[0].furnitureOptions.map((option: { imageUrl: string }) => option.imageUrl),
      ];
      for (const url of urls) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toContain('image/svg+xml');
        expect(response.headers['cache-control']).toBe('public, max-age=86400');
        expect(response.body).toMatch(/^<svg [^>]+>.*#F1554C.*<\/svg>$/s);
      }
      const unknown = await app.inject({
        method: 'GET',
        url: '/api/orders/tasks/virtual-staging/images/room-garage.svg',
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('GET /api/orders/tasks/sometypes', () => {
    it('answers 401 without a session and lists the film styles with their description keys', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/orders/tasks/sometypes' })).statusCode).toBe(401);
      const styles = (await get('/api/orders/tasks/sometypes')).json();
      expect(styles).toEqual(
        SocialMediaFilmStyle.options.map((code) => ({
          code,
          descriptionKey: `staging.some.filmStyles.${code}.description`,
        })),
      );
    });
  });

  describe('POST /api/orders/tasks/:id/complete/virtual-staging', () => {
    const url = (id: string) => `/api/orders/tasks/${id}/complete/virtual-staging`;

    it('answers 401 without a session, 404 for another department, 400 for another category', async () => {
      const task = await openTask('VIRTUAL_STAGING');
      const payload = { items: [stagingItem(tall1.id)] };
      const anonymous = await app.inject({ method: 'POST', url: url(task.id), headers: csrfHeader, payload });
      expect(anonymous.statusCode).toBe(401);
      expect((await post(url(task.id), payload, otherOfficeCookie)).statusCode).toBe(404);
      const selector = await openTask('IMAGE_SELECTOR');
      const wrong = await post(url(selector.id), payload);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe('tasks.messages.wrongCategory');
      await expectUnchanged(task.id);
    });

    it('refuses bad input and changes nothing', async () => {
      const task = await openTask('VIRTUAL_STAGING_COMMERCIAL', { quantity: 2 });
      const refusals: [unknown, string, string?][] = [
        [{ items: [] }, 'errors.badRequest', 'items'],
        [{ items: [stagingItem(tall1.id, { label: 'NICE' })] }, 'errors.badRequest', 'items.0.label'],
        [
          { items: [stagingItem(tall1.id, { furnitureCode: 'BAROQUE' })] },
          'errors.badRequest',
          'items.0.furnitureCode',
        ],
        [
          { items: [stagingItem(tall1.id), stagingItem(tall1.id)] },
          'errors.badRequest',
          'items.1.materialId',
        ],
        // A home's room is not offered for commercial staging.
        [{ items: [stagingItem(tall1.id)] }, 'errors.badRequest', 'items.0.roomType'],
        [
          { items: [tall1, tall2, wide1].map((p) => stagingItem(p.id, { roomType: 'shop' })) },
          'errors.badRequest',
          'items',
        ],
        [
          { items: [stagingItem(pictures.foreign.id, { roomType: 'shop' })] },
          'tasks.messages.materialNotInCase',
        ],
        [
          { items: [stagingItem(pictures.film.id, { roomType: 'shop' })] },
          'tasks.messages.materialNotInCase',
        ],
        [
          { items: [stagingItem(pictures.inactive.id, { roomType: 'shop' })] },
          'tasks.messages.materialNotInCase',
        ],
      ];
      for (const [payload, code, field] of refusals) {
        const response = await post(url(task.id), payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().code, JSON.stringify(payload)).toBe(code);
        if (field) expect(Object.keys(response.json().fields), JSON.stringify(payload)).toContain(field);
      }
      await expectUnchanged(task.id);
    });

    it('completes the task with the pictures to stage and notes the included correction round', async () => {
      const task = await openTask('VIRTUAL_STAGING', { quantity: 2 });
      const items = [
        stagingItem(tall1.id, { comment: `Light colours, please! ${WRITTEN}` }),
        stagingItem(wide1.id, {
          roomType: 'bedroom',
          furnitureCode: 'BOHEMIAN',
          label: 'STYLING_SUGGESTION',
        }),
      ];
      const response = await post(url(task.id), { items });
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json();
      expect(detail.task.status).toBe('Completed');
      expect(detail.submission.kind).toBe('VIRTUAL_STAGING');
      expect(detail.submission.payload).toEqual({
        category: 'VIRTUAL_STAGING',
        correctionRoundsIncluded: 1,
        items,
      });
      const again = await post(url(task.id), { items });
      expect(again.statusCode).toBe(409);
    });
  });
});
