import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildOrder, buildTask, signIn } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

describe('GET /api/orders/tasks/:id', async () => {
  const { app, db } = await createTestApp();
  const { officeA, officeB, agentA } = await buildOffices(db);
  const agentCookie = await signIn(app, agentA.email);
  const home = await buildCase(db, {
    branchId: officeA.id,
    category: 'CASE',
    addressFull: 'Søvej 3, 8600 Silkeborg',
  });
  const { order, lines } = await buildOrder(db, { caseId: home.id, branchId: officeA.id }, [
    { productName: 'Virtual staging', orderedQuantity: 4 },
  ]);
  const staging = await buildTask(db, {
    branchId: officeA.id,
    caseId: home.id,
    orderId: order.id,
    orderLineId: lines[0]?.id,
    type: 'VIRTUAL_STAGING',
    productName: 'Virtual staging',
  });
  const elsewhere = await buildCase(db, { branchId: officeB.id });
  const { order: otherOrder } = await buildOrder(db, { caseId: elsewhere.id, branchId: officeB.id });
  const otherTask = await buildTask(db, {
    branchId: officeB.id,
    caseId: elsewhere.id,
    orderId: otherOrder.id,
  });

  const get = (id: string, cookie?: string) =>
    app.inject({ method: 'GET', url: `/api/orders/tasks/${id}`, headers: cookie ? { cookie } : {} });

  it('answers 401 without a session', async () => {
    expect((await get(staging.id)).statusCode).toBe(401);
  });

  it("answers 404 for another department's task and for an unknown id", async () => {
    expect((await get(otherTask.id, agentCookie)).statusCode).toBe(404);
    expect((await get('00000000-0000-4000-8000-000000000000', agentCookie)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a task id', async () => {
    expect((await get('not-an-id', agentCookie)).statusCode).toBe(400);
  });

  it('tells the completion screen the ordered quantity, the limits and the call that completes the task', async () => {
    const response = await get(staging.id, agentCookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      task: { id: staging.id, type: 'VIRTUAL_STAGING', status: 'Open', address: 'Søvej 3, 8600 Silkeborg' },
      orderedQuantity: 4,
      maxImageUploadCount: officeA.maxImageUploadCount,
      caseCategory: 'CASE',
      completionCall: 'virtual-staging',
      submission: null,
    });
  });
});
