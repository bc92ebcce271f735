import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildBatch,
  buildCase,
  buildOffices,
  buildOrder,
  buildProviderStaff,
  buildUser,
  mailsTo,
  signIn,
} from '../../test/factories.ts';
import { jpegFile } from '../../test/sample-files.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { materialBatches } from '../materials/materials.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { orderLineRatingAnswers, orderLineRatings } from './ratings.table.ts';

// The provider answers a change request, complaint or feedback with a reply and a state, maybe naming the
// corrected delivery; the office is told and reads the answer on the order.
describe('answering ratings', async () => {
  const { app, db, deps, mail } = await createTestApp();
  const { officeA, officeB, adminA, agentA, adminB, roles } = await buildOffices(db);
  const editor = await buildProviderStaff(db, ['material.deliver']);
  const editorCookie = await signIn(app, editor.email);
  const photographerCookie = await signIn(app, (await buildProviderStaff(db, ['visits.manage'])).email);
  const agentCookie = await signIn(app, agentA.email);
  const adminCookieA = await signIn(app, adminA.email);
  const adminCookieB = await signIn(app, adminB.email);

  const call = (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) =>
    app.inject({ method, url, payload, headers: cookie ? portalHeaders(cookie) : csrfHeader });

  /** A delivered line of the department (office A unless told) with a complaint sent by `writerCookie`. */
  async function complaint(writerCookie = agentCookie, branchId = officeA.id, responsibleUserId = agentA.id) {
    const found = await buildCase(db, { branchId, addressFull: 'Vesterbrogade 3, 1620 København V' });
    const { order, lines } = await buildOrder(
      db,
      { caseId: found.id, branchId, status: 'Delivered', responsibleUserId },
      [{ status: 'DELIVERED', deliveredAt: new Date(), productName: 'Fotografering 20 billeder' }],
    );
    const lineId = lines[0]?.id as string;
    const rated = await call('POST', '/api/orders/rating/w2', writerCookie, {
      orderlineId: lineId,
      type: 'complaint',
      comment: 'Bilen i indkørslen skal fjernes',
    });
    expect(rated.statusCode, rated.body).toBe(200);
    return { order, caseId: found.id, lineId, ratingId: rated.json().id as string };
  }

  const answerUrl = (lineId: string, ratingId: string) =>
    `/api/provider/orderlines/${lineId}/ratings/${ratingId}/answer`;
  const answersOf = (ratingId: string) =>
    db.select().from(orderLineRatingAnswers).where(eq(orderLineRatingAnswers.ratingId, ratingId));
  const stateOf = async (ratingId: string) =>
    (await db.select().from(orderLineRatings).where(eq(orderLineRatings.id, ratingId)))[0]?.state;
  const toldAbout = (orderId: string) =>
    db.select().from(notifications).where(eq(notifications.orderId, orderId));

  /** Delivers one picture to the line through the provider's delivery calls; answers the delivery's batch. */
  async function deliverCorrection(lineId: string) {
    const body = await jpegFile(40, 30);
    const presigned = await call(
      'POST',
      `/api/provider/orderlines/${lineId}/uploads/presigned`,
      editorCookie,
      {
        fileName: 'indkoersel-uden-bil.jpg',
        size: body.length,
      },
    );
    const { url, headers, key } = presigned.json();
    await app.inject({ method: 'PUT', url, headers, payload: body });
    await call('POST', `/api/provider/orderlines/${lineId}/uploads`, editorCookie, {
      files: [{ key, fileName: 'indkoersel-uden-bil.jpg' }],
      copyrightConfirmed: true,
    });
    const delivered = await call('POST', `/api/provider/orderlines/${lineId}/deliveries`, editorCookie, {
      deliveredQuantity: 20,
    });
    expect(delivered.statusCode, delivered.body).toBe(201);
    return delivered.json().batchId as string;
  }

  it('answers 401 signed out and 403 to office users of either department and to staff without material.deliver, writing nothing', async () => {
    const { order, lineId, ratingId } = await complaint();
    const mailsBefore = mail.received.length;
    for (const [cookie, status] of [
      [null, 401],
      [agentCookie, 403],
      [adminCookieA, 403],
      [adminCookieB, 403],
      [photographerCookie, 403],
    ] as const) {
      const answer = await call('POST', answerUrl(lineId, ratingId), cookie, {
        state: 'DONE',
        reply: 'Fjernet',
      });
      expect(answer.statusCode).toBe(status);
      expect((await call('GET', `/api/provider/orderlines/${lineId}/ratings`, cookie)).statusCode).toBe(
        status,
      );
    }
    expect(await answersOf(ratingId)).toEqual([]);
    expect(await stateOf(ratingId)).toBe('OPEN');
    expect(await toldAbout(order.id)).toEqual([]);
    expect(mail.received.length).toBe(mailsBefore);
  });

  it('refuses a bad answer next to its field, another line’s rating and another line’s delivery, writing nothing', async () => {
    const { caseId, lineId, ratingId } = await complaint();
    const other = await complaint();
    const post = (body: object, url = answerUrl(lineId, ratingId)) => call('POST', url, editorCookie, body);

    const blank = await post({ state: 'DONE', reply: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ reply: 'rules.required' });
    const reopened = await post({ state: 'OPEN', reply: 'Åben igen' });
    expect(reopened.statusCode).toBe(400);
    expect(Object.keys(reopened.json().fields)).toEqual(['state']);
    expect((await post({ state: 'DONE', reply: 'x'.repeat(4001) })).json().fields).toEqual({
      reply: expect.any(String),
    });
    expect(
      (await post({ state: 'DONE', reply: 'Fjernet' }, answerUrl(lineId, other.ratingId))).statusCode,
    ).toBe(404);
    expect(
      (await post({ state: 'DONE', reply: 'Fjernet' }, answerUrl(lineId, crypto.randomUUID()))).statusCode,
    ).toBe(404);

    // A delivery of another line, and one of this line made before the complaint, are not its correction.
    const foreign = await deliverCorrection(other.lineId);
    const { batch: earlier } = await buildBatch(
      db,
      deps.storage,
      { caseId, branchId: officeA.id, orderLineId: lineId },
      1,
    );
    await db
      .update(materialBatches)
      .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(materialBatches.id, earlier.id));
    for (const correctedBatchId of [foreign, earlier.id, crypto.randomUUID()]) {
      const refused = await post({ state: 'DONE', reply: 'Rettet', correctedBatchId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'ratings.messages.deliveryNotOfLine',
        fields: { correctedBatchId: 'ratings.messages.deliveryNotOfLine' },
      });
    }
    expect(await answersOf(ratingId)).toEqual([]);
    expect(await stateOf(ratingId)).toBe('OPEN');
  });

  it('accepts, then finishes with the corrected delivery: the office reads both answers and the writer is told in their language', async () => {
    // The writer uses the portal in Swedish although the office is Danish; the responsible agent follows.
    const writer = await buildUser(db, [{ branchId: officeA.id, roleId: roles.regular.id }], {
      firstName: 'Sara',
      locale: 'sv-SE',
    });
    const { order, lineId, ratingId } = await complaint(await signIn(app, writer.email));
    const accepted = await call('POST', answerUrl(lineId, ratingId), editorCookie, {
      state: 'ACCEPTED',
      reply: 'Vi retoucherer billedet – klar i morgen.',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ state: 'ACCEPTED', answers: [{ state: 'ACCEPTED' }] });

    const batchId = await deliverCorrection(lineId);
    const lineRatings = (
      await call('GET', `/api/provider/orderlines/${lineId}/ratings`, editorCookie)
    ).json();
    expect(lineRatings.deliveries).toEqual([expect.objectContaining({ batchId, files: 1 })]);
    const done = await call('POST', answerUrl(lineId, ratingId), editorCookie, {
      state: 'DONE',
      reply: 'Bilen er fjernet.\nSe den nye levering.',
      correctedBatchId: batchId,
    });
    expect(done.statusCode, done.body).toBe(200);

    const onOrder = await call('GET', `/api/orders/${order.id}/ratings`, agentCookie);
    expect(onOrder.statusCode, onOrder.body).toBe(200);
    expect(onOrder.json()).toEqual([
      expect.objectContaining({
        id: ratingId,
        orderlineId: lineId,
        comment: 'Bilen i indkørslen skal fjernes',
        state: 'DONE',
        answers: [
          expect.objectContaining({
            state: 'ACCEPTED',
            reply: 'Vi retoucherer billedet – klar i morgen.',
            answeredBy: expect.objectContaining({ id: editor.id }),
            correctedDelivery: null,
          }),
          expect.objectContaining({
            state: 'DONE',
            reply: 'Bilen er fjernet.\nSe den nye levering.',
            correctedDelivery: expect.objectContaining({ batchId, files: 1 }),
          }),
        ],
      }),
    ]);
    const onLine = await call('GET', `/api/orders/orderlines/${lineId}/ratings`, agentCookie);
    expect(onLine.json()[0].answers).toHaveLength(2);

    const mails = mailsTo(mail.received, writer.email);
    expect(mails.map((each) => each.subject)).toEqual([
      `Svar på din reklamation på order ${order.salesId}`,
      `Svar på din reklamation på order ${order.salesId}`,
    ]);
    expect(mails[1]?.text).toContain('Status: klar.');
    expect(mails[1]?.text).toContain('Bilen er fjernet.');
    expect(mails[1]?.text).toContain('En rättad leverans har lagts till i ärendet.');
    expect(mails[1]?.text).toContain(`http://portal.test/orders/${order.id}#rating-${ratingId}`);
    // The writer and the responsible agent are told in the portal, once per answer.
    const told = await toldAbout(order.id);
    expect(told.map((row) => [row.recipientUserId, row.kind, row.link]).sort()).toEqual(
      [
        [agentA.id, 'rating_answered', `/orders/${order.id}#rating-${ratingId}`],
        [agentA.id, 'rating_answered', `/orders/${order.id}#rating-${ratingId}`],
        [writer.id, 'rating_answered', `/orders/${order.id}#rating-${ratingId}`],
        [writer.id, 'rating_answered', `/orders/${order.id}#rating-${ratingId}`],
      ].sort(),
    );

    // Done is final: a further answer is refused and changes nothing.
    const again = await call('POST', answerUrl(lineId, ratingId), editorCookie, {
      state: 'DECLINED',
      reply: 'Nej',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ratings.messages.closed');
    expect(await answersOf(ratingId)).toHaveLength(2);
    expect(await stateOf(ratingId)).toBe('DONE');
  });

  it('mails a writer who chose no language in their department’s language', async () => {
    const { order, lineId, ratingId } = await complaint(adminCookieB, officeB.id, adminB.id);
    const declined = await call('POST', answerUrl(lineId, ratingId), editorCookie, {
      state: 'DECLINED',
      reply: 'Bilen står på naboens grund.',
    });
    expect(declined.statusCode).toBe(200);
    const [sent] = mailsTo(mail.received, adminB.email);
    expect(sent?.subject).toBe(`Svar på reklamasjonen din på ordre ${order.salesId}`);
    expect(sent?.text).toContain('Status: avvist.');
  });

  it('lets the office read an order’s ratings only in its own department', async () => {
    const { order } = await complaint();
    expect((await call('GET', `/api/orders/${order.id}/ratings`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/orders/${order.id}/ratings`, adminCookieB)).statusCode).toBe(404);
    expect((await call('GET', '/api/orders/not-an-id/ratings', agentCookie)).statusCode).toBe(400);
    expect((await call('GET', `/api/orders/${order.id}/ratings`, adminCookieA)).json()).toHaveLength(1);
  });
});
