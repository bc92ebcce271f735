import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expiredIdempotencyKeysJob } from '../../jobs/expired-idempotency-keys.job.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { cases, contactPersons } from '../cases/cases.table.ts';
import { idempotentRequests } from '../idempotency/idempotency.table.ts';
import { buildOrderWorld, countOrderRows, newCaseBody } from './order-test-setup.ts';

// The order wizard's submission: the case save and the order as one unit, and a submission sent
// again with its Idempotency-Key answered with the first answer instead of a second order.
describe('order submissions', async () => {
  const testApp = await createTestApp();
  const { app, db, deps, mail } = testApp;
  const world = await buildOrderWorld(testApp);
  const { officeA, officeB, agentA, caseA, catalogue, choiceId, cookies } = world;

  const caseBody = (changes: Record<string, unknown> = {}) => newCaseBody(officeA.id, changes);
  const orderBody = (changes: Record<string, unknown> = {}) => ({
    flow: 'PHOTOGRAPHY',
    bookingInfo: { keyPickup: false },
    responsibleEmail: agentA.email,
    package: { id: catalogue.basic.id },
    productChoices: [{ choiceId, productId: catalogue.images15.id }],
    products: [],
    ...changes,
  });
  const unit = (caseChanges = {}, orderChanges = {}) => ({
    case: caseBody(caseChanges),
    order: orderBody(orderChanges),
  });

  const submit = (payload: object, key?: string, cookie = cookies.agentA) =>
    app.inject({
      method: 'POST',
      url: '/api/orders/new/webshop-with-case',
      headers: { ...portalHeaders(cookie), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const caseCount = async () => (await db.select({ value: count() }).from(cases))[0]?.value;
  /** What a case looks like to its office: the row and its contact persons. */
  const caseState = async (caseId: string) => ({
    row: (await db.select().from(cases).where(eq(cases.id, caseId)))[0],
    contacts: await db.select().from(contactPersons).where(eq(contactPersons.caseId, caseId)),
  });

  describe('POST /api/orders/new/webshop-with-case', () => {
    it('answers 401 without a session', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders/new/webshop-with-case',
        headers: csrfHeader,
        payload: unit(),
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses another department’s case and bad input, writing nothing', async () => {
      const before = { cases: await caseCount(), orders: await countOrderRows(db) };
      const foreign = await submit(unit({ branchId: officeB.id }), 'foreign-department-1');
      expect(foreign.statusCode).toBe(403);
      const malformed = await submit(unit({ address: { street: '' } }, { responsibleEmail: 'nobody' }));
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fields).toMatchObject({
        'case.address.street': 'rules.required',
        'order.responsibleEmail': 'rules.string.email',
      });
      expect({ cases: await caseCount(), orders: await countOrderRows(db) }).toEqual(before);
      expect(await db.select().from(idempotentRequests)).toEqual([]);
    });

    it('creates the case and its order, and mails the confirmation', async () => {
      const before = await countOrderRows(db);
      const mails = mail.received.length;
      const response = await submit(unit({ reference: 'UNIT-1' }), 'first-submission-1');
      expect(response.statusCode, response.body).toBe(200);
      const { caseId, orderId, salesId } = response.json();
      expect(salesId).toMatch(/^SO-/);
      expect((await caseState(caseId)).row?.reference).toBe('UNIT-1');
      expect((await countOrderRows(db)).orders).toBe((before.orders ?? 0) + 1);
      await expect.poll(() => mail.received.length).toBeGreaterThan(mails);
      expect(orderId).toBeTruthy();
      const audit = await db
        .select({ action: auditLog.action, targetId: auditLog.targetId, actor: auditLog.actorUserId })
        .from(auditLog)
        .where(inArray(auditLog.targetId, [caseId, orderId]));
      expect(audit.toSorted((a, b) => a.action.localeCompare(b.action))).toEqual([
        { action: 'cases.created', targetId: caseId, actor: agentA.id },
        { action: 'orders.created', targetId: orderId, actor: agentA.id },
      ]);
    });

    it('leaves the case as it was when the order is refused', async () => {
      expect(caseA.reference).toBeTruthy();
      const before = await caseState(caseA.id);
      const [orders, caseTotal] = [await countOrderRows(db), await caseCount()];
      const response = await submit(
        unit(
          {
            reference: caseA.reference,
            orderContacts: [{ name: 'Someone Else', phone: '', email: '', contactType: 'TENANT' }],
            propertyInfo: { propertyType: 'villa', basementArea: 0, registeredArea: 90, totalStoreys: 3 },
          },
          { products: [{ id: world.productOfB.id, quantity: 1 }] },
        ),
        'refused-order-1',
      );
      expect(response.statusCode).toBe(400);
      expect(await caseState(caseA.id)).toEqual(before);
      expect(await countOrderRows(db)).toEqual(orders);
      expect(await caseCount()).toBe(caseTotal);
    });

    it('answers a retried submission with the first answer, creating one case and one order', async () => {
      const payload = unit({ reference: 'RETRY-1' });
      const first = await submit(payload, 'retried-submission-1');
      const before = { cases: await caseCount(), orders: await countOrderRows(db) };
      const mails = mail.received.length;
      const second = await submit(payload, 'retried-submission-1');
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect({ cases: await caseCount(), orders: await countOrderRows(db) }).toEqual(before);
      expect(mail.received.length).toBe(mails);
    });

    it('runs two concurrent sends of one submission once, answering both the same', async () => {
      const before = { cases: await caseCount(), orders: (await countOrderRows(db)).orders ?? 0 };
      const payload = unit({ reference: 'DOUBLE-CLICK-1' });
      const [one, two] = await Promise.all([
        submit(payload, 'double-click-1'),
        submit(payload, 'double-click-1'),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      expect(two.json()).toEqual(one.json());
      expect(await caseCount()).toBe((before.cases ?? 0) + 1);
      expect((await countOrderRows(db)).orders).toBe(before.orders + 1);
    });

    it('refuses the key sent again with a different submission', async () => {
      await submit(unit({ reference: 'KEY-REUSE-1' }), 'reused-key-1');
      const orders = await countOrderRows(db);
      const response = await submit(unit({ reference: 'KEY-REUSE-2' }), 'reused-key-1');
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('errors.idempotencyKeyReused');
      expect(await countOrderRows(db)).toEqual(orders);
    });

    it('keeps keys apart per user: another user’s submission with the same key is its own', async () => {
      const payload = unit({ reference: 'SHARED-KEY-1' }, { responsibleEmail: world.adminA.email });
      const mine = await submit(payload, 'shared-key-1', cookies.adminA);
      const theirs = await submit(
        unit({ reference: 'SHARED-KEY-2' }, { responsibleEmail: agentA.email }),
        'shared-key-1',
      );
      expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
      expect(theirs.json().orderId).not.toBe(mine.json().orderId);
    });

    it('takes over a key whose kept answer has expired: the submission is new work', async () => {
      const dayAgo = new Date(Date.now() - 25 * 3600_000);
      const expired = { userId: agentA.id, scope: 'orders.createWithCase', key: 'expired-key-1' };
      await db.insert(idempotentRequests).values({
        ...expired,
        bodyHash: 'an earlier submission',
        answer: { orderId: 'an earlier order' },
        createdAt: dayAgo,
        expiresAt: new Date(dayAgo.getTime() + 3600_000),
      });
      const orders = (await countOrderRows(db)).orders ?? 0;
      const response = await submit(unit({ reference: 'EXPIRED-KEY-1' }), expired.key);
      expect(response.statusCode, response.body).toBe(200);
      expect((await countOrderRows(db)).orders).toBe(orders + 1);
      const [kept] = await db
        .select({ answer: idempotentRequests.answer })
        .from(idempotentRequests)
        .where(and(eq(idempotentRequests.userId, agentA.id), eq(idempotentRequests.key, expired.key)));
      expect(kept?.answer).toEqual(response.json());
    });

    it('removes the expired keys of every user nightly and keeps the live ones', async () => {
      const expiresAt = new Date(Date.now() - 3600_000);
      const kept = (key: string) =>
        db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key));
      await db.insert(idempotentRequests).values(
        [world.agentA.id, world.adminA.id].map((userId) => ({
          userId,
          scope: 'orders.createWithCase',
          key: 'nightly-expired-1',
          bodyHash: 'an old submission',
          answer: {},
          createdAt: new Date(expiresAt.getTime() - 24 * 3600_000),
          expiresAt,
        })),
      );
      await submit(unit({ reference: 'NIGHTLY-LIVE-1' }), 'nightly-live-1');
      await expiredIdempotencyKeysJob(deps)();
      expect(await kept('nightly-expired-1')).toEqual([]);
      expect(await kept('nightly-live-1')).toHaveLength(1);
    });

    it('refuses a malformed key', async () => {
      const response = await submit(unit(), 'short');
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['idempotency-key']);
    });
  });

  describe('the Idempotency-Key on the two separate calls', () => {
    it('saves a case once and creates an order once for a retried request', async () => {
      const upsert = () =>
        app.inject({
          method: 'POST',
          url: '/api/Cases/upsert/webshop',
          headers: { ...portalHeaders(cookies.agentA), 'idempotency-key': 'separate-case-1' },
          payload: caseBody({ reference: 'SEPARATE-1' }),
        });
      const [firstCase, secondCase] = [await upsert(), await upsert()];
      expect(secondCase.json()).toEqual(firstCase.json());
      const caseId = firstCase.json().caseId;

      const order = () =>
        app.inject({
          method: 'POST',
          url: '/api/orders/new/webshop',
          headers: { ...portalHeaders(cookies.agentA), 'idempotency-key': 'separate-order-1' },
          payload: { ...orderBody(), caseId },
        });
      const before = await countOrderRows(db);
      const [firstOrder, secondOrder] = await Promise.all([order(), order()]);
      expect(firstOrder.statusCode, firstOrder.body).toBe(200);
      expect(secondOrder.json()).toEqual(firstOrder.json());
      expect((await countOrderRows(db)).orders).toBe((before.orders ?? 0) + 1);
    });
  });
});
