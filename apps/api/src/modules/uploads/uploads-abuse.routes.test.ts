import { describe, expect, it } from 'vitest';
import {
  buildBranch,
  buildCase,
  buildOrder,
  buildPicture,
  buildRoles,
  buildTask,
  buildUser,
  signIn,
} from '../../test/factories.ts';
import { htmlFile, jpegFile, mp4File, pdfFile, pngFile, svgFile } from '../../test/sample-files.ts';
import { portalHeaders } from '../../test/test-app.ts';
import { ABANDONED_UPLOADS_JOB, removeAbandonedUploads } from './abandoned-uploads.service.ts';
import { uploadsSetup } from './uploads.test-fixtures.ts';

const HOUR = 60 * 60 * 1000;

describe('uploads under abuse', async () => {
  const setup = await uploadsSetup();
  const { app, db, deps, officeA, home, agentCookie, lines, task, upload, setNow } = setup;
  const post = (url: string, payload: object, cookie = agentCookie) =>
    app.inject({ method: 'POST', url, headers: portalHeaders(cookie), payload });
  const register = (taskId: string, files: { key: string; fileName: string }[], cookie = agentCookie) =>
    post(`/api/orders/tasks/${taskId}/uploads`, { files, copyrightConfirmed: true }, cookie);
  const listOf = async (taskId: string, cookie = agentCookie) =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/orders/tasks/${taskId}/uploads`,
        headers: portalHeaders(cookie),
      })
    ).json();

  /** A department of its own whose max image upload count is 2, with an agent and an image task. */
  async function smallOffice() {
    const office = await buildBranch(db, { maxImageUploadCount: 2 });
    const { regular } = await buildRoles(db);
    const agent = await buildUser(db, [{ branchId: office.id, roleId: regular.id }]);
    const place = await buildCase(db, { branchId: office.id });
    const { order, lines: ordered } = await buildOrder(db, { caseId: place.id, branchId: office.id }, [
      { productName: 'Photography 2 images' },
    ]);
    const photos = await buildTask(db, {
      branchId: office.id,
      caseId: place.id,
      orderId: order.id,
      orderLineId: ordered[0]?.id,
    });
    return { photos, cookie: await signIn(app, agent.email) };
  }

  describe('the content of a file must be what its name says', () => {
    it('an HTML page named .jpg is refused with "File type is not supported.", removed, and nothing is registered', async () => {
      const photos = await task('UPLOAD_IMAGES', lines.photoLine);
      const good = await upload({ taskId: photos.id }, 'Stue.jpg', await jpegFile());
      const page = await upload({ taskId: photos.id }, 'Stue 2.jpg', htmlFile());
      const response = await register(photos.id, [
        { key: good, fileName: 'Stue.jpg' },
        { key: page, fileName: 'Stue 2.jpg' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'tasks.upload.fileTypeNotSupported',
        message: 'File type is not supported.',
        fields: { 'files.1.fileName': 'tasks.upload.fileTypeNotSupported' },
      });
      expect(await listOf(photos.id)).toEqual([]);
      expect(await deps.storage.head(page)).toBeNull();
      // The good file of the refused call stays, to be registered on its own.
      expect(await deps.storage.head(good)).not.toBeNull();
    });

    it('an SVG with a script, named .jpg, is refused the same way', async () => {
      const photos = await task('UPLOAD_IMAGES', lines.photoLine);
      const drawing = await upload({ taskId: photos.id }, 'logo.jpg', svgFile());
      const response = await register(photos.id, [{ key: drawing, fileName: 'logo.jpg' }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('tasks.upload.fileTypeNotSupported');
      expect(await listOf(photos.id)).toEqual([]);
      expect(await deps.storage.head(drawing)).toBeNull();
    });

    it('an HTML page named .pdf or .mp4 is refused for a video comment, and nothing is registered', async () => {
      const comment = await task('VIDIBILI_COMMENT', lines.videoLine);
      for (const fileName of ['notes.pdf', 'tour.mp4']) {
        const key = await upload({ taskId: comment.id }, fileName, htmlFile());
        const response = await register(comment.id, [{ key, fileName }]);
        expect(response.statusCode, fileName).toBe(400);
        expect(response.json().code).toBe('tasks.upload.fileTypeNotSupported');
      }
      expect(await listOf(comment.id)).toEqual([]);
    });

    it('real JPEG, PNG, MP4, MOV and PDF files are registered', async () => {
      const comment = await task('VIDIBILI_COMMENT', lines.videoLine);
      const files: [string, Buffer][] = [
        ['Stue.jpg', await jpegFile()],
        ['Have.png', await pngFile()],
        ['tour.mp4', mp4File()],
        ['iphone.mov', mp4File('qt')],
        ['notes.pdf', pdfFile()],
      ];
      const uploaded = [];
      for (const [fileName, body] of files) {
        uploaded.push({ key: await upload({ taskId: comment.id }, fileName, body), fileName });
      }
      const response = await register(comment.id, uploaded);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().map((record: { fileName: string }) => record.fileName)).toEqual(
        files.map(([fileName]) => fileName),
      );
    });
  });

  describe('upload links cannot fill storage', () => {
    it('files PUT but never registered count against the department’s limit when presigning', async () => {
      const { photos, cookie } = await smallOffice();
      const presign = () =>
        post(
          '/api/webshop/s3/upload/presigned',
          { taskId: photos.id, fileName: 'more.jpg', size: 1000 },
          cookie,
        );
      // Two files reach storage and are never registered.
      await upload({ taskId: photos.id }, '1.jpg', await jpegFile(), cookie);
      await upload({ taskId: photos.id }, '2.jpg', await jpegFile(), cookie);
      const refused = await presign();
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'tasks.upload.maxFiles', params: { max: 2 } });
      expect(await listOf(photos.id, cookie)).toEqual([]);
    });

    it('links handed out before any file arrived cannot register more than the limit; the extra files are removed', async () => {
      const { photos, cookie } = await smallOffice();
      const links = [];
      for (const fileName of ['1.jpg', '2.jpg', '3.jpg']) {
        const presigned = await post(
          '/api/webshop/s3/upload/presigned',
          { taskId: photos.id, fileName, size: 1000 },
          cookie,
        );
        expect(presigned.statusCode, presigned.body).toBe(200);
        links.push({ ...presigned.json(), fileName });
      }
      for (const link of links) {
        const put = await app.inject({
          method: 'PUT',
          url: link.url,
          headers: link.headers,
          payload: await jpegFile(),
        });
        expect(put.statusCode).toBe(200);
      }
      const files = links.map((link) => ({ key: link.key as string, fileName: link.fileName }));
      const response = await register(photos.id, files, cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'tasks.upload.maxFiles', params: { max: 2 } });
      for (const file of files) expect(await deps.storage.head(file.key)).toBeNull();
    });
  });

  describe('the nightly clean-up of temporary files', () => {
    it('removes files nobody registered once they are a day old, and keeps registered uploads and material', async () => {
      const photos = await task('UPLOAD_IMAGES', lines.droneLine);
      const abandoned = await upload({ taskId: photos.id }, 'left.jpg', await jpegFile());
      const waiting = await upload({ taskId: photos.id }, 'kept.jpg', await jpegFile());
      expect((await register(photos.id, [{ key: waiting, fileName: 'kept.jpg' }])).statusCode).toBe(201);
      const document = await post('/api/webshop/s3/upload/presigned', {
        caseId: home.id,
        fileName: 'never-saved.pdf',
        size: 100,
      });
      const { url, headers, key: unsavedDocument } = document.json();
      await app.inject({ method: 'PUT', url, headers, payload: pdfFile() });
      const picture = await buildPicture(db, deps.storage, { caseId: home.id, branchId: officeA.id });

      // Only storage and the job are used while the clock is moved: a request would find the session idle.
      try {
        setNow(new Date(Date.now() + 23 * HOUR));
        await removeAbandonedUploads(deps);
        expect(await deps.storage.head(abandoned)).not.toBeNull();

        setNow(new Date(Date.now() + 25 * HOUR));
        // Queued by hand, the scheduled job's worker does the work, as the nightly run will.
        await deps.jobs.send(ABANDONED_UPLOADS_JOB, {});
        await expect
          .poll(async () => (await deps.storage.head(abandoned)) === null, { timeout: 20_000 })
          .toBe(true);
      } finally {
        setNow(undefined);
      }
      expect(await deps.storage.head(unsavedDocument)).toBeNull();
      expect(await deps.storage.head(waiting)).not.toBeNull();
      expect(await deps.storage.head(picture.storageKey as string)).not.toBeNull();
      expect((await listOf(photos.id)).map((record: { fileName: string }) => record.fileName)).toEqual([
        'kept.jpg',
      ]);
    });
  });
});
