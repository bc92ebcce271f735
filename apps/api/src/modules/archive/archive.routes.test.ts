import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildBatch, buildCase, buildOrder, mailsTo, signIn } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { cases } from '../cases/cases.table.ts';
import { materials } from '../materials/materials.table.ts';
import { buildOrderWorld } from '../orders/order-test-setup.ts';

describe('archiving and restoring material', async () => {
  const testApp = await createTestApp();
  const { app, db, deps, mail } = testApp;
  const world = await buildOrderWorld(testApp);
  const { officeA, officeB, agentA, cookies } = world;

  const post = (url: string, cookie: string | undefined = cookies.agentA) =>
    app.inject({
      method: 'POST',
      url,
      headers: cookie ? portalHeaders(cookie) : { 'x-portal-request': '1' },
    });
  const archive = (caseId: string, cookie?: string) => post(`/api/cases/${caseId}/assets/archive`, cookie);
  const restore = (caseId: string, cookie?: string) =>
    post(`/api/cases/${caseId}/assets/archive/restore`, cookie);
  const stateOf = async (caseId: string) =>
    (await db.select().from(cases).where(eq(cases.id, caseId)))[0]?.materialsState;
  const keysOf = async (caseId: string) =>
    (await db.select().from(materials).where(eq(materials.caseId, caseId))).map(
      (row) => row.storageKey ?? '',
    );

  /** A case of office A with a delivered batch and its orders closed: ready to archive. */
  const deliveredCase = async (pictures = 3) => {
    const found = await buildCase(db, { branchId: officeA.id });
    await buildOrder(db, { caseId: found.id, branchId: officeA.id, status: 'Delivered' });
    await buildBatch(db, deps.storage, { caseId: found.id, branchId: officeA.id }, pictures);
    return found;
  };

  it('answers 401 signed out and 404 for a case of another department or an unknown one', async () => {
    const found = await deliveredCase(1);
    expect((await archive(found.id, '')).statusCode).toBe(401);
    expect((await restore(found.id, '')).statusCode).toBe(401);
    expect((await archive(found.id, cookies.adminB)).statusCode).toBe(404);
    expect((await restore(found.id, cookies.adminB)).statusCode).toBe(404);
    const other = await buildCase(db, { branchId: officeB.id });
    expect((await archive(other.id)).statusCode).toBe(404);
    expect((await archive('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await stateOf(found.id)).toBe('ACTIVE');
  });

  it('answers 400 for a malformed case id', async () => {
    expect((await archive('not-a-case')).statusCode).toBe(400);
    expect((await restore('not-a-case')).statusCode).toBe(400);
  });

  it('refuses while an order is open or back-ordered, and without batches', async () => {
    for (const status of ['Open', 'Backorder'] as const) {
      const found = await deliveredCase(1);
      await buildOrder(db, { caseId: found.id, branchId: officeA.id, status });
      const response = await archive(found.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('materials.messages.archiveOrderOpen');
      expect(await stateOf(found.id)).toBe('ACTIVE');
    }
    const empty = await buildCase(db, { branchId: officeA.id });
    const response = await archive(empty.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('materials.messages.archiveNoBatches');
  });

  it('archives through a job, moving every file and preview into the archive folder, then restores', async () => {
    const found = await deliveredCase(3);
    const [first] = await db.select().from(materials).where(eq(materials.caseId, found.id));
    if (!first?.storageKey) throw new Error('no picture');
    const previewKey = first.storageKey.replace('.jpg', '-preview.jpg');
    await deps.storage.copy(first.storageKey, previewKey);
    await db.update(materials).set({ previewKey }).where(eq(materials.id, first.id));
    const before = await keysOf(found.id);

    const response = await archive(found.id);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ caseId: found.id, materialsState: 'ARCHIVING' });
    expect(response.json().materialsStateChangedAt).toEqual(expect.any(String));
    expect((await archive(found.id)).json().code).toBe('materials.messages.materialsArchived');

    await expect.poll(() => stateOf(found.id), { timeout: 20_000 }).toBe('ARCHIVED');
    const archived = await keysOf(found.id);
    expect(archived.sort()).toEqual(before.map((key) => `archive/${key}`).sort());
    for (const key of archived) expect(await deps.storage.head(key)).not.toBeNull();
    for (const key of before) expect(await deps.storage.head(key)).toBeNull();
    const [moved] = await db.select().from(materials).where(eq(materials.id, first.id));
    expect(moved?.previewKey).toBe(`archive/${previewKey}`);

    const restoring = await restore(found.id);
    expect(restoring.statusCode).toBe(202);
    expect(restoring.json().materialsState).toBe('RESTORING');
    await expect.poll(() => stateOf(found.id), { timeout: 20_000 }).toBe('ACTIVE');
    expect((await keysOf(found.id)).sort()).toEqual([...before].sort());
    for (const key of before) expect(await deps.storage.head(key)).not.toBeNull();
  });

  it('leaves a file that material of another case shares where it is (demo material shares files)', async () => {
    const found = await deliveredCase(1);
    const neighbour = await deliveredCase(1);
    const [shared] = await keysOf(found.id);
    await db.update(materials).set({ storageKey: shared }).where(eq(materials.caseId, neighbour.id));

    await archive(found.id);
    await expect.poll(() => stateOf(found.id), { timeout: 20_000 }).toBe('ARCHIVED');
    expect(await keysOf(found.id)).toEqual([`archive/${shared}`]);
    expect(await deps.storage.head(`archive/${shared}`)).not.toBeNull();
    expect(await deps.storage.head(shared ?? '')).not.toBeNull();

    await restore(found.id);
    await expect.poll(() => stateOf(found.id), { timeout: 20_000 }).toBe('ACTIVE');
    expect(await keysOf(found.id)).toEqual([shared]);
    expect(await deps.storage.head(shared ?? '')).not.toBeNull();
    expect(await deps.storage.head(`archive/${shared}`)).toBeNull();
  });

  it('refuses to restore material that is not archived', async () => {
    const found = await deliveredCase(1);
    const response = await restore(found.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('materials.messages.archiveNotArchived');
  });

  it('takes no new order once archived', async () => {
    const found = await deliveredCase(1);
    await archive(found.id);
    await expect.poll(() => stateOf(found.id), { timeout: 20_000 }).toBe('ARCHIVED');
    const order = await app.inject({
      method: 'POST',
      url: '/api/orders/new/webshop',
      headers: portalHeaders(cookies.agentA),
      payload: {
        caseId: found.id,
        orderId: 'draft-archived',
        flow: 'PHOTOGRAPHY',
        bookingInfo: { keyPickup: false },
        responsibleEmail: agentA.email,
        package: { id: world.catalogue.basic.id },
        productChoices: [{ choiceId: world.choiceId, productId: world.catalogue.images15.id }],
        products: [],
        invoicing: { business: { customerReference: '', cvr: '12345678', ean: '' } },
        watcherEmails: [],
      },
    });
    expect(order.statusCode, order.body).toBe(409);
    expect(order.json().code).toBe('orders.pages.new.archivedCase');
  });

  it('gives up after the retries: files moved back, state ACTIVE again, and a mail to the asker', async () => {
    const found = await deliveredCase(3);
    const before = await keysOf(found.id);
    const [broken] = before;
    const move = deps.storage.move;
    let refusals = 0;
    deps.storage.move = async (from, to) => {
      if (from === broken) {
        refusals += 1;
        throw new Error('storage unavailable');
      }
      return move(from, to);
    };
    try {
      expect((await archive(found.id)).statusCode).toBe(202);
      await expect.poll(() => stateOf(found.id), { timeout: 25_000, interval: 500 }).toBe('ACTIVE');
    } finally {
      deps.storage.move = move;
    }
    expect(refusals).toBe(3);
    expect((await keysOf(found.id)).sort()).toEqual([...before].sort());
    for (const key of before) expect(await deps.storage.head(key)).not.toBeNull();
    await expect
      .poll(() =>
        mailsTo(mail.received, agentA.email).some(
          (item) => item.subject === 'Materialet blev ikke arkiveret',
        ),
      )
      .toBe(true);
  });

  it('lets only one of two simultaneous requests start the job', async () => {
    const found = await deliveredCase(1);
    const other = await signIn(app, world.adminA.email);
    const answers = await Promise.all([archive(found.id), archive(found.id, other)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    await expect.poll(() => stateOf(found.id), { timeout: 20_000 }).toBe('ARCHIVED');
  });
});
