import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildOrder, buildProviderStaff, signIn } from '../../test/factories.ts';
import { jpegFile } from '../../test/sample-files.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { materialBatches, materials } from '../materials/materials.table.ts';
import { notifications } from '../notifications/notifications.table.ts';
import { orderLines, orders } from '../orders/orders.table.ts';
import { taskFileUploads } from './uploads.table.ts';

// The provider's deliveries: files uploaded to any department's order line become a batch of its case.
describe('provider delivery calls', async () => {
  const { app, db } = await createTestApp();
  const { officeA, officeB, adminA, agentA } = await buildOffices(db);
  const editor = await buildProviderStaff(db, ['material.deliver']);
  const editorCookie = await signIn(app, editor.email);
  const photographerCookie = await signIn(app, (await buildProviderStaff(db, ['visits.manage'])).email);
  const adminCookie = await signIn(app, adminA.email);

  const call = (
    method: 'GET' | 'POST',
    url: string,
    cookie: string | null = editorCookie,
    payload?: object,
  ) => app.inject({ method, url, payload, headers: cookie ? portalHeaders(cookie) : csrfHeader });
  const tally = async () => ({
    batches: (await db.select({ value: count() }).from(materialBatches))[0]?.value,
    uploads: (await db.select({ value: count() }).from(taskFileUploads))[0]?.value,
  });

  /** An Open order of office A (agentA responsible) with a photo line and a floor plan line. */
  async function openOrder(branchId = officeA.id) {
    const item = await buildCase(db, { branchId, addressFull: 'Strandvejen 12, 2900 Hellerup' });
    const { order, lines } = await buildOrder(
      db,
      { caseId: item.id, branchId, responsibleUserId: agentA.id },
      [
        { productName: 'Photography 20 images', status: 'OPEN', orderedQuantity: 20 },
        { productName: 'Floor plan', status: 'OPEN', orderedQuantity: 1 },
      ],
    );
    const [photo, plan] = lines.map((line) => line.id) as [string, string];
    return { caseId: item.id, order, photo, plan };
  }

  /** Presigns, PUTs and registers files the way the console does; answers the registration. */
  async function upload(lineId: string, fileNames: string[], cookie = editorCookie) {
    const files = [];
    for (const fileName of fileNames) {
      const body = await jpegFile(40, 30);
      const presigned = await call('POST', `/api/provider/orderlines/${lineId}/uploads/presigned`, cookie, {
        fileName,
        size: body.length,
      });
      expect(presigned.statusCode, presigned.body).toBe(200);
      const { url, headers, key } = presigned.json();
      expect((await app.inject({ method: 'PUT', url, headers, payload: body })).statusCode).toBe(200);
      files.push({ key, fileName });
    }
    return call('POST', `/api/provider/orderlines/${lineId}/uploads`, cookie, {
      files,
      copyrightConfirmed: true,
    });
  }

  const deliver = (lineId: string, deliveredQuantity: number, cookie: string | null = editorCookie) =>
    call('POST', `/api/provider/orderlines/${lineId}/deliveries`, cookie, { deliveredQuantity });

  it('answers 401 signed out and 403 to an office admin and to staff without material.deliver', async () => {
    const { photo } = await openOrder();
    const before = await tally();
    const presign = (cookie: string | null) =>
      call('POST', `/api/provider/orderlines/${photo}/uploads/presigned`, cookie, {
        fileName: 'a.jpg',
        size: 9,
      });
    for (const [cookie, status] of [
      [null, 401],
      [adminCookie, 403],
      [photographerCookie, 403],
    ] as const) {
      expect((await presign(cookie)).statusCode).toBe(status);
      expect((await call('GET', `/api/provider/orderlines/${photo}/delivery`, cookie)).statusCode).toBe(
        status,
      );
      expect((await deliver(photo, 20, cookie)).statusCode).toBe(status);
    }
    expect(await tally()).toEqual(before);
  });

  it('refuses a file type or size outside the delivery rules, an empty delivery and a closed order', async () => {
    const { order, photo } = await openOrder();
    const before = await tally();
    const presign = (fileName: string, size: number) =>
      call('POST', `/api/provider/orderlines/${photo}/uploads/presigned`, editorCookie, { fileName, size });
    const refusedType = await presign('notes.exe', 10);
    expect(refusedType.statusCode).toBe(400);
    expect(refusedType.json().fields).toEqual({ fileName: 'tasks.upload.fileTypeNotSupported' });
    expect((await presign('film.mp4', 501 * 1024 ** 2)).statusCode).toBe(400);
    expect((await deliver(photo, 0)).statusCode).toBe(400);
    expect((await deliver(photo, 20)).json().code).toBe('tasks.upload.minFiles');
    expect((await deliver(crypto.randomUUID(), 20)).statusCode).toBe(404);
    await db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, order.id));
    const closed = await presign('a.jpg', 10);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('can no longer be delivered');
    expect(await tally()).toEqual(before);
  });

  it('shows a closed line’s page (for its delivered material and rights) but takes no delivery to it', async () => {
    const { order, photo, plan } = await openOrder();
    expect((await upload(photo, ['front.jpg'])).statusCode).toBe(201);
    expect((await deliver(photo, 20)).statusCode).toBe(201);
    const page = async (lineId: string) => {
      const answer = await call('GET', `/api/provider/orderlines/${lineId}/delivery`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    expect(await page(plan)).toMatchObject({ status: 'OPEN', orderStatus: 'Open', takesDelivery: true });

    await db.update(orders).set({ status: 'Invoiced' }).where(eq(orders.id, order.id));
    expect(await page(photo)).toMatchObject({
      status: 'DELIVERED',
      orderStatus: 'Invoiced',
      deliveredQuantity: 20,
      takesDelivery: false,
    });
    const before = await tally();
    const presigned = await call('POST', `/api/provider/orderlines/${plan}/uploads/presigned`, editorCookie, {
      fileName: 'plan.jpg',
      size: 10,
    });
    expect(presigned.statusCode).toBe(409);
    expect((await deliver(plan, 1)).statusCode).toBe(409);
    expect(await tally()).toEqual(before);

    await db.update(orders).set({ status: 'Open' }).where(eq(orders.id, order.id));
    await db.update(orderLines).set({ status: 'CANCELLED' }).where(eq(orderLines.id, plan));
    expect(await page(plan)).toMatchObject({ status: 'CANCELLED', takesDelivery: false });
    expect((await page(photo)).takesDelivery).toBe(true);
  });

  it('delivers a batch to the line of any department, and the order once its last line is delivered', async () => {
    const { caseId, order, photo, plan } = await openOrder(officeB.id);
    expect((await upload(photo, ['front.jpg', 'garden.jpg'])).json()).toHaveLength(2);
    const first = await deliver(photo, 18);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ files: 2, orderStatus: 'Open' });
    const batch = await db.select().from(materials).where(eq(materials.batchId, first.json().batchId));
    expect(batch.map((row) => [row.caseId, row.type, row.name])).toEqual([
      [caseId, 'Picture', 'front.jpg'],
      [caseId, 'Picture', 'garden.jpg'],
    ]);
    const [photoLine] = await db.select().from(orderLines).where(eq(orderLines.id, photo));
    expect(photoLine).toMatchObject({ status: 'DELIVERED', deliveredQuantity: 18, canReceiveFeedback: true });
    expect((await call('GET', `/api/provider/orderlines/${photo}/delivery`)).json()).toMatchObject({
      status: 'DELIVERED',
      orderedQuantity: 20,
      deliveredQuantity: 18,
      address: 'Strandvejen 12, 2900 Hellerup',
      uploads: [],
    });

    await upload(plan, ['plan.jpg']);
    const last = await deliver(plan, 1);
    expect(last.json().orderStatus).toBe('Delivered');
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.status).toBe('Delivered');
    const told = await db.select().from(notifications).where(eq(notifications.orderId, order.id));
    expect(told.map((row) => [row.recipientUserId, row.kind])).toEqual([[agentA.id, 'material_delivered']]);
  });
});
