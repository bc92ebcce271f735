import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildCase,
  buildOffices,
  buildOrder,
  buildProviderStaff,
  buildTask,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { WRITTEN } from '../../test/written-text.ts';
import { taskSubmissions } from '../tasks/tasks.table.ts';
import { caseTextVersions } from './texts.table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('case texts calls', async () => {
  const { app, db } = await createTestApp();
  const { officeA, officeB, agentA } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const provider = await buildProviderStaff(db, ['texts.deliver']);
  const providerCookie = await signIn(app, provider.email);
  const caseOfB = await buildCase(db, { branchId: officeB.id });

  // A null cookie calls signed out.
  const get = (url: string, cookie: string | null = agentCookie) =>
    app.inject({ method: 'GET', url, headers: cookie ? portalHeaders(cookie) : csrfHeader });
  const post = (url: string, payload?: object, cookie: string | null = agentCookie) =>
    app.inject({ method: 'POST', url, payload, headers: cookie ? portalHeaders(cookie) : csrfHeader });
  const versionsOf = (caseId: string) =>
    db.select().from(caseTextVersions).where(eq(caseTextVersions.caseId, caseId));

  /** A case of office A with an order delivered `deliveredDaysAgo` days ago. */
  async function caseWithOrder(deliveredDaysAgo: number | null = 1) {
    const found = await buildCase(db, { branchId: officeA.id });
    const deliveryDate = deliveredDaysAgo === null ? null : new Date(Date.now() - deliveredDaysAgo * DAY_MS);
    const { order } = await buildOrder(db, {
      caseId: found.id,
      branchId: officeA.id,
      status: 'Delivered',
      deliveryDate,
    });
    return { caseId: found.id, orderId: order.id };
  }
  const deliver = (caseId: string, name: string, orderId: string, content: string) =>
    post(`/api/cases/${caseId}/texts/${name}/deliver`, { orderId, content }, providerCookie);

  describe('GET /api/Texts/GetAllTextSections', () => {
    it('answers 401 signed out, and the fixed table with groups signed in', async () => {
      expect((await get('/api/Texts/GetAllTextSections', null)).statusCode).toBe(401);
      const response = await get('/api/Texts/GetAllTextSections');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'description', group: 'HEADING_AND_INTRODUCTION' }),
          expect.objectContaining({ name: 'ads', group: 'ADS', title: 'texts.sections.ads.title' }),
          expect.objectContaining({ name: 'pointsOfInterest', group: 'POI' }),
        ]),
      );
    });
  });

  describe('GET /api/cases/:id/texts/current', () => {
    const url = (caseId: string) => `/api/cases/${caseId}/texts/current`;

    it('answers 401, 404 for another department’s case and 400 for a bad id', async () => {
      const { caseId } = await caseWithOrder();
      expect((await get(url(caseId), null)).statusCode).toBe(401);
      expect((await get(url(caseOfB.id))).statusCode).toBe(404);
      expect((await get(url('nope'))).statusCode).toBe(400);
    });

    it('answers the first task description and the newest of other sections, in the groups’ order', async () => {
      const { caseId, orderId } = await caseWithOrder();
      expect((await get(url(caseId))).json()).toEqual([]);
      const submit = async (sections: { name: string; content: string }[], at: string) => {
        const task = await buildTask(db, { branchId: officeA.id, caseId, orderId, type: 'BASIC' });
        await db.insert(taskSubmissions).values({
          taskId: task.id,
          kind: 'TEXTS',
          payload: { sections, writingStyle: null },
          submittedAt: new Date(at),
          submittedByUserId: agentA.id,
        });
        return task;
      };
      const first = await submit(
        [
          { name: 'description', content: 'Lys villa' },
          { name: 'highlights', content: 'Havudsigt' },
        ],
        '2026-03-01T10:00:00Z',
      );
      const second = await submit(
        [
          { name: 'description', content: 'Ændret villa' },
          { name: 'highlights', content: 'Havudsigt og have' },
        ],
        '2026-03-02T10:00:00Z',
      );
      await deliver(caseId, 'ads2', orderId, 'Annonce to');
      const response = await get(url(caseId));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual([
        expect.objectContaining({
          name: 'description',
          group: 'HEADING_AND_INTRODUCTION',
          content: 'Lys villa',
          taskId: first.id,
          origin: 'TASK',
          changedBy: { id: agentA.id, name: `${agentA.firstName} ${agentA.lastName}` },
          versions: 1,
          review: null,
        }),
        expect.objectContaining({
          name: 'ads2',
          baseName: 'ads',
          number: 2,
          group: 'ADS',
          origin: 'PROVIDER',
          review: expect.objectContaining({ state: 'PENDING', reviewable: true, orderId }),
        }),
        expect.objectContaining({ name: 'highlights', group: 'USP', taskId: second.id, versions: 2 }),
      ]);
    });
  });

  describe('POST /api/cases/:id/texts/:name and GET its history', () => {
    const url = (caseId: string, name: string) => `/api/cases/${caseId}/texts/${name}`;

    it('answers 401, 404 for another department’s case and 400 for a bad name or content', async () => {
      const { caseId } = await caseWithOrder();
      expect((await post(url(caseId, 'heading'), { content: 'x' }, null)).statusCode).toBe(401);
      expect((await get(url(caseId, 'heading'), null)).statusCode).toBe(401);
      expect((await post(url(caseOfB.id, 'heading'), { content: 'x' })).statusCode).toBe(404);
      expect((await get(url(caseOfB.id, 'heading'))).statusCode).toBe(404);
      expect((await post(url(caseId, 'bad-name'), { content: 'x' })).statusCode).toBe(400);
      const tooLong = await post(url(caseId, 'heading'), { content: 'a'.repeat(201) });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().fields).toEqual({ content: 'rules.string.max' });
      expect((await post(url(caseId, 'heading'), { content: '  ' })).json().fields).toEqual({
        content: 'rules.required',
      });
      expect(await versionsOf(caseId)).toEqual([]);
      expect(await versionsOf(caseOfB.id)).toEqual([]);
    });

    it('saves a new version kept as written, and none for the content in force', async () => {
      const { caseId } = await caseWithOrder();
      const saved = await post(url(caseId, 'heading'), { content: `  ${WRITTEN}  ` });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual(
        expect.objectContaining({ content: WRITTEN, origin: 'OFFICE', versions: 1 }),
      );
      expect((await get(url(caseId, 'heading'))).json()[0].content).toBe(WRITTEN);
      expect((await post(url(caseId, 'heading'), { content: WRITTEN })).json().versions).toBe(1);
      expect(await versionsOf(caseId)).toHaveLength(1);
    });

    it('drops history entries with the same content as the one before', async () => {
      const { caseId, orderId } = await caseWithOrder();
      await post(url(caseId, 'usp'), { content: 'Første' });
      await post(url(caseId, 'usp'), { content: 'Anden' });
      expect((await deliver(caseId, 'usp', orderId, 'Anden')).statusCode).toBe(200);
      await post(url(caseId, 'usp'), { content: 'Første' });
      const history = await get(url(caseId, 'usp'));
      expect(history.statusCode).toBe(200);
      expect(history.json().map((entry: { content: string }) => entry.content)).toEqual([
        'Første',
        'Anden',
        'Første',
      ]);
      expect(history.json()[0]).toEqual(
        expect.objectContaining({ origin: 'OFFICE', changedBy: expect.objectContaining({ id: agentA.id }) }),
      );
      expect((await get(url(caseId, 'unknownName'))).json()).toEqual([]);
    });
  });

  describe('POST /api/cases/:id/texts/:name/deliver', () => {
    it('texts.deliver: an office user cannot deliver a text, and no version is written', async () => {
      const { caseId, orderId } = await caseWithOrder();
      const response = await post(`/api/cases/${caseId}/texts/ads/deliver`, { orderId, content: 'Annonce' });
      expect(response.statusCode).toBe(403);
      const signedOut = await post(`/api/cases/${caseId}/texts/ads/deliver`, { orderId, content: 'x' }, null);
      expect(signedOut.statusCode).toBe(401);
      expect(await versionsOf(caseId)).toEqual([]);
    });

    it('refuses an order of another case and a bad body, and writes nothing', async () => {
      const { caseId } = await caseWithOrder();
      const other = await caseWithOrder();
      const response = await deliver(caseId, 'ads', other.orderId, 'Annonce');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        expect.objectContaining({
          code: 'texts.messages.orderNotInCase',
          fields: { orderId: 'texts.messages.orderNotInCase' },
        }),
      );
      expect((await deliver(caseId, 'ads', other.orderId, '')).statusCode).toBe(400);
      expect(await versionsOf(caseId)).toEqual([]);
    });

    it('keeps the delivered text as written', async () => {
      const { caseId, orderId } = await caseWithOrder();
      const delivered = await deliver(caseId, 'ads', orderId, WRITTEN);
      expect(delivered.statusCode, delivered.body).toBe(200);
      const current = (await get(`/api/cases/${caseId}/texts/current`)).json();
      expect(current).toEqual([
        expect.objectContaining({ name: 'ads', content: WRITTEN, origin: 'PROVIDER' }),
      ]);
    });
  });

  describe('approving and rejecting delivered texts', () => {
    const url = (caseId: string, name: string, action: 'approve' | 'reject') =>
      `/api/cases/${caseId}/texts/${name}/${action}`;

    it('answers 401 and 404 for another department’s case, and changes nothing there', async () => {
      const { caseId, orderId } = await caseWithOrder();
      await deliver(caseId, 'ads', orderId, 'Annonce');
      expect((await post(url(caseId, 'ads', 'approve'), undefined, null)).statusCode).toBe(401);
      const adminB = await buildOffices(db).then((offices) => offices.adminB);
      const cookieB = await signIn(app, adminB.email);
      expect((await post(url(caseId, 'ads', 'approve'), undefined, cookieB)).statusCode).toBe(404);
      expect((await post(url(caseId, 'ads', 'reject'), { reason: 'Nej' }, cookieB)).statusCode).toBe(404);
      expect((await post(`/api/cases/${caseId}/texts/approve-all`, undefined, cookieB)).statusCode).toBe(404);
      const [version] = await versionsOf(caseId);
      expect(version?.reviewState).toBe('PENDING');
    });

    it('approves a pending delivered text once; then there is no text to approve', async () => {
      const { caseId, orderId } = await caseWithOrder();
      expect((await post(url(caseId, 'ads', 'approve'))).json().code).toBe('texts.messages.noTextToApprove');
      await deliver(caseId, 'ads', orderId, 'Annonce');
      const approved = await post(url(caseId, 'ads', 'approve'));
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().review).toEqual(
        expect.objectContaining({
          state: 'APPROVED',
          reviewable: false,
          reviewedBy: expect.objectContaining({ id: agentA.id }),
        }),
      );
      const again = await post(url(caseId, 'ads', 'approve'));
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('texts.messages.noTextToApprove');
    });

    it('refuses a rejection without a reason or of a text that was not delivered, and writes nothing', async () => {
      const { caseId, orderId } = await caseWithOrder();
      await post(`/api/cases/${caseId}/texts/heading`, { content: 'Kontorets tekst' });
      const undelivered = await post(url(caseId, 'heading', 'reject'), { reason: 'Forkert' });
      expect(undelivered.statusCode).toBe(409);
      expect(undelivered.json().code).toBe('texts.messages.cannotReject');
      await deliver(caseId, 'ads', orderId, 'Annonce');
      const noReason = await post(url(caseId, 'ads', 'reject'), { reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toEqual(
        expect.objectContaining({
          code: 'texts.messages.cannotReject',
          fields: { reason: 'rules.required' },
        }),
      );
      const rows = await versionsOf(caseId);
      expect(rows.map((row) => row.reviewState).sort()).toEqual(['PENDING', null]);
    });

    it('rejects a pending delivered text with its reason', async () => {
      const { caseId, orderId } = await caseWithOrder();
      await deliver(caseId, 'ads', orderId, 'Annonce');
      const rejected = await post(url(caseId, 'ads', 'reject'), { reason: 'For lang' });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json().review).toEqual(
        expect.objectContaining({ state: 'REJECTED', reason: 'For lang' }),
      );
      const again = await post(url(caseId, 'ads', 'reject'), { reason: 'Igen' });
      expect(again.json().code).toBe('texts.messages.cannotReject');
    });

    it('refuses to review a text whose order was delivered more than 30 days ago, and says when it closed', async () => {
      const { caseId, orderId } = await caseWithOrder(31);
      await deliver(caseId, 'ads', orderId, 'Annonce');
      const current = (await get(`/api/cases/${caseId}/texts/current`)).json();
      const closesAt = new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);
      expect(current[0].review).toEqual(expect.objectContaining({ state: 'PENDING', reviewable: false }));
      expect(current[0].review.reviewClosesAt.slice(0, 10)).toBe(closesAt);
      for (const response of [
        await post(url(caseId, 'ads', 'approve')),
        await post(url(caseId, 'ads', 'reject'), { reason: 'For sent' }),
        await post(`/api/cases/${caseId}/texts/approve-all`),
      ]) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(
          expect.objectContaining({ code: 'texts.messages.reviewClosed', params: { closedOn: closesAt } }),
        );
      }
      const [version] = await versionsOf(caseId);
      expect(version?.reviewState).toBe('PENDING');
    });

    it('approves every pending section at once, leaving closed ones; with none pending says so', async () => {
      const { caseId, orderId } = await caseWithOrder();
      const old = await buildOrder(db, {
        caseId,
        branchId: officeA.id,
        status: 'Delivered',
        deliveryDate: new Date(Date.now() - 40 * DAY_MS),
      });
      await deliver(caseId, 'ads', orderId, 'Annonce');
      await deliver(caseId, 'heading', orderId, 'Overskrift');
      await deliver(caseId, 'usp', old.order.id, 'Gammel');
      const approved = await post(`/api/cases/${caseId}/texts/approve-all`);
      expect(approved.statusCode, approved.body).toBe(200);
      const states = Object.fromEntries(
        approved
          .json()
          .map((text: { name: string; review: { state: string } }) => [text.name, text.review.state]),
      );
      expect(states).toEqual({ heading: 'APPROVED', ads: 'APPROVED', usp: 'PENDING' });
      const none = await post(`/api/cases/${caseId}/texts/approve-all`);
      expect(none.statusCode).toBe(409);
      expect(none.json().code).toBe('texts.messages.reviewClosed');
      const empty = await caseWithOrder();
      expect((await post(`/api/cases/${empty.caseId}/texts/approve-all`)).json().code).toBe(
        'texts.messages.noTextToApprove',
      );
    });

    it('rejects every pending section at once with a reason only', async () => {
      const { caseId, orderId } = await caseWithOrder();
      await deliver(caseId, 'ads', orderId, 'Annonce');
      await deliver(caseId, 'heading', orderId, 'Overskrift');
      const noReason = await post(`/api/cases/${caseId}/texts/reject-all`, { reason: '' });
      expect(noReason.statusCode).toBe(400);
      expect((await versionsOf(caseId)).every((row) => row.reviewState === 'PENDING')).toBe(true);
      const rejected = await post(`/api/cases/${caseId}/texts/reject-all`, { reason: 'Forkert hus' });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect((await versionsOf(caseId)).map((row) => row.reviewReason)).toEqual([
        'Forkert hus',
        'Forkert hus',
      ]);
      const none = await post(`/api/cases/${caseId}/texts/reject-all`, { reason: 'Igen' });
      expect(none.statusCode).toBe(409);
      expect(none.json().code).toBe('texts.messages.cannotReject');
    });
  });
});
