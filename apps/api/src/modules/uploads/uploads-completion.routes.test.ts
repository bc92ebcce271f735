import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOrder } from '../../test/factories.ts';
import { mp4File, pdfFile } from '../../test/sample-files.ts';
import { csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { WRITTEN } from '../../test/written-text.ts';
import { materialBatches, materials } from '../materials/materials.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { withUndoableMoves } from './upload-materials.ts';
import { jpeg, uploadsSetup } from './uploads.test-fixtures.ts';

describe('completing upload tasks and turning order-line files into material', async () => {
  const { app, db, deps, officeA, home, agentCookie, adminBCookie, lines, task, otherTask, upload } =
    await uploadsSetup();

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    cookie?: string | null,
  ) => app.inject({ method, url, headers: cookie ? portalHeaders(cookie) : csrfHeader, payload });
  const complete = (taskId: string, payload?: object, cookie: string | null = agentCookie) =>
    call('PATCH', `/api/orders/tasks/${taskId}/complete`, payload, cookie);
  const detailOf = async (taskId: string) =>
    (await call('GET', `/api/orders/tasks/${taskId}`, undefined, agentCookie)).json();
  const uploadsOf = async (taskId: string) =>
    (await call('GET', `/api/orders/tasks/${taskId}/uploads`, undefined, agentCookie)).json();
  const materialsOfCase = () => db.select().from(materials).where(eq(materials.caseId, home.id));
  /** Uploads and registers files for a task, as the portal does. */
  async function attach(taskId: string, files: [string, Buffer | string][]) {
    const registered = [];
    for (const [fileName, body] of files)
      registered.push({ key: await upload({ taskId }, fileName, body), fileName });
    const response = await call(
      'POST',
      `/api/orders/tasks/${taskId}/uploads`,
      { files: registered, copyrightConfirmed: true },
      agentCookie,
    );
    expect(response.statusCode, response.body).toBe(201);
    return registered.map((file) => file.key);
  }

  describe('PATCH /api/orders/tasks/:id/complete for upload tasks', () => {
    it('answers 401 without a session, 404 for another department’s task, 400 for a bad body', async () => {
      const photos = await task('UPLOAD_IMAGES', lines.photoLine);
      expect((await complete(photos.id, undefined, null)).statusCode).toBe(401);
      expect((await complete(otherTask.id)).statusCode).toBe(404);
      const bad = await complete(photos.id, { comment: 42 });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields)).toEqual(['comment']);
      expect((await complete(otherTask.id, undefined, adminBCookie)).json().code).toBe(
        'tasks.upload.minFiles',
      );
    });

    it('refuses a task without its minimum of files, and changes nothing', async () => {
      const photos = await task('UPLOAD_IMAGES', lines.photoLine);
      const response = await complete(photos.id);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'tasks.upload.minFiles',
        params: { min: 1 },
        message: 'Task requires minimum 1 file(s)',
      });
      expect(await detailOf(photos.id)).toMatchObject({ task: { status: 'Open' }, submission: null });
    });

    it('refuses a video comment without a comment, leaving its files where they were', async () => {
      const comment = await task('VIDIBILI_COMMENT', lines.videoLine);
      const [key] = await attach(comment.id, [['notes.pdf', pdfFile()]]);
      for (const payload of [undefined, { comment: '   ' }]) {
        const response = await complete(comment.id, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ comment: 'rules.required' });
      }
      expect(await detailOf(comment.id)).toMatchObject({ task: { status: 'Open' }, submission: null });
      expect(await uploadsOf(comment.id)).toHaveLength(1);
      expect(await deps.storage.head(key as string)).not.toBeNull();
      expect(await materialsOfCase()).toEqual([]);
    });

    it('completes a video comment with its comment alone', async () => {
      const comment = await task('VIDIBILI_COMMENT', lines.videoLine);
      const written = `Music: calmer, please. ${WRITTEN}`;
      const response = await complete(comment.id, { comment: ` ${written} ` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ id: comment.id, status: 'Completed' });
      expect((await detailOf(comment.id)).submission).toMatchObject({
        kind: 'UPLOADS',
        payload: { files: [], comment: written },
      });
    });

    it('turns the files into material of the case in one batch and stores what was submitted', async () => {
      const photos = await task('UPLOAD_IMAGES', lines.photoLine);
      const keys = await attach(photos.id, [
        ['Facade.jpg', await jpeg(60, 40)],
        ['Trappe.jpg', await jpeg(30, 50)],
      ]);
      const response = await complete(photos.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().status).toBe('Completed');

      const rows = await materialsOfCase();
      expect(rows.map((row) => [row.name, row.type, row.width, row.height])).toEqual([
        ['Facade.jpg', 'Picture', 60, 40],
        ['Trappe.jpg', 'Picture', 30, 50],
      ]);
      const batches = await db.select().from(materialBatches).where(eq(materialBatches.caseId, home.id));
      expect(batches).toHaveLength(1);
      expect(batches[0]?.orderLineId).toBe(lines.photoLine);
      for (const [index, row] of rows.entries()) {
        expect(row.batchId).toBe(batches[0]?.id);
        expect(row.storageKey).toBe(`cases/${home.id}/${row.batchId}/${row.id}.jpg`);
        expect(await deps.storage.head(row.storageKey as string)).not.toBeNull();
        expect(await deps.storage.head(keys[index] as string)).toBeNull();
      }
      expect((await detailOf(photos.id)).submission.payload).toEqual({
        files: rows.map((row) => ({ fileName: row.name, size: row.size, materialId: row.id })),
      });
      expect(await uploadsOf(photos.id)).toEqual([]);
      expect((await complete(photos.id)).statusCode).toBe(409);
    });

    it('takes images and videos with an optional comment for an aerial task', async () => {
      const drone = await task('ARIAL', lines.droneLine);
      await attach(drone.id, [['flight.mp4', mp4File()]]);
      const response = await complete(drone.id, { comment: 'Shot at 40 m' });
      expect(response.statusCode, response.body).toBe(200);
      const video = (await materialsOfCase()).find((row) => row.name === 'flight.mp4');
      expect(video).toMatchObject({ type: 'Video', contentType: 'video/mp4', width: null });
      expect((await detailOf(drone.id)).submission.payload.comment).toBe('Shot at 40 m');
    });
  });

  describe('DELETE of a file of a closed task', () => {
    it('answers 409 and keeps the file', async () => {
      const videos = await task('UPLOAD_VIDEOS', lines.videoLine);
      const [key] = await attach(videos.id, [['tour.mov', mp4File('qt')]]);
      const [record] = await uploadsOf(videos.id);
      await db.update(tasks).set({ status: 'Cancelled' }).where(eq(tasks.id, videos.id));
      const response = await call(
        'DELETE',
        `/api/orders/orderlines/taskfileuploads/${record.id}`,
        undefined,
        agentCookie,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('tasks.messages.taskClosed');
      expect(await deps.storage.head(key as string)).not.toBeNull();
    });
  });

  describe('order-line files', () => {
    const listUrl = `/api/orders/orderlines/${lines.planLine}/taskfileuploads`;
    const addUrl = `${listUrl}/add`;
    const materialsUrl = `/api/orders/orderlines/${lines.planLine}/materials/add`;

    it('answers 401 without a session, 404 for another department’s line, 400 for bad input', async () => {
      for (const [method, url] of [
        ['GET', listUrl],
        ['POST', addUrl],
        ['POST', materialsUrl],
      ] as const) {
        expect((await call(method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(401);
        expect(
          (await call(method, url, { files: [], copyrightConfirmed: true }, adminBCookie)).statusCode,
          url,
        ).toBe(method === 'POST' && url === addUrl ? 400 : 404);
      }
      const other = `/api/orders/orderlines/${lines.otherLine}`;
      expect((await call('GET', `${other}/taskfileuploads`, undefined, agentCookie)).statusCode).toBe(404);
      const key = await upload({ orderlineId: lines.planLine }, 'plan.pdf', pdfFile());
      const payload = { files: [{ key, fileName: 'plan.pdf' }], copyrightConfirmed: true };
      expect((await call('POST', `${other}/taskfileuploads/add`, payload, agentCookie)).statusCode).toBe(404);
      expect((await call('POST', `${other}/materials/add`, undefined, agentCookie)).statusCode).toBe(404);
      expect((await call('POST', addUrl, { ...payload, files: [] }, agentCookie)).statusCode).toBe(400);
      expect((await call('GET', listUrl, undefined, agentCookie)).json()).toEqual([]);
    });

    it('refuses to make material of a line without files, and changes nothing', async () => {
      const response = await call('POST', materialsUrl, undefined, agentCookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'tasks.upload.minFiles', params: { min: 1 } });
      const batches = await db
        .select()
        .from(materialBatches)
        .where(eq(materialBatches.orderLineId, lines.planLine));
      expect(batches).toEqual([]);
    });

    it('registers files of the line and turns them into material, leaving a task’s files with the task', async () => {
      const photos = await task('UPLOAD_IMAGES', lines.planLine);
      await attach(photos.id, [['waiting.jpg', await jpeg(10, 10)]]);
      const plan = pdfFile();
      const key = await upload({ orderlineId: lines.planLine }, 'Plan 1.pdf', plan);
      const added = await call(
        'POST',
        addUrl,
        { files: [{ key, fileName: 'Plan 1.pdf' }], copyrightConfirmed: true },
        agentCookie,
      );
      expect(added.statusCode, added.body).toBe(201);
      expect(added.json().map((item: { fileName: string }) => item.fileName)).toEqual([
        'waiting.jpg',
        'Plan 1.pdf',
      ]);

      const response = await call('POST', materialsUrl, undefined, agentCookie);
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(body.materials).toEqual([
        { id: expect.any(String), fileName: 'Plan 1.pdf', type: 'Unknown', size: plan.length },
      ]);
      const [row] = await db.select().from(materials).where(eq(materials.id, body.materials[0].id));
      expect(row?.storageKey).toBe(`cases/${home.id}/${body.batchId}/${row?.id}.pdf`);
      expect(await deps.storage.head(key)).toBeNull();
      const left = (await call('GET', listUrl, undefined, agentCookie)).json();
      expect(left.map((item: { fileName: string }) => item.fileName)).toEqual(['waiting.jpg']);
    });

    it('puts the first material of a case at position 0 and the next batch after it, and the case then has material', async () => {
      const fresh = await buildCase(db, { branchId: officeA.id });
      const { lines: freshLines } = await buildOrder(db, { caseId: fresh.id, branchId: officeA.id }, [{}]);
      const lineUrl = `/api/orders/orderlines/${freshLines[0]?.id}`;
      const caseRecord = async () =>
        (await call('GET', `/api/Cases/${fresh.id}`, undefined, agentCookie)).json();
      expect((await caseRecord()).materialInfo.hasMaterials).toBe(false);
      async function deliver(fileNames: string[]): Promise<string> {
        const files = [];
        for (const fileName of fileNames) {
          files.push({
            key: await upload({ orderlineId: freshLines[0]?.id as string }, fileName, pdfFile()),
            fileName,
          });
        }
        const added = await call(
          'POST',
          `${lineUrl}/taskfileuploads/add`,
          { files, copyrightConfirmed: true },
          agentCookie,
        );
        expect(added.statusCode, added.body).toBe(201);
        const response = await call('POST', `${lineUrl}/materials/add`, undefined, agentCookie);
        expect(response.statusCode, response.body).toBe(201);
        return response.json().batchId;
      }

      const first = await deliver(['Plan 1.pdf', 'Plan 2.pdf']);
      const second = await deliver(['Plan 3.pdf']);
      const listed = (await call('GET', `/api/cases/${fresh.id}/assets`, undefined, agentCookie)).json();
      expect(
        listed.materials.map((item: { name: string; batchId: string; sortOrder: number }) => [
          item.name,
          item.batchId,
          item.sortOrder,
        ]),
      ).toEqual([
        ['Plan 1.pdf', first, 0],
        ['Plan 2.pdf', first, 1],
        ['Plan 3.pdf', second, 2],
      ]);
      expect((await caseRecord()).materialInfo.hasMaterials).toBe(true);
    });
  });

  it('puts moved files back when the work after the moves fails', async () => {
    await deps.storage.write('tmp/undo/a.jpg', Buffer.from('a'), 'image/jpeg');
    const failing = withUndoableMoves(deps, async (moves) => {
      await deps.storage.move('tmp/undo/a.jpg', 'cases/undo/a.jpg');
      moves.push({ from: 'tmp/undo/a.jpg', to: 'cases/undo/a.jpg' });
      throw new Error('commit failed');
    });
    await expect(failing).rejects.toThrow('commit failed');
    expect(await deps.storage.head('tmp/undo/a.jpg')).not.toBeNull();
    expect(await deps.storage.head('cases/undo/a.jpg')).toBeNull();
  });
});
