import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { zipDownloads } from '../modules/downloads/downloads.table.ts';
import { materialBatches, materials } from '../modules/materials/materials.table.ts';
import { taskNotes, tasks } from '../modules/tasks/tasks.table.ts';
import { caseTextVersions } from '../modules/texts/texts.table.ts';
import {
  buildBatch,
  buildCase,
  buildOffices,
  buildOrder,
  buildProviderStaff,
  buildTask,
  signIn,
} from '../test/factories.ts';
import { withFailingWrites } from '../test/failing-writes.ts';
import { createTestApp, portalHeaders } from '../test/test-app.ts';

// The spec's error catalogue names the message of some calls' failures: a text that could not be saved, a
// batch that could not be removed, a task that could not be completed, a note that could not be added, a zip
// that could not be ordered. When such a call fails for a reason the hub does not explain (here: the database
// refuses the write), it answers that message rather than the generic one, and leaves nothing written.

describe('a call the spec names a failure message for', async () => {
  const { app, db, deps } = await createTestApp();
  const { officeA, agentA } = await buildOffices(db);
  const headers = { ...portalHeaders(await signIn(app, agentA.email)), 'accept-language': 'da' };
  const home = await buildCase(db, { branchId: officeA.id });
  const { order } = await buildOrder(db, { caseId: home.id, branchId: officeA.id });
  const { batch, pictures } = await buildBatch(
    db,
    deps.storage,
    { caseId: home.id, branchId: officeA.id },
    2,
  );
  const task = await buildTask(db, {
    branchId: officeA.id,
    caseId: home.id,
    orderId: order.id,
    type: 'BOOK_PHOTOGRAPHER',
  });

  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as = headers) =>
    app.inject({ method, url, headers: as, payload });
  const expectFailure = (
    response: { statusCode: number; json(): unknown },
    code: string,
    message: string,
  ) => {
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code, message });
  };
  const rowsOf = async () => ({
    texts: (await db.select().from(caseTextVersions).where(eq(caseTextVersions.caseId, home.id))).length,
    batches: (await db.select().from(materialBatches).where(eq(materialBatches.id, batch.id))).length,
    materials: (await db.select().from(materials).where(eq(materials.batchId, batch.id))).length,
    notes: (await db.select().from(taskNotes).where(eq(taskNotes.taskId, task.id))).length,
    zips: (await db.select().from(zipDownloads).where(eq(zipDownloads.caseId, home.id))).length,
    taskStatus: (await db.select().from(tasks).where(eq(tasks.id, task.id)))[0]?.status,
  });
  const before = await rowsOf();

  it('saving a text answers modals.editText.error', async () => {
    await withFailingWrites(db, 'case_text_versions', 'insert', async () => {
      const response = await call('POST', `/api/cases/${home.id}/texts/heading`, {
        content: 'Villa ved vandet',
      });
      expectFailure(response, 'modals.editText.error', 'Teksten kunne ikke gemmes. Prøv igen.');
    });
    expect(await rowsOf()).toEqual(before);
  });

  it('removing a batch answers materials.messages.batchRemovalError', async () => {
    await withFailingWrites(db, 'material_batches', 'delete', async () => {
      const response = await call('DELETE', `/api/cases/${home.id}/assets/batches/${batch.id}`);
      expectFailure(
        response,
        'materials.messages.batchRemovalError',
        'Leveringen kunne ikke fjernes. Prøv igen.',
      );
    });
    expect(await rowsOf()).toEqual(before);
  });

  it('completing a task answers tasks.messages.completionFailed', async () => {
    await withFailingWrites(db, 'tasks', 'update', async () => {
      const response = await call('PATCH', `/api/orders/tasks/${task.id}/complete`);
      expectFailure(response, 'tasks.messages.completionFailed', 'Opgaven kunne ikke udføres. Prøv igen.');
    });
    expect(await rowsOf()).toEqual(before);
  });

  it('adding a note answers tasks.messages.noteFailed', async () => {
    await withFailingWrites(db, 'task_notes', 'insert', async () => {
      const response = await call('POST', `/api/orders/tasks/${task.id}/notes/add`, {
        note: 'Nøglen er hos naboen',
      });
      expectFailure(response, 'tasks.messages.noteFailed', 'Noten kunne ikke tilføjes. Prøv igen.');
    });
    expect(await rowsOf()).toEqual(before);
  });

  it('ordering a zip answers materials.messages.packageZipFileFailed', async () => {
    await withFailingWrites(db, 'zip_downloads', 'insert', async () => {
      const response = await call('POST', '/api/Assets/download-link/ewarp-materials/email', {
        caseId: home.id,
        materialIds: pictures.map((picture) => picture.id),
      });
      expectFailure(
        response,
        'materials.messages.packageZipFileFailed',
        'Fejl ved pakning af zip-filen. Prøv igen.',
      );
    });
    expect(await rowsOf()).toEqual(before);
  });

  it('keeps the generic message for a call the spec names none for, and a refusal’s own reason', async () => {
    const deliverer = await buildProviderStaff(db, ['texts.deliver']);
    const staff = { ...portalHeaders(await signIn(app, deliverer.email)), 'accept-language': 'da' };
    await withFailingWrites(db, 'case_text_versions', 'insert', async () => {
      const delivered = await call(
        'POST',
        `/api/cases/${home.id}/texts/heading/deliver`,
        { orderId: order.id, content: 'Villa ved vandet' },
        staff,
      );
      expectFailure(delivered, 'errors.somethingWentWrong', 'Noget gik galt. Prøv igen senere.');
    });
    const unknownBatch = await call('DELETE', `/api/cases/${home.id}/assets/batches/not-a-batch`);
    expect(unknownBatch.statusCode).toBe(400);
    expect(unknownBatch.json().code).toBe('materials.messages.batchRequired');
    expect(await rowsOf()).toEqual(before);
  });
});
