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
import { jpegFile, pdfFile } from '../../test/sample-files.ts';
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

  it('lists each rating with its type, comment, signed documents and state, those waiting first', async () => {
    const found = await buildCase(db, {
      branchId: officeB.id,
      addressFull: 'Torgallmenningen 1, 5014 Bergen',
    });
    const { order, lines } = await buildOrder(
      db,
      { caseId: found.id, branchId: officeB.id, status: 'Delivered', responsibleUserId: adminB.id },
      [{ status: 'DELIVERED', deliveredAt: new Date(), productName: 'Dronefoto' }],
    );
    const lineId = lines[0]?.id as string;
    const presigned = await call('POST', '/api/webshop/s3/upload/presigned', officeCookie, {
      ratingOrderlineId: lineId,
      fileName: 'skisse.pdf',
      size: 1000,
    });
    await deps.storage.write(presigned.json().key, pdfFile(), 'application/pdf');
    const send = (type: string, comment: string, uploadedDocuments: object[] = []) =>
      call('POST', '/api/orders/rating/w2', officeCookie, {
        orderlineId: lineId,
        type,
        comment,
        uploadedDocuments,
      });
    const complaint = (
      await send('complaint', 'Huset er skjevt på bildet', [
        { key: presigned.json().key, fileName: 'skisse.pdf' },
      ])
    ).json();
    const praise = (await send('feedback', 'Flotte bilder')).json();
    const answered = await call(
      'POST',
      `/api/provider/orderlines/${lineId}/ratings/${praise.id}/answer`,
      editorCookie,
      {
        state: 'DONE',
        reply: 'Takk!',
      },
    );
    expect(answered.statusCode).toBe(200);

    const page = (await call('GET', '/api/provider/feedback?take=100', editorCookie)).json();
    const items = page.data.filter((item: { orderlineId: string }) => item.orderlineId === lineId);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'RATING',
        orderId: order.id,
        address: 'Torgallmenningen 1, 5014 Bergen',
        branchName: 'Office B',
        productName: 'Dronefoto',
        rating: expect.objectContaining({
          id: complaint.id,
          type: 'complaint',
          comment: 'Huset er skjevt på bildet',
          state: 'OPEN',
          documents: [expect.objectContaining({ fileName: 'skisse.pdf', url: expect.any(String) })],
        }),
      }),
      expect.objectContaining({
        kind: 'RATING',
        rating: expect.objectContaining({
          id: praise.id,
          state: 'DONE',
          answers: [expect.objectContaining({ reply: 'Takk!' })],
        }),
      }),
    ]);
    // Waiting items come before every answered one, and the count says how many wait.
    const waitingFlags = page.data.map((item: { kind: string; open?: number; rating?: { state: string } }) =>
      item.kind === 'PICTURES'
        ? (item.open ?? 0) > 0
        : ['OPEN', 'ACCEPTED'].includes(item.rating?.state ?? ''),
    );
    expect(waitingFlags).toEqual([...waitingFlags].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    expect(page.waiting).toBe(waitingFlags.filter(Boolean).length);
    const document = await app.inject({ method: 'GET', url: items[0].rating.documents[0].url });
    expect(document.statusCode).toBe(200);
  });

  it('opens the work order of a line with ratings only, without showing an office’s unsent draft', async () => {
    const found = await buildCase(db, { branchId: officeB.id });
    const { lines } = await buildOrder(db, { caseId: found.id, branchId: officeB.id, status: 'Delivered' }, [
      { status: 'DELIVERED', canReceiveFeedback: true, deliveredAt: new Date() },
    ]);
    const lineId = lines[0]?.id as string;
    const { pictures } = await buildBatch(
      db,
      deps.storage,
      { caseId: found.id, branchId: officeB.id, orderLineId: lineId },
      1,
    );
    const draft = [
      {
        materialId: pictures[0]?.id,
        tool: 'POINT',
        points: [{ x: 0.2, y: 0.2 }],
        kind: 'CHANGE',
        text: 'Kladd',
      },
    ];
    expect(
      (await call('PUT', `/api/orders/orderlines/${lineId}/feedback`, officeCookie, { annotations: draft }))
        .statusCode,
    ).toBe(200);
    const workOrder = await call('GET', `/api/provider/orderlines/${lineId}/feedback`, editorCookie);
    expect(workOrder.statusCode, workOrder.body).toBe(200);
    expect(workOrder.json()).toMatchObject({
      orderlineId: lineId,
      state: 'NONE',
      annotations: [],
      pictures: [],
    });
  });
});
