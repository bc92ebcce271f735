import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase, buildContactPerson, buildOrder, mailsTo } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { cases } from '../cases/cases.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { buildOrderWorld, countOrderRows } from './order-test-setup.ts';
import { changeOrderStatus } from './orders.service.ts';
import { orderLines, orders } from './orders.table.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = 'orders.pages.details.notFound';

describe('order details routes', async () => {
  const testApp = await createTestApp();
  const { app, db, deps, mail } = testApp;
  const world = await buildOrderWorld(testApp);
  const { officeA, officeB, agentA, adminA, adminB, caseA, caseB, catalogue, choiceId, cookies } = world;
  await buildContactPerson(db, { caseId: caseA.id, priority: 2, contactType: 'LAWYER', name: 'Lis Lund' });
  await buildContactPerson(db, {
    caseId: caseA.id,
    priority: 1,
    contactType: 'OWNER',
    name: 'Ole Olsen',
    phoneMobile: '+45 20 30 40 50',
  });

  /** A photography order through the wizard's call (of case A unless told), with the key pickup given. */
  async function placeOrder(
    bookingInfo: { keyPickup: boolean; keyPickupAddress?: string },
    caseId: string = caseA.id,
  ) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/orders/new/webshop',
      headers: portalHeaders(cookies.agentA),
      payload: {
        caseId,
        flow: 'PHOTOGRAPHY',
        bookingInfo,
        propertyInfo: { propertyType: 'villa', livingArea: 150 },
        responsibleEmail: agentA.email,
        package: { id: catalogue.basic.id },
        productChoices: [{ choiceId, productId: catalogue.images15.id }],
        products: [],
        watcherEmails: [adminA.email],
      },
    });
    if (created.statusCode !== 200) throw new Error(created.body);
    return created.json() as { orderId: string; salesId: string };
  }
  const { orderId, salesId } = await placeOrder({ keyPickup: true, keyPickupAddress: 'Under the mat' });

  const deliveredCase = await buildCase(db, { branchId: officeA.id, orderStatus: 'Delivered' });
  const delivered = await buildOrder(
    db,
    { caseId: deliveredCase.id, branchId: officeA.id, status: 'Delivered' },
    [
      { productName: 'Photography', status: 'DELIVERED', canReceiveFeedback: true, deliveredQuantity: 1 },
      { productName: 'Floor plan', status: 'DELIVERED', canReceiveFeedback: false },
    ],
  );
  const ofB = await buildOrder(db, { caseId: caseB.id, branchId: officeB.id, currency: 'NOK' }, [{}]);

  const get = (url: string, cookie = cookies.agentA) =>
    app.inject({ method: 'GET', url, headers: portalHeaders(cookie) });
  const post = (url: string, payload: object, cookie = cookies.agentA) =>
    app.inject({ method: 'POST', url, headers: portalHeaders(cookie), payload });

  describe('reads', () => {
    const paths = ['', '/orderlines', '/tasks', '/booking-info', '/watchers'];

    it('answer 401 without a session', async () => {
      for (const path of paths) {
        const response = await app.inject({ method: 'GET', url: `/api/orders/${orderId}${path}` });
        expect(response.statusCode, path).toBe(401);
      }
    });

    it("answer 404 for another department's order and for an unknown one, 400 for a malformed id", async () => {
      for (const path of paths) {
        for (const id of [ofB.order.id, UNKNOWN_ID]) {
          const response = await get(`/api/orders/${id}${path}`);
          expect(response.statusCode, path).toBe(404);
          expect(response.json().code).toBe(NOT_FOUND);
        }
        const malformed = await get(`/api/orders/nope${path}`);
        expect(malformed.statusCode).toBe(400);
        expect(malformed.json().fields).toEqual({ id: 'rules.string.uuid' });
      }
    });

    it('GET /api/orders/:id answers the order record', async () => {
      const response = await get(`/api/orders/${orderId}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: orderId,
        salesId,
        caseId: caseA.id,
        caseReference: caseA.reference,
        branchId: officeA.id,
        branchName: 'Office A',
        status: 'Open',
        currency: 'DKK',
        responsibleUserId: agentA.id,
        totalPrice: 4300,
        packageName: 'Basic',
        propertyType: 'villa',
        livingArea: 150,
        keyPickup: true,
        keyPickupAddress: 'Under the mat',
        // Keys picked up first: the visit can only be booked by phone, so the provider's phone is chosen.
        bookingChoice: 'PROVIDER_PHONE',
        businessInvoice: null,
        endUserInvoicing: null,
        deliveryDate: null,
        address: {
          street: 'Strandvejen',
          houseNumber: '12',
          floor: null,
          appartmentNumber: null,
          city: 'Hellerup',
          postNumber: '2900',
          country: 'DK',
        },
      });
      expect(response.json().contactPersons.map((contact: { name: string }) => contact.name)).toEqual([
        'Ole Olsen',
        'Lis Lund',
      ]);
    });

    it('answers a null total for an order without prices', async () => {
      const response = await get(`/api/orders/${delivered.order.id}`);
      expect(response.json().totalPrice).toBeNull();
    });

    it('GET /api/orders/:id/orderlines answers the lines', async () => {
      const response = await get(`/api/orders/${orderId}/orderlines`);
      expect(response.statusCode).toBe(200);
      const lines = response.json() as { productName: string; price: number; status: string }[];
      expect(lines.map((line) => [line.productName, line.price, line.status]).sort()).toEqual(
        [
          ['15 images', 0, 'OPEN'],
          ['Basic', 4000, 'OPEN'],
          ['Key pickup', 300, 'OPEN'],
          ['Photography', 0, 'OPEN'],
        ].sort(),
      );
    });

    it('GET /api/orders/:id/tasks answers the tasks the products created', async () => {
      const response = await get(`/api/orders/${orderId}/tasks`);
      expect(response.statusCode).toBe(200);
      expect(
        response
          .json()
          .map((task: { type: string }) => task.type)
          .sort(),
      ).toEqual(['BOOK_PHOTOGRAPHER', 'UPLOAD_IMAGES']);
      expect(response.json()[0]).toMatchObject({ productName: 'Photography' });
    });

    it('GET /api/orders/:id/booking-info answers the booking fields, a key pickup booked by phone', async () => {
      const response = await get(`/api/orders/${orderId}/booking-info`);
      expect(response.json()).toEqual({
        orderId,
        choice: 'PROVIDER_PHONE',
        keyPickup: true,
        keyPickupAddress: 'Under the mat',
        photographerComment: null,
        dateOfPhotography: null,
        bookingId: expect.any(String),
        phoneOnlyReason: 'KEY_PICKUP',
      });
      const bookingTask = (await db.select().from(tasks).where(eq(tasks.orderId, orderId))).find(
        (task) => task.type === 'BOOK_PHOTOGRAPHER',
      );
      expect(bookingTask?.status).toBe('Partial');
    });
  });

  describe('POST /api/orders/:id/booking-choice', () => {
    const choose = (id: string, choice: unknown, cookie = cookies.agentA) =>
      post(`/api/orders/${id}/booking-choice`, { choice }, cookie);

    it('answers 401, 404 and 400 for bad input', async () => {
      const anonymous = await app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/booking-choice`,
        headers: csrfHeader,
        payload: { choice: 'ONLINE_CALENDAR' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await choose(ofB.order.id, 'ONLINE_CALENDAR')).statusCode).toBe(404);
      const bad = await choose(orderId, 'CARRIER_PIGEON');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ choice: 'rules.oneOf' });
    });

    it('records the choice; booking by the contact person marks the booking task partial and is final', async () => {
      const other = await buildCase(db, { branchId: officeA.id });
      await buildContactPerson(db, {
        caseId: other.id,
        priority: 1,
        contactType: 'OWNER',
        name: 'Ole Olsen',
        phoneMobile: '+45 20 30 40 50',
      });
      const { orderId } = await placeOrder({ keyPickup: false }, other.id);
      expect((await get(`/api/orders/${orderId}/booking-info`)).json()).toMatchObject({
        choice: null,
        phoneOnlyReason: null,
      });
      const online = await choose(orderId, 'ONLINE_CALENDAR');
      expect(online.statusCode, online.body).toBe(200);
      expect(online.json().choice).toBe('ONLINE_CALENDAR');
      const bookingTask = async () =>
        (await db.select().from(tasks).where(eq(tasks.orderId, orderId))).find(
          (task) => task.type === 'BOOK_PHOTOGRAPHER',
        );
      expect((await bookingTask())?.status).toBe('Open');

      const link = await choose(orderId, 'CONTACT_LINK');
      expect(link.statusCode).toBe(200);
      expect((await bookingTask())?.status).toBe('Partial');

      const again = await choose(orderId, 'PROVIDER_PHONE');
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('orders.pages.receipt.bookingChoiceLocked');
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.bookingChoice).toBe('CONTACT_LINK');
    });

    it("a key pickup order keeps the provider's phone: the contact person is not offered booking", async () => {
      const refused = await choose(orderId, 'CONTACT_LINK');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('orders.pages.receipt.bookingChoiceLocked');
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.bookingChoice).toBe('PROVIDER_PHONE');
    });

    it('answers 409 for an order that is no longer open', async () => {
      expect((await choose(delivered.order.id, 'ONLINE_CALENDAR')).statusCode).toBe(409);
    });
  });

  describe('GET /api/orders/orderlines/actions', () => {
    const actions = (ids: string[], cookie = cookies.agentA) =>
      get(`/api/orders/orderlines/actions?orderlineIds=${ids.join(',')}`, cookie);

    it('answers 401 without a session and 400 for malformed ids', async () => {
      const anonymous = await app.inject({
        method: 'GET',
        url: `/api/orders/orderlines/actions?orderlineIds=${UNKNOWN_ID}`,
      });
      expect(anonymous.statusCode).toBe(401);
      const bad = await actions(['nope']);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual({ orderlineIds: 'rules.string.uuid' });
      const missing = await get('/api/orders/orderlines/actions');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().fields).toEqual({ orderlineIds: 'rules.required' });
    });

    it("answers the actions of visible lines and leaves out other departments' and unknown ones", async () => {
      const openLines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
      const [feedbackLine, plainLine] = delivered.lines;
      const ids = [
        feedbackLine?.id,
        plainLine?.id,
        openLines[0]?.id,
        ofB.lines[0]?.id,
        UNKNOWN_ID,
      ] as string[];
      const response = await actions(ids);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual([
        { orderlineId: feedbackLine?.id, actions: ['FEEDBACK'] },
        { orderlineId: plainLine?.id, actions: [] },
        { orderlineId: openLines[0]?.id, actions: ['ADD_EXTRA'] },
      ]);
      const forB = await actions(ids, cookies.adminB);
      expect(forB.json()).toEqual([{ orderlineId: ofB.lines[0]?.id, actions: ['ADD_EXTRA'] }]);
    });
  });

  describe('responsible agent and watchers', () => {
    it('POST /api/orders/:id/responsible changes the responsible agent to a user of the department', async () => {
      const response = await post(`/api/orders/${orderId}/responsible`, { userId: adminA.id });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().responsibleUserId).toBe(adminA.id);
    });

    it('refuses a responsible agent without access, and answers 401, 404 and 400', async () => {
      const refused = await post(`/api/orders/${orderId}/responsible`, { userId: adminB.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'orders.pages.details.responsibleUpdateError',
        fields: { userId: 'orders.pages.details.responsibleUpdateError' },
      });
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.responsibleUserId).toBe(adminA.id);
      const anonymous = await app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/responsible`,
        headers: csrfHeader,
        payload: { userId: adminA.id },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await post(`/api/orders/${ofB.order.id}/responsible`, { userId: agentA.id })).statusCode).toBe(
        404,
      );
      const bad = await post(`/api/orders/${orderId}/responsible`, { userId: 'nobody' });
      expect(bad.json().fields).toEqual({ userId: 'rules.string.uuid' });
    });

    it('GET and POST /api/orders/:id/watchers read and replace the watchers', async () => {
      expect((await get(`/api/orders/${orderId}/watchers`)).json()).toEqual({ userIds: [adminA.id] });
      const response = await post(`/api/orders/${orderId}/watchers`, { userIds: [agentA.id, adminA.id] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().userIds.sort()).toEqual([agentA.id, adminA.id].sort());
    });

    it('refuses a watcher without access and keeps the watchers, and answers 401, 404 and 400', async () => {
      const refused = await post(`/api/orders/${orderId}/watchers`, { userIds: [agentA.id, adminB.id] });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'orders.pages.details.watchersUpdateError',
        fields: { 'userIds.1': 'orders.pages.details.watchersUpdateError' },
      });
      expect((await get(`/api/orders/${orderId}/watchers`)).json().userIds).toHaveLength(2);
      const anonymous = await app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/watchers`,
        headers: csrfHeader,
        payload: { userIds: [] },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await post(`/api/orders/${ofB.order.id}/watchers`, { userIds: [] })).statusCode).toBe(404);
      const bad = await post(`/api/orders/${orderId}/watchers`, { userIds: ['x'] });
      expect(bad.json().fields).toEqual({ 'userIds.0': 'rules.string.uuid' });
    });
  });

  describe('POST /api/orders/:id/orderlines/add', () => {
    const add = (id: string, payload: object, cookie = cookies.agentA) =>
      post(`/api/orders/${id}/orderlines/add`, payload, cookie);
    const code = 'modals.addExtraOrderLine.orderUpdateError';

    const expectRefused = async (
      id: string,
      payload: object,
      status: number,
      fields?: Record<string, string>,
    ) => {
      const before = await countOrderRows(db);
      const [order] = await db.select().from(orders).where(eq(orders.id, id));
      const response = await add(id, payload);
      expect(response.statusCode, response.body).toBe(status);
      if (status === 400) expect(response.json().code).toBe(code);
      if (fields) expect(response.json().fields).toEqual(fields);
      expect(await countOrderRows(db)).toEqual(before);
      const [after] = await db.select().from(orders).where(eq(orders.id, id));
      expect(after?.totalPrice).toBe(order?.totalPrice);
    };

    it('answers 401 without a session and 404 for an order of another department', async () => {
      const anonymous = await app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/orderlines/add`,
        headers: csrfHeader,
        payload: [{ itemId: catalogue.floorplan.id, quantity: 1 }],
      });
      expect(anonymous.statusCode).toBe(401);
      await expectRefused(ofB.order.id, [{ itemId: world.productOfB.id, quantity: 1 }], 404);
    });

    it('answers 400 with the fields of malformed input', async () => {
      const response = await add(orderId, [{ itemId: 'x', quantity: 0 }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'errors.badRequest',
        fields: { '0.itemId': 'rules.notType', '0.quantity': 'rules.quantity' },
      });
      const empty = await add(orderId, []);
      expect(empty.json().fields).toEqual({ '': 'rules.array.min' });
    });

    it('adds every line with its tasks and raises the total', async () => {
      const response = await add(orderId, [
        { itemId: catalogue.floorplan.id, quantity: 2, variant: 'A3', config: { style: '3D' } },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const [result] = response.json();
      expect(result).toEqual({ success: true, orderlineId: expect.any(String) });
      const [line] = await db.select().from(orderLines).where(eq(orderLines.id, result.orderlineId));
      expect(line).toMatchObject({
        productName: 'Floor plan',
        orderedQuantity: 2,
        price: '900.00',
        variant: 'A3',
        config: { style: '3D' },
        status: 'OPEN',
      });
      const lineTasks = await db.select().from(tasks).where(eq(tasks.orderLineId, result.orderlineId));
      expect(lineTasks.map((task) => task.type)).toEqual(['UPLOAD_IMAGES']);
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order?.totalPrice).toBe('6100.00');
    });

    it('adds nothing when any line is refused', async () => {
      const good = { itemId: catalogue.floorplan.id, quantity: 1 };
      await expectRefused(orderId, [good, { itemId: world.productOfB.id, quantity: 1 }], 400, {
        '1.itemId': code,
      });
      await expectRefused(orderId, [good, { itemId: catalogue.inactive.id, quantity: 1 }], 400, {
        '1.itemId': code,
      });
      await expectRefused(orderId, [good, { itemId: catalogue.floorplan.id, quantity: 4 }], 400, {
        '1.quantity': code,
      });
      await expectRefused(orderId, [good, { itemId: catalogue.drone.id, quantity: 1 }], 400, {
        '1.itemId': code,
      });
      await expectRefused(delivered.order.id, [good], 400);
    });

    it('adds nothing when the tasks cannot be created', async () => {
      const before = await countOrderRows(db);
      const response = await add(orderId, [
        { itemId: catalogue.floorplan.id, quantity: 1 },
        { itemId: catalogue.brokenTasks.id, quantity: 1 },
      ]);
      expect(response.statusCode).toBe(500);
      expect(response.json().code).toBe(code);
      expect(await countOrderRows(db)).toEqual(before);
    });
  });

  describe('changeOrderStatus', () => {
    it('moves the order and its case, and mails the responsible agent and the watchers', async () => {
      const received = mail.received.length;
      const at = new Date('2030-05-01T10:00:00Z');
      testApp.setNow(at);
      try {
        await changeOrderStatus(deps, orderId, 'Delivered');
      } finally {
        testApp.setNow(undefined);
      }
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ status: 'Delivered', deliveryDate: at, updatedAt: at });
      const [caseRow] = await db.select().from(cases).where(eq(cases.id, caseA.id));
      expect(caseRow).toMatchObject({ orderStatus: 'Delivered', latestOrderChangeAt: at, modifiedDate: at });

      await expect.poll(() => mail.received.length - received).toBe(2);
      const [toAgent] = mailsTo(mail.received.slice(received), agentA.email);
      expect(toAgent?.subject).toBe(`Ordre ${salesId} har fået ny status`);
      expect(toAgent?.text).toContain('er nu leveret');
      const [toAdmin] = mailsTo(mail.received.slice(received), adminA.email);
      expect(toAdmin?.text).toContain(`Order ${salesId} for Strandvejen 12, 2900 Hellerup is now delivered.`);
    });

    it('keeps the case open while another of its orders is open', async () => {
      const second = await buildOrder(db, { caseId: caseA.id, branchId: officeA.id, status: 'Open' });
      await changeOrderStatus(deps, orderId, 'Invoiced');
      const [caseRow] = await db.select().from(cases).where(eq(cases.id, caseA.id));
      expect(caseRow?.orderStatus).toBe('Open');
      await changeOrderStatus(deps, second.order.id, 'Cancelled');
      const [after] = await db.select().from(cases).where(eq(cases.id, caseA.id));
      expect(after?.orderStatus).toBe('Cancelled');
    });

    it('answers orderDetailsNotFound for an unknown order', async () => {
      await expect(changeOrderStatus(deps, UNKNOWN_ID, 'Delivered')).rejects.toMatchObject({
        code: NOT_FOUND,
      });
    });
  });
});
