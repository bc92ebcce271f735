import { describe, expect, it } from 'vitest';
import { mp4File } from '../../test/sample-files.ts';
import { csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { jpeg, uploadsSetup } from './uploads.test-fixtures.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

describe('upload calls', async () => {
  const {
    app,
    deps,
    officeA,
    agentCookie,
    adminBCookie,
    agentCCookie,
    lines,
    task,
    otherTask,
    smallTask,
    upload,
  } = await uploadsSetup();
  const photos = await task('UPLOAD_IMAGES', lines.photoLine);
  const videos = await task('UPLOAD_VIDEOS', lines.videoLine);
  const staging = await task('VIRTUAL_STAGING', lines.photoLine);
  const done = await task('UPLOAD_IMAGES', lines.photoLine, 'Completed');

  // A null cookie calls signed out.
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie?: string | null) =>
    app.inject({ method, url, headers: cookie ? portalHeaders(cookie) : csrfHeader, payload });
  const presign = (payload: object, cookie: string | null = agentCookie) =>
    call('POST', '/api/webshop/s3/upload/presigned', payload, cookie);
  const register = (taskId: string, payload: object, cookie: string | null = agentCookie) =>
    call('POST', `/api/orders/tasks/${taskId}/uploads`, payload, cookie);
  const listOf = async (taskId: string) =>
    (await call('GET', `/api/orders/tasks/${taskId}/uploads`, undefined, agentCookie)).json();
  const photo = { taskId: photos.id, fileName: 'Stue.jpg', contentType: 'image/jpeg', size: 1000 };

  describe('GET /api/webshop/s3/endpoint', () => {
    it('answers 401 without a session, and the storage for the portal', async () => {
      expect((await call('GET', '/api/webshop/s3/endpoint')).statusCode).toBe(401);
      const response = await call('GET', '/api/webshop/s3/endpoint', undefined, agentCookie);
      expect(response.json()).toEqual({ endpoint: '/api/storage/', bucket: 'local', region: 'local' });
    });
  });

  describe('POST /api/webshop/s3/upload/presigned', () => {
    it('answers 401 without a session and 404 for a task or line of another department', async () => {
      expect((await presign(photo, null)).statusCode).toBe(401);
      expect((await presign({ ...photo, taskId: otherTask.id })).statusCode).toBe(404);
      const line = await presign({ ...photo, taskId: undefined, orderlineId: lines.otherLine });
      expect(line.statusCode).toBe(404);
      expect(line.json().code).toBe('errors.resourceNotFound');
    });

    it('answers 400 for bad input, a task that takes no files, and 409 for a completed task', async () => {
      for (const payload of [
        { ...photo, fileName: '' },
        { ...photo, size: 0 },
        { ...photo, size: 6 * 1024 ** 3 },
        { ...photo, orderlineId: lines.photoLine },
        { ...photo, taskId: undefined },
        { ...photo, taskId: 'nope' },
      ]) {
        const response = await presign(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().code).toBe('errors.badRequest');
      }
      expect((await presign({ ...photo, taskId: staging.id })).json().code).toBe(
        'tasks.messages.wrongCategory',
      );
      expect((await presign({ ...photo, taskId: done.id })).statusCode).toBe(409);
    });

    it('refuses file names and types with the spec’s messages, before anything is uploaded', async () => {
      const cases: [object, string][] = [
        [{ ...photo, fileName: 'bad,name.jpg' }, 'tasks.upload.invalidFileName'],
        [{ ...photo, fileName: 'Kök.jpg' }, 'tasks.upload.invalidFileName'],
        [{ ...photo, fileName: 'stue.nr.2.jpg' }, 'tasks.upload.fileNameDot'],
        [{ ...photo, fileName: 'tour.mp4' }, 'tasks.upload.fileTypeNotSupported'],
        [{ ...photo, fileName: 'noextension' }, 'tasks.upload.fileTypeNotSupported'],
        [{ ...photo, taskId: videos.id }, 'tasks.upload.fileTypeNotSupported'],
      ];
      for (const [payload, code] of cases) {
        const response = await presign(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ code, fields: { fileName: code } });
      }
    });

    it('answers a URL for a new temporary key of the line, with the headers the PUT must carry', async () => {
      const response = await presign({ ...photo, fileName: 'IMG_0001.HEIC', contentType: '' });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.key).toMatch(new RegExp(`^tmp/${officeA.id}/${lines.photoLine}/${UUID}\\.heic$`));
      expect(body.url).toMatch(new RegExp(`^/api/storage/${body.key}\\?expires=\\d+&signature=`));
      expect(body.headers).toEqual({
        'content-type': 'image/heic',
        'x-amz-acl': 'public-read',
        'x-portal-request': '1',
      });
      const minutes = (Date.parse(body.expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(59);
      expect(minutes).toBeLessThanOrEqual(60);
      const video = await presign({ ...photo, taskId: videos.id, fileName: 'tour.MOV' });
      expect(video.json().headers['content-type']).toBe('video/quicktime');
    });
  });

  describe('POST and GET /api/orders/tasks/:id/uploads', () => {
    it('answers 401 without a session, 404 for another department’s task and 400 for bad input', async () => {
      const key = await upload({ taskId: photos.id }, 'a.jpg', await jpeg(8, 8));
      const payload = { files: [{ key, fileName: 'a.jpg' }], copyrightConfirmed: true };
      expect((await register(photos.id, payload, null)).statusCode).toBe(401);
      expect((await call('GET', `/api/orders/tasks/${photos.id}/uploads`)).statusCode).toBe(401);
      expect((await register(otherTask.id, payload)).statusCode).toBe(404);
      expect(
        (await call('GET', `/api/orders/tasks/${otherTask.id}/uploads`, undefined, agentCookie)).statusCode,
      ).toBe(404);
      for (const bad of [{ files: [], copyrightConfirmed: true }, { files: [{ key }] }, {}]) {
        expect((await register(photos.id, bad)).statusCode, JSON.stringify(bad)).toBe(400);
      }
      expect(await listOf(photos.id)).toEqual([]);
    });

    it('refuses the whole call for one bad file and registers nothing', async () => {
      const good = await upload({ taskId: photos.id }, 'good.jpg', await jpeg(8, 8));
      const ofVideos = await upload({ taskId: videos.id }, 'tour.mp4', mp4File());
      const absent = good.replace(/[0-9a-f-]{36}\.jpg$/, '00000000-0000-4000-8000-000000000000.jpg');
      const cases: [object, number, string, Record<string, string>][] = [
        [
          { files: [{ key: good, fileName: 'good.jpg' }], copyrightConfirmed: false },
          400,
          'tasks.upload.copyrightRequired',
          { copyrightConfirmed: 'tasks.upload.copyrightRequired' },
        ],
        [
          {
            files: [
              { key: good, fileName: 'good.jpg' },
              { key: ofVideos, fileName: 'tour.mp4' },
            ],
            copyrightConfirmed: true,
          },
          403,
          'errors.forbidden',
          { 'files.1.key': 'errors.forbidden' },
        ],
        [
          {
            files: [
              { key: good, fileName: 'good.jpg' },
              { key: absent, fileName: 'lost.jpg' },
            ],
            copyrightConfirmed: true,
          },
          400,
          'tasks.upload.fileMissing',
          { 'files.1.key': 'tasks.upload.fileMissing' },
        ],
        [
          { files: [{ key: good, fileName: 'go;od.jpg' }], copyrightConfirmed: true },
          400,
          'tasks.upload.invalidFileName',
          { 'files.0.fileName': 'tasks.upload.invalidFileName' },
        ],
        [
          { files: [{ key: good, fileName: 'good.png' }], copyrightConfirmed: true },
          400,
          'tasks.upload.fileTypeNotSupported',
          { 'files.0.fileName': 'tasks.upload.fileTypeNotSupported' },
        ],
        [
          {
            files: [
              { key: good, fileName: 'good.jpg' },
              { key: good, fileName: 'good.jpg' },
            ],
            copyrightConfirmed: true,
          },
          400,
          'errors.badRequest',
          { 'files.1.key': 'errors.badRequest' },
        ],
      ];
      for (const [payload, status, code, fields] of cases) {
        const response = await register(photos.id, payload);
        expect(response.statusCode, response.body).toBe(status);
        expect(response.json()).toMatchObject({ code, fields });
      }
      expect(await listOf(photos.id)).toEqual([]);
      expect(await deps.storage.head(good)).not.toBeNull();
    });

    it('registers uploaded files with their stored size and type, each with a working preview link', async () => {
      const first = await upload({ taskId: photos.id }, 'Stue.jpg', await jpeg(40, 30));
      const kitchen = await jpeg(20, 20);
      const second = await upload({ taskId: photos.id }, 'Køkken.JPEG', kitchen);
      const payload = {
        files: [
          { key: first, fileName: 'Stue.jpg' },
          { key: second, fileName: 'Køkken.JPEG' },
        ],
        copyrightConfirmed: true,
      };
      const response = await register(photos.id, payload);
      expect(response.statusCode, response.body).toBe(201);
      const records = response.json();
      expect(records).toHaveLength(2);
      expect(records[1]).toMatchObject({
        orderlineId: lines.photoLine,
        taskId: photos.id,
        fileName: 'Køkken.JPEG',
        contentType: 'image/jpeg',
        size: kitchen.length,
      });
      const preview = await app.inject({ method: 'GET', url: records[1].url });
      expect(preview.statusCode).toBe(200);
      expect(preview.rawPayload.equals(kitchen)).toBe(true);

      // Sent again after a lost answer: nothing is registered twice.
      expect((await register(photos.id, payload)).json()).toHaveLength(2);
      expect(await listOf(photos.id)).toHaveLength(2);
    });

    it('holds the department’s max image upload count, at presigning and at registering', async () => {
      const keys = [];
      for (const name of ['1.jpg', '2.jpg'])
        keys.push(await upload({ taskId: smallTask.id }, name, await jpeg(8, 8), agentCCookie));
      const files = keys.map((key, index) => ({ key, fileName: `${index + 1}.jpg` }));
      const fits = await register(smallTask.id, { files, copyrightConfirmed: true }, agentCCookie);
      expect(fits.statusCode, fits.body).toBe(201);
      const full = await presign({ ...photo, taskId: smallTask.id }, agentCCookie);
      expect(full.statusCode).toBe(400);
      expect(full.json()).toMatchObject({ code: 'tasks.upload.maxFiles', params: { max: 2 } });
      expect(full.json().message).toBe('This task takes at most 2 files.');
    });
  });

  describe('DELETE /api/orders/orderlines/taskfileuploads/:materialId', () => {
    it('answers 401, 404 for another department, 400 for a bad id', async () => {
      const [record] = await listOf(photos.id);
      const url = `/api/orders/orderlines/taskfileuploads/${record.id}`;
      expect((await call('DELETE', url)).statusCode).toBe(401);
      expect((await call('DELETE', url, undefined, adminBCookie)).statusCode).toBe(404);
      expect(
        (await call('DELETE', '/api/orders/orderlines/taskfileuploads/nope', undefined, agentCookie))
          .statusCode,
      ).toBe(400);
      expect(await listOf(photos.id)).toHaveLength(2);
    });

    it('removes the upload and its stored file', async () => {
      const key = await upload({ taskId: photos.id }, 'gone.jpg', await jpeg(8, 8));
      const [record] = (
        await register(photos.id, { files: [{ key, fileName: 'gone.jpg' }], copyrightConfirmed: true })
      )
        .json()
        .filter((item: { fileName: string }) => item.fileName === 'gone.jpg');
      const response = await call(
        'DELETE',
        `/api/orders/orderlines/taskfileuploads/${record.id}`,
        undefined,
        agentCookie,
      );
      expect(response.statusCode).toBe(204);
      expect((await listOf(photos.id)).map((item: { fileName: string }) => item.fileName)).not.toContain(
        'gone.jpg',
      );
      expect(await deps.storage.head(key)).toBeNull();
    });
  });
});
