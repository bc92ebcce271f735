import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildBatch,
  buildCase,
  buildOffices,
  buildOrder,
  buildProviderStaff,
  signIn,
} from '../../test/factories.ts';
import { jpegFile } from '../../test/sample-files.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { feedbackAnnotations } from './feedback.table.ts';

// The provider answers submitted feedback per annotation; the office sees the replies and the corrections.
describe('provider feedback calls', async () => {
  const { app, db, deps } = await createTestApp();
  const { officeB, adminA, adminB } = await buildOffices(db);
  const editor = await buildProviderStaff(db, ['material.deliver']);
  const editorCookie = await signIn(app, editor.email);
  const photographerCookie = await signIn(app, (await buildProviderStaff(db, ['visits.manage'])).email);
  const adminCookie = await signIn(app, adminA.email);
  const officeCookie = await signIn(app, adminB.email);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, payload, headers: cookie ? portalHeaders(cookie) : csrfHeader });

  /** A delivered line of office B (adminB responsible) with two pictures and submitted feedback on both. */
  async function submittedFeedback() {
    const found = await buildCase(db, { branchId: officeB.id, addressFull: 'Bryggen 5, 5003 Bergen' });
    const { order, lines } = await buildOrder(
      db,
      { caseId: found.id, branchId: officeB.id, status: 'Delivered', responsibleUserId: adminB.id },
      [{ status: 'DELIVERED', canReceiveFeedback: true }],
    );
    const lineId = lines[0]?.id as string;
    const { pictures } = await buildBatch(
      db,
      deps.storage,
      { caseId: found.id, branchId: officeB.id, orderLineId: lineId },
      2,
    );
    const officeUrl = `/api/orders/orderlines/${lineId}/feedback`;
    const annotations = pictures.map((picture) => ({
      materialId: picture.id,
      tool: 'POINT',
      points: [{ x: 0.5, y: 0.5 }],
      kind: 'CHANGE',
      text: 'Fjern bilen',
    }));
    expect((await call('PUT', officeUrl, officeCookie, { annotations })).statusCode).toBe(200);
    const submitted = await call('POST', `${officeUrl}/submit`, officeCookie);
    const [first, second] = submitted.json().annotations.map((row: { id: string }) => row.id) as [
      string,
      string,
    ];
    return { order, lineId, officeUrl, first, second };
  }

  const answerUrl = (lineId: string, annotationId: string) =>
    `/api/provider/orderlines/${lineId}/feedback/${annotationId}/answer`;
  const answered = async () =>
    (
      await db
        .select({ value: count() })
        .from(feedbackAnnotations)
        .where(eq(feedbackAnnotations.state, 'OPEN'))
    )[0]?.value;

  it('answers 401 signed out and 403 to an office admin and to staff without material.deliver', async () => {
    const { lineId, first } = await submittedFeedback();
    const before = await answered();
    for (const [cookie, status] of [
      [null, 401],
      [adminCookie, 403],
      [officeCookie, 403],
      [photographerCookie, 403],
    ] as const) {
      expect((await call('GET', '/api/provider/feedback', cookie)).statusCode).toBe(status);
      expect((await call('GET', `/api/provider/orderlines/${lineId}/feedback`, cookie)).statusCode).toBe(
        status,
      );
      const answer = await call('POST', answerUrl(lineId, first), cookie, {
        state: 'DONE',
        reply: 'Fjernet',
      });
      expect(answer.statusCode).toBe(status);
    }
    expect(await answered()).toBe(before);
  });

  it('lists submitted feedback as work orders and refuses bad answers, writing nothing', async () => {
    const { lineId, first } = await submittedFeedback();
    const list = await call('GET', '/api/provider/feedback?take=100', editorCookie);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        orderlineId: lineId,
        address: 'Bryggen 5, 5003 Bergen',
        annotations: 2,
        open: 2,
      }),
    );
    const before = await answered();
    const noReply = await call('POST', answerUrl(lineId, first), editorCookie, { state: 'DONE', reply: ' ' });
    expect(noReply.statusCode).toBe(400);
    expect(noReply.json().fields).toEqual({ reply: 'rules.required' });
    expect(
      (await call('POST', answerUrl(lineId, first), editorCookie, { state: 'OPEN', reply: 'x' })).statusCode,
    ).toBe(400);
    const unknownFile = await call('POST', answerUrl(lineId, first), editorCookie, {
      state: 'DONE',
      reply: 'Rettet',
      correctedUploadId: crypto.randomUUID(),
    });
    expect(unknownFile.json().fields).toEqual({ correctedUploadId: 'tasks.upload.fileMissing' });
    expect(
      (
        await call('POST', answerUrl(lineId, crypto.randomUUID()), editorCookie, {
          state: 'DONE',
          reply: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect(await answered()).toBe(before);
  });

  it('answers with a corrected picture and a decline; the office sees both and is told once all are answered', async () => {
    const { order, lineId, officeUrl, first, second } = await submittedFeedback();
    const body = await jpegFile(40, 30);
    const presigned = await call(
      'POST',
      `/api/provider/orderlines/${lineId}/uploads/presigned`,
      editorCookie,
      {
        fileName: 'front-retouched.jpg',
        size: body.length,
      },
    );
    const { url, headers, key } = presigned.json();
    await app.inject({ method: 'PUT', url, headers, payload: body });
    const uploads = await call('POST', `/api/provider/orderlines/${lineId}/uploads`, editorCookie, {
      files: [{ key, fileName: 'front-retouched.jpg' }],
      copyrightConfirmed: true,
    });
    const correctedUploadId = uploads.json()[0].id;
    const done = await call('POST', answerUrl(lineId, first), editorCookie, {
      state: 'DONE',
      reply: 'Bilen er fjernet',
      correctedUploadId,
    });
    expect(done.statusCode, done.body).toBe(200);
    const told = () => db.select().from(notifications).where(eq(notifications.orderId, order.id));
    expect(await told()).toEqual([]);
    const again = await call('POST', answerUrl(lineId, first), editorCookie, {
      state: 'DECLINED',
      reply: 'Nej',
    });
    expect(again.statusCode).toBe(409);
    const declined = await call('POST', answerUrl(lineId, second), editorCookie, {
      state: 'DECLINED',
      reply: 'Bilen står på nabogrunden',
    });
    expect(declined.statusCode).toBe(200);

    const office = (await call('GET', officeUrl, officeCookie)).json();
    expect(office.pictures).toHaveLength(2);
    expect(office.annotations).toEqual([
      expect.objectContaining({
        state: 'DONE',
        reply: 'Bilen er fjernet',
        corrected: expect.objectContaining({ url: expect.any(String) }),
      }),
      expect.objectContaining({ state: 'DECLINED', reply: 'Bilen står på nabogrunden', corrected: null }),
    ]);
    expect((await told()).map((row) => [row.recipientUserId, row.kind, row.link])).toEqual([
      [adminB.id, 'feedback_answered', `/orders/${order.id}/lines/${lineId}/feedback`],
    ]);
  });
});
