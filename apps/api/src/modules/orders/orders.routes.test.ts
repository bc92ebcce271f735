import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blacklistBranchForOrders, buildCase, mailsTo } from '../../test/factories.ts';
import { withFailingWrites } from '../../test/failing-writes.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { buildOrderWorld, countOrderRows } from './order-test-setup.ts';
import { orderDrafts, orderLines, orders, orderWatchers } from './orders.table.ts';

describe('POST /api/orders/new/webshop', async () => {
  const testApp = await createTestApp();
  const { app, db, mail } = testApp;
  const world = await buildOrderWorld(testApp);
  const { officeA, agentA, adminA, adminB, caseA, caseB, catalogue, choiceId, cookies } = world;

  /** A valid order of office A's Basic package with 25 images, two floor plans, key pickup and end-user invoicing. */
  const validBody = (changes: Record<string, unknown> = {}) => ({
    caseId: caseA.id,
    orderId: 'draft-1',
    flow: 'PHOTOGRAPHY',
    bookingInfo: { keyPickup: true, keyPickupAddress: 'Under the mat', photographerComment: 'Ring twice' },
    propertyInfo: { propertyType: 'villa', livingArea: 180, basementArea: 40, floors: 2 },
    responsibleEmail: agentA.email.toUpperCase(),
    package: { id: catalogue.basic.id },
    productChoices: [{ choiceId, productId: catalogue.images25.id }],
    products: [{ id: catalogue.floorplan.id, quantity: 2 }],
    invoicing: {
      business: { customerReference: 'Sælger 7', cvr: '12345678', ean: '' },
      endUser: {
        firstName: 'Ole',
        lastName: 'Olsen',
        email: 'ole@example.test',
        phone: '20304050',
        address: 'Strandvejen 12, 2900 Hellerup',
      },
    },
    watcherEmails: [adminA.email],
    ...changes,
  });

  const post = (payload: object, cookie = cookies.agentA) =>
    app.inject({ method: 'POST', url: '/api/orders/new/webshop', headers: portalHeaders(cookie), payload });

  /** A refused call: the answer, and proof that no order, line, task or watcher was written. */
  const expectRefused = async (
    payload: object,
    status: number,
    code: string,
    fields?: Record<string, string>,
  ) => {
    const before = await countOrderRows(db);
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    if (fields) expect(response.json().fields).toEqual(fields);
    expect(await countOrderRows(db)).toEqual(before);
    return response;
  };

  it('answers 401 without a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders/new/webshop',
      headers: csrfHeader,
      payload: validBody(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('errors.unauthorized');
  });

  it("answers 404 for another department's case, and for an unknown one", async () => {
    await expectRefused(validBody({ caseId: caseB.id }), 404, 'errors.resourceNotFound');
    await expectRefused(
      validBody({ caseId: '00000000-0000-4000-8000-000000000000' }),
      404,
      'errors.resourceNotFound',
    );
  });

  it('answers 400 with the fields of malformed input', async () => {
    const response = await expectRefused(
      validBody({ caseId: 'not-a-uuid', responsibleEmail: 'nobody', products: [{ id: 1, quantity: 100 }] }),
      400,
      'errors.badRequest',
    );
    expect(response.json().fields).toMatchObject({
      caseId: 'rules.string.uuid',
      responsibleEmail: 'rules.string.email',
      'products.0.quantity': 'rules.quantity',
    });
  });

  it('creates the order, its lines, tasks and watchers in one go and mails the confirmation', async () => {
    await db
      .insert(orderDrafts)
      .values({ userId: agentA.id, data: { id: 'draft-1', step: 3, flow: 'PHOTOGRAPHY' } });
    const received = mail.received.length;
    const response = await post(validBody());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, orderId: expect.any(String) });
    expect(body.salesId).toMatch(/^SO-[A-Z0-9]{8}$/);

    const [order] = await db.select().from(orders).where(eq(orders.id, body.orderId));
    expect(order).toMatchObject({
      caseId: caseA.id,
      branchId: officeA.id,
      salesId: body.salesId,
      status: 'Open',
      currency: 'DKK',
      // 4000 package + 800 chosen option + 2 x 900 floor plans + 300 key pickup + 150 end-user fee
      totalPrice: '7050.00',
      responsibleUserId: agentA.id,
      createdByUserId: agentA.id,
      packageId: catalogue.basic.id,
      propertyType: 'villa',
      livingArea: 180,
      basementArea: 40,
      storeys: 2,
      keyPickup: true,
      keyPickupAddress: 'Under the mat',
      photographerComment: 'Ring twice',
      businessInvoice: { customerReference: 'Sælger 7', cvr: '12345678', ean: '' },
      endUserInvoice: { firstName: 'Ole', email: 'ole@example.test', phone: '20304050' },
    });

    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, body.orderId));
    const summary = lines
      .map((line) => [line.productName, line.orderedQuantity, line.price, line.itemNumber, line.status])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(summary).toEqual([
      ['25 images', 1, '800.00', catalogue.images25.itemNumber, 'OPEN'],
      ['Basic', 1, '4000.00', catalogue.basic.itemNumber, 'OPEN'],
      ['End-user invoicing', 1, '150.00', 'END-USER-FEE', 'OPEN'],
      ['Floor plan', 2, '900.00', 'FLOORPLAN', 'OPEN'],
      ['Key pickup', 1, '300.00', 'KEY-PICKUP', 'OPEN'],
      ['Photography', 1, '0.00', catalogue.photography.itemNumber, 'OPEN'],
    ]);
    expect(lines.find((line) => line.productName === 'Floor plan')?.config).toEqual({ style: '2D' });

    const orderTasks = await db.select().from(tasks).where(eq(tasks.orderId, body.orderId));
    const lineOf = (name: string) => lines.find((line) => line.productName === name)?.id;
    // The keys are picked up first, so the visit is left to the provider's phone at once: booking partly done.
    expect(order?.bookingChoice).toBe('PROVIDER_PHONE');
    expect(orderTasks.map((task) => [task.type, task.orderLineId, task.status]).sort()).toEqual(
      [
        ['BOOK_PHOTOGRAPHER', lineOf('Photography'), 'Partial'],
        ['UPLOAD_IMAGES', lineOf('Photography'), 'Open'],
        ['UPLOAD_IMAGES', lineOf('Floor plan'), 'Open'],
      ].sort(),
    );
    expect(orderTasks.every((task) => task.caseId === caseA.id && task.branchId === officeA.id)).toBe(true);

    const watchers = await db.select().from(orderWatchers).where(eq(orderWatchers.orderId, body.orderId));
    expect(watchers.map((row) => row.userId)).toEqual([adminA.id]);

    const [caseRow] = await db.select().from(cases).where(eq(cases.id, caseA.id));
    expect(caseRow?.orderStatus).toBe('Open');
    expect(caseRow?.latestOrderChangeAt?.getTime()).toBe(order?.createdDate.getTime());
    expect(caseRow?.modifiedDate.getTime()).toBe(order?.createdDate.getTime());

    expect(await db.select().from(orderDrafts).where(eq(orderDrafts.userId, agentA.id))).toEqual([]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, body.orderId));
    expect(audit.map((entry) => entry.action)).toEqual(['orders.created']);

    await expect.poll(() => mail.received.length - received).toBe(3);
    const [toAgent] = mailsTo(mail.received, agentA.email);
    expect(toAgent?.subject).toBe(`Ordrebekræftelse ${body.salesId}`);
    expect(toAgent?.text).toContain('Strandvejen 12, 2900 Hellerup');
    expect(toAgent?.text).toContain('2 × Floor plan');
    expect(toAgent?.text).toContain('1 × Basic');
    expect(toAgent?.text).toContain(`http://portal.test/orders/${body.orderId}`);
    const [toWatcher] = mailsTo(mail.received, adminA.email);
    expect(toWatcher?.subject).toBe(`Order confirmation ${body.salesId}`);
    const [toEndUser] = mailsTo(mail.received, 'ole@example.test');
    expect(toEndUser?.subject).toBe(`Faktura for ordre ${body.salesId}`);
    expect(toEndUser?.text).toContain('10 dage');
    expect(toEndUser?.text).toMatch(/7\.050,00\s*kr\./);
  });

  it('stores no business invoice without a cvr, no end-user invoice unless asked, and no fees then', async () => {
    const response = await post(
      validBody({
        bookingInfo: { keyPickup: false, keyPickupAddress: 'ignored' },
        invoicing: {},
        package: null,
        productChoices: [],
        products: [{ id: catalogue.floorplan.id, quantity: 1 }],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(order).toMatchObject({
      totalPrice: '900.00',
      keyPickup: false,
      keyPickupAddress: null,
      businessInvoice: null,
      endUserInvoice: null,
      packageId: null,
    });
  });

  it("keeps the user's draft when the order came from another one", async () => {
    await db.insert(orderDrafts).values({ userId: agentA.id, data: { id: 'draft-2', step: 1, flow: null } });
    const response = await post(validBody({ orderId: 'draft-other', invoicing: {}, watcherEmails: [] }));
    expect(response.statusCode, response.body).toBe(200);
    const [draft] = await db.select().from(orderDrafts).where(eq(orderDrafts.userId, agentA.id));
    expect(draft?.data).toMatchObject({ id: 'draft-2' });
    await db.delete(orderDrafts).where(eq(orderDrafts.userId, agentA.id));
  });

  it('keeps the order when a confirmation mail cannot be sent', async () => {
    mail.failNextMessage();
    const response = await post(validBody({ invoicing: {}, watcherEmails: [] }));
    expect(response.statusCode, response.body).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(order?.status).toBe('Open');
  });

  it('takes an office address of the same company as responsible email and mails it too', async () => {
    const officeAddress = `kontor@${agentA.email.split('@')[1]}`;
    const received = mail.received.length;
    const response = await post(validBody({ responsibleEmail: officeAddress }));
    expect(response.statusCode, response.body).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.id, response.json().orderId));
    expect(order?.responsibleUserId).toBe(agentA.id);
    expect(order?.responsibleEmail).toBe(officeAddress);
    await expect.poll(() => mail.received.slice(received).map((item) => item.to)).toContain(officeAddress);
  });

  it('orders the lines as placed and creates one booking task however many products need a visit', async () => {
    const response = await post(validBody());
    const orderId = response.json().orderId;
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const byPosition = [...lines].sort((a, b) => a.position - b.position).map((line) => line.productName);
    expect(byPosition[0]).toBe('Basic');
    expect(new Set(lines.map((line) => line.position)).size).toBe(lines.length);
    const orderTasks = await db.select().from(tasks).where(eq(tasks.orderId, orderId));
    expect(orderTasks.filter((task) => task.type === 'BOOK_PHOTOGRAPHER')).toHaveLength(1);
  });

  describe('refuses, writing nothing', () => {
    it('an archived case', async () => {
      for (const materialsState of ['ARCHIVED', 'ARCHIVING'] as const) {
        const archived = await buildCase(db, { branchId: officeA.id, materialsState });
        await expectRefused(validBody({ caseId: archived.id }), 409, 'orders.pages.new.archivedCase');
      }
    });

    it('a blacklisted department', async () => {
      const other = await buildCase(db, { branchId: world.officeB.id });
      await blacklistBranchForOrders(db, world.officeB.id);
      const response = await app.inject({
        method: 'POST',
        url: '/api/orders/new/webshop',
        headers: portalHeaders(cookies.adminB),
        payload: { ...validBody({ caseId: other.id, responsibleEmail: adminB.email, watcherEmails: [] }) },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('orders.pages.new.branchBlacklisted');
      expect(await db.select().from(orders).where(eq(orders.caseId, other.id))).toEqual([]);
    });

    it("another department's package or product, an inactive one, or a package of another flow", async () => {
      const code = 'orders.pages.new.productNotAvailable';
      await expectRefused(
        validBody({ package: { id: world.packageOfB.id }, productChoices: [] }),
        400,
        code,
        {
          'package.id': code,
        },
      );
      await expectRefused(
        validBody({
          products: [
            { id: catalogue.floorplan.id, quantity: 1 },
            { id: world.productOfB.id, quantity: 1 },
          ],
        }),
        400,
        code,
        { 'products.1.id': code },
      );
      await expectRefused(validBody({ products: [{ id: catalogue.inactive.id, quantity: 1 }] }), 400, code, {
        'products.0.id': code,
      });
      // A package's contents and fees are not orderable on their own.
      await expectRefused(
        validBody({ products: [{ id: catalogue.photography.id, quantity: 1 }] }),
        400,
        code,
        {
          'products.0.id': code,
        },
      );
      await expectRefused(
        validBody({ package: { id: catalogue.portraitPackage.id }, productChoices: [] }),
        400,
        code,
        { 'package.id': code },
      );
    });

    it('a choice that is not one of the package, or a package choice left open', async () => {
      const code = 'orders.pages.new.productNotAvailable';
      await expectRefused(
        validBody({ productChoices: [{ choiceId, productId: catalogue.floorplan.id }] }),
        400,
        code,
        { 'productChoices.0': code },
      );
      await expectRefused(validBody({ productChoices: [] }), 400, code, { productChoices: code });
    });

    it('a quantity over the product maximum', async () => {
      await expectRefused(
        validBody({ products: [{ id: catalogue.floorplan.id, quantity: 4 }] }),
        400,
        'orders.pages.new.quantityOverMax',
        { 'products.0.quantity': 'orders.pages.new.quantityOverMax' },
      );
      // The same product twice counts as one line of both quantities.
      await expectRefused(
        validBody({
          products: [
            { id: catalogue.floorplan.id, quantity: 2 },
            { id: catalogue.floorplan.id, quantity: 2 },
          ],
        }),
        400,
        'orders.pages.new.quantityOverMax',
        { 'products.0.quantity': 'orders.pages.new.quantityOverMax' },
      );
    });

    it('a living area larger than a chosen product covers', async () => {
      await expectRefused(
        validBody({ propertyInfo: { propertyType: 'villa', livingArea: 201 } }),
        400,
        'orders.pages.new.areaOverMax',
        { 'propertyInfo.livingArea': 'orders.pages.new.areaOverMax' },
      );
    });

    it('an unknown property type', async () => {
      await expectRefused(
        validBody({ propertyInfo: { propertyType: 'castleInTheSky' } }),
        400,
        'orders.pages.new.unknownPropertyType',
        { 'propertyInfo.propertyType': 'orders.pages.new.unknownPropertyType' },
      );
    });

    it('a separate-only product with a package or with other products', async () => {
      const code = 'orders.pages.new.separateOnly';
      await expectRefused(validBody({ products: [{ id: catalogue.drone.id, quantity: 1 }] }), 400, code, {
        'products.0.id': code,
      });
      await expectRefused(
        validBody({
          package: null,
          productChoices: [],
          products: [
            { id: catalogue.floorplan.id, quantity: 1 },
            { id: catalogue.drone.id, quantity: 1 },
          ],
        }),
        400,
        code,
        { 'products.1.id': code },
      );
    });

    it('an order with nothing in it', async () => {
      await expectRefused(
        validBody({
          package: null,
          productChoices: [],
          products: [{ id: catalogue.floorplan.id, quantity: 0 }],
        }),
        400,
        'orders.pages.new.noTypeSelected',
      );
    });

    it('a responsible agent or a watcher without access to the department', async () => {
      const noAccess = 'orders.pages.new.userWithoutAccess';
      await expectRefused(validBody({ responsibleEmail: 'someone@elsewhere.test' }), 400, noAccess, {
        responsibleEmail: noAccess,
      });
      await expectRefused(validBody({ watcherEmails: [adminA.email, 'nobody@office.test'] }), 400, noAccess, {
        'watcherEmails.1': noAccess,
      });
    });

    it('invoicing the department does not offer', async () => {
      await db
        .update(branches)
        .set({ endUserInvoicing: false, businessInvoicing: false })
        .where(eq(branches.id, officeA.id));
      try {
        const notOffered = 'orders.pages.new.invoicingNotOffered';
        await expectRefused(validBody({ invoicing: validBody().invoicing }), 400, notOffered, {
          'invoicing.endUser': notOffered,
        });
        await expectRefused(
          validBody({ invoicing: { business: validBody().invoicing.business } }),
          400,
          notOffered,
          { 'invoicing.business': notOffered },
        );
      } finally {
        await db
          .update(branches)
          .set({ endUserInvoicing: true, businessInvoicing: true })
          .where(eq(branches.id, officeA.id));
      }
    });
  });

  describe('all or nothing', () => {
    it('answers createTasksFailed and leaves no order when a product names an unknown task', async () => {
      await expectRefused(
        validBody({ products: [{ id: catalogue.brokenTasks.id, quantity: 1 }] }),
        500,
        'orders.pages.new.createTasksFailed',
      );
    });

    it('answers createTasksFailed and leaves no order when the tasks cannot be written', async () => {
      await withFailingWrites(db, 'tasks', 'insert', async () => {
        await expectRefused(validBody(), 500, 'orders.pages.new.createTasksFailed');
      });
    });

    it('answers createOrderFailed and leaves no order when the lines cannot be written', async () => {
      await withFailingWrites(db, 'order_lines', 'insert', async () => {
        await expectRefused(validBody(), 500, 'orders.pages.new.createOrderFailed');
      });
    });

    it('answers createOrderFailed and leaves no order when the watchers cannot be written', async () => {
      await withFailingWrites(db, 'order_watchers', 'insert', async () => {
        await expectRefused(validBody(), 500, 'orders.pages.new.createOrderFailed');
      });
      const [caseRow] = await db.select().from(cases).where(eq(cases.id, caseA.id));
      expect(caseRow?.orderStatus).toBe('Open');
    });
  });
});
