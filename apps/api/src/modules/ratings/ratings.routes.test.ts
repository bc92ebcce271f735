import { describe, expect, it } from 'vitest';
import {
  buildCase,
  buildOffices,
  buildOrder,
  buildProviderStaff,
  mailsTo,
  signIn,
} from '../../test/factories.ts';
import { hubClient } from '../../test/hub-client.ts';
import { htmlFile, jpegFile, pdfFile } from '../../test/sample-files.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { WRITTEN } from '../../test/written-text.ts';
import { orderLineRatings } from './ratings.table.ts';

describe('rating calls', async () => {
  const { app, db, deps, mail } = await createTestApp({ config: { SUPPORT_EMAIL: 'help@provider.test' } });
  const { officeA, agentA, adminB } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const cookieB = await signIn(app, adminB.email);
  const agent = hubClient(app, agentCookie);
  const ratingsListOf = async (lineId: string) =>
    (await agent.GET('/api/orders/orderlines/{id}/ratings', { params: { path: { id: lineId } } })).data;

  async function lineOfA(status: 'DELIVERED' | 'OPEN' = 'DELIVERED') {
    const found = await buildCase(db, { branchId: officeA.id });
    const { lines } = await buildOrder(db, { caseId: found.id, branchId: officeA.id, status: 'Delivered' }, [
      { status, deliveredAt: status === 'DELIVERED' ? new Date() : null },
    ]);
    if (!lines[0]) throw new Error('no line');
    return lines[0].id;
  }

  const post = (url: string, payload: object, cookie = agentCookie) =>
    app.inject({ method: 'POST', url, payload, headers: cookie ? portalHeaders(cookie) : csrfHeader });
  const presign = (lineId: string, fileName: string, cookie = agentCookie) =>
    post('/api/webshop/s3/upload/presigned', { ratingOrderlineId: lineId, fileName, size: 1000 }, cookie);
  /** Presigns and stores a document the way the browser's PUT would. */
  async function upload(lineId: string, fileName: string, content: Buffer, contentType: string) {
    const response = await presign(lineId, fileName);
    expect(response.statusCode, response.body).toBe(200);
    const { key } = response.json();
    await deps.storage.write(key, content, contentType);
    return { key, fileName };
  }
  const rate = (body: object, cookie = agentCookie) => post('/api/orders/rating/w2', body, cookie);
  const ratingsOf = async (lineId: string) =>
    (await db.select().from(orderLineRatings)).filter((row) => row.orderLineId === lineId);

  it('answers 401 signed out, 404 for another department’s line and 400 for a bad body, writing nothing', async () => {
    const lineId = await lineOfA();
    const body = { orderlineId: lineId, type: 'complaint', comment: 'Bilen skal fjernes' };
    expect((await rate(body, '')).statusCode).toBe(401);
    expect((await rate(body, cookieB)).statusCode).toBe(404);
    expect((await presign(lineId, 'notes.pdf', cookieB)).statusCode).toBe(404);
    expect((await rate({ ...body, type: 'angry' })).statusCode).toBe(400);
    expect((await rate({ ...body, comment: ' ' })).statusCode).toBe(400);
    const listed = await app.inject({
      method: 'GET',
      url: `/api/orders/orderlines/${lineId}/ratings`,
      headers: portalHeaders(cookieB),
    });
    expect(listed.statusCode).toBe(404);
    expect(await ratingsOf(lineId)).toEqual([]);
  });

  it('refuses a line that was not delivered', async () => {
    const lineId = await lineOfA('OPEN');
    const response = await rate({ orderlineId: lineId, type: 'feedback', comment: 'Fint' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ratings.messages.notDelivered');
    expect((await presign(lineId, 'notes.pdf')).statusCode).toBe(409);
  });

  it('rates a delivered line with checked documents, which move out of the temporary folder', async () => {
    const lineId = await lineOfA();
    const pdf = await upload(lineId, 'klage.pdf', pdfFile(), 'application/pdf');
    const picture = await upload(lineId, 'bil.jpg', await jpegFile(), 'image/jpeg');
    const { data, response } = await agent.POST('/api/orders/rating/w2', {
      body: {
        orderlineId: lineId,
        type: 'complaint',
        comment: 'Bilen i indkørslen skal fjernes',
        uploadedDocuments: [pdf, picture],
      },
    });
    expect(response.status).toBe(200);
    expect(data).toEqual(
      expect.objectContaining({
        orderlineId: lineId,
        type: 'complaint',
        createdBy: expect.objectContaining({ id: agentA.id }),
        documents: [
          expect.objectContaining({ fileName: 'klage.pdf', contentType: 'application/pdf' }),
          expect.objectContaining({ fileName: 'bil.jpg', contentType: 'image/jpeg' }),
        ],
      }),
    );
    const [row] = await ratingsOf(lineId);
    expect(row?.documents.every((document) => document.storageKey.startsWith('ratings/'))).toBe(true);
    expect(await deps.storage.head(pdf.key)).toBeNull();
    const second = await agent.POST('/api/orders/rating/w2', {
      body: { orderlineId: lineId, type: 'feedback', comment: 'Ellers flot' },
    });
    expect(second.response.status).toBe(200);
    expect((await ratingsListOf(lineId))?.map((rating) => rating.type)).toEqual(['feedback', 'complaint']);
  });

  it('keeps the comment as written', async () => {
    const lineId = await lineOfA();
    const { data } = await agent.POST('/api/orders/rating/w2', {
      body: { orderlineId: lineId, type: 'change', comment: ` ${WRITTEN}\n` },
    });
    expect(data?.comment).toBe(WRITTEN);
    expect((await ratingsListOf(lineId))?.map((rating) => rating.comment)).toEqual([WRITTEN]);
  });

  it('refuses a document of another line, of a wrong type or whose content is not what its name says', async () => {
    const lineId = await lineOfA();
    const otherLine = await lineOfA();
    const foreign = await upload(otherLine, 'andet.pdf', pdfFile(), 'application/pdf');
    const base = { orderlineId: lineId, type: 'change', comment: 'Ret teksten' };
    const stolen = await rate({ ...base, uploadedDocuments: [foreign] });
    expect(stolen.statusCode).toBe(403);
    expect(await deps.storage.head(foreign.key)).not.toBeNull();
    const wrongType = await presign(lineId, 'film.mp4');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toEqual({ fileName: 'ratings.messages.documentType' });
    const page = await upload(lineId, 'side.pdf', htmlFile(), 'application/pdf');
    const disguised = await rate({ ...base, uploadedDocuments: [page] });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().fields).toEqual({
      'uploadedDocuments.0.fileName': 'tasks.upload.fileTypeNotSupported',
    });
    expect(await ratingsOf(lineId)).toEqual([]);
  });

  it('lists a line’s ratings to provider staff with material.deliver, and to no one else', async () => {
    const lineId = await lineOfA();
    expect(
      (await rate({ orderlineId: lineId, type: 'complaint', comment: 'Bilen skal fjernes' })).statusCode,
    ).toBe(200);
    const url = `/api/provider/orderlines/${lineId}/ratings`;
    const list = (cookie: string) =>
      app.inject({ method: 'GET', url, headers: cookie ? portalHeaders(cookie) : csrfHeader });
    expect((await list('')).statusCode).toBe(401);
    expect((await list(agentCookie)).statusCode).toBe(403);
    expect(
      (await list(await signIn(app, (await buildProviderStaff(db, ['visits.manage'])).email))).statusCode,
    ).toBe(403);
    const editorCookie = await signIn(app, (await buildProviderStaff(db, ['material.deliver'])).email);
    const listed = await list(editorCookie);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({
      ratings: [
        expect.objectContaining({
          type: 'complaint',
          comment: 'Bilen skal fjernes',
          createdBy: expect.any(Object),
          state: 'OPEN',
          answers: [],
        }),
      ],
      deliveries: [],
    });
  });

  it('takes the type in the upper case of the picture feedback’s kinds and stores it as the spec’s', async () => {
    const lineId = await lineOfA();
    const response = await rate({ orderlineId: lineId, type: 'CHANGE', comment: 'Ret teksten' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().type).toBe('change');
    expect((await ratingsOf(lineId)).map((row) => row.type)).toEqual(['change']);
  });

  it('mails the provider’s support mailbox what arrived, with the comment and a link to answer it', async () => {
    const lineId = await lineOfA();
    const before = mailsTo(mail.received, 'help@provider.test').length;
    const pdf = await upload(lineId, 'klage.pdf', pdfFile(), 'application/pdf');
    const response = await rate({
      orderlineId: lineId,
      type: 'complaint',
      comment: 'Bilen i indkørslen skal fjernes',
      uploadedDocuments: [pdf],
    });
    expect(response.statusCode).toBe(200);
    const mails = mailsTo(mail.received, 'help@provider.test');
    expect(mails).toHaveLength(before + 1);
    const [sent] = mails.slice(-1);
    expect(sent?.subject).toMatch(/^Complaint on order SO-T\d+: Photography$/);
    expect(sent?.replyTo).toContain(agentA.email);
    expect(sent?.text).toContain('Bilen i indkørslen skal fjernes');
    expect(sent?.text).toContain('1 document(s) attached in the portal.');
    expect(sent?.text).toContain(`http://portal.test/provider/feedback/${lineId}`);
  });

  it('mails nothing when the rating is refused', async () => {
    const before = mail.received.length;
    expect(
      (await rate({ orderlineId: await lineOfA('OPEN'), type: 'feedback', comment: 'Fint' })).statusCode,
    ).toBe(409);
    expect(mail.received.length).toBe(before);
  });
});
