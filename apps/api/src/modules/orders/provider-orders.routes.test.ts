import { CaseCategory } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildCase,
  buildContactPerson,
  buildOffices,
  buildOrder,
  buildPackage,
  buildProviderStaff,
  buildTask,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { bookings, photographers } from '../bookings/bookings.table.ts';
import { caseDocuments } from '../case-documents/case-documents.table.ts';
import { taskForms } from '../task-forms/task-forms.table.ts';
import { taskFileUploads } from '../uploads/uploads.table.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

// The coordinator's incoming orders: every department's, filtered and searched on the hub; office users,
// even department admins, and provider staff without orders.fulfil are refused.
describe('the provider console order calls', async () => {
  const { app, db } = await createTestApp();
  const { officeA, officeB, adminA } = await buildOffices(db);
  const coordinator = await signIn(app, (await buildProviderStaff(db, ['orders.fulfil'])).email);
  const photographer = await signIn(app, (await buildProviderStaff(db, ['visits.manage'])).email);
  const editor = await signIn(
    app,
    (await buildProviderStaff(db, ['material.deliver', 'texts.deliver'])).email,
  );
  const officeAdmin = await signIn(app, adminA.email);

  const portrait = await buildPackage(db, { branchId: officeB.id, name: 'Portræt', grouping: 'PORTRAIT' });
  const caseA = await buildCase(db, { branchId: officeA.id, addressFull: 'Strandvejen 12, 2900 Hellerup' });
  const caseB = await buildCase(db, {
    branchId: officeB.id,
    category: 'PORTRAIT',
    addressFull: 'Bryggen 5, 5003 Bergen',
  });
  await buildContactPerson(db, { caseId: caseA.id, priority: 1, contactType: 'OWNER', name: 'Ole Olsen' });
  // Three orders a day apart, the newest last: A open with a floor plan, B's back-ordered portrait, A delivered.
  const first = await buildOrder(
    db,
    {
      caseId: caseA.id,
      branchId: officeA.id,
      salesId: 'SO-1000001',
      createdDate: new Date('2026-11-01T09:00Z'),
    },
    [{ productName: 'Floor plan', orderedQuantity: 2 }],
  );
  const second = await buildOrder(db, {
    caseId: caseB.id,
    branchId: officeB.id,
    salesId: 'SO-2000002',
    status: 'Backorder',
    currency: 'NOK',
    packageId: portrait.id,
    createdDate: new Date('2026-11-02T09:00Z'),
  });
  const third = await buildOrder(db, {
    caseId: caseA.id,
    branchId: officeA.id,
    salesId: 'SO-1000003',
    status: 'Delivered',
    createdDate: new Date('2026-11-03T09:00Z'),
  });

  const get = (url: string, cookie: string | null = coordinator) =>
    app.inject({ method: 'GET', url, headers: cookie ? portalHeaders(cookie) : csrfHeader });
  const idsOf = async (query: string) => {
    const response = await get(`/api/provider/orders${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((row: { id: string }) => row.id);
  };

  describe('GET /api/provider/orders', () => {
    it('answers 401 signed out, 403 for an office admin and for staff without orders.fulfil', async () => {
      expect((await get('/api/provider/orders', null)).statusCode).toBe(401);
      expect((await get('/api/provider/orders', officeAdmin)).statusCode).toBe(403);
      expect((await get('/api/provider/orders', photographer)).statusCode).toBe(403);
    });

    it('refuses bad filters with the field named', async () => {
      for (const [query, field] of [
        ['take=0', 'take'],
        ['skip=-1', 'skip'],
        ['statuses=Shipped', 'statuses'],
        ['countries=Denmark', 'countries'],
        ['categories=DRONE', 'categories'],
        ['from=yesterday', 'from'],
        ['search=ab', 'search'],
        ['sortOrder=price', 'sortOrder'],
      ]) {
        const response = await get(`/api/provider/orders?${query}`);
        expect(response.statusCode, query).toBe(400);
        // A list's field is named with the place of the bad value: statuses.0.
        const named = Object.keys(response.json().fields ?? {}).map((key) => key.split('.')[0]);
        expect(named, query).toContain(field);
      }
    });

    it('lists every department’s orders newest first, paged, with their department and address', async () => {
      const page = (await get('/api/provider/orders?take=2')).json();
      expect(page).toMatchObject({ currentSkip: 0, take: 2, total: 3 });
      expect(page.data).toEqual([
        expect.objectContaining({
          id: third.order.id,
          salesId: 'SO-1000003',
          status: 'Delivered',
          address: 'Strandvejen 12, 2900 Hellerup',
          branchName: 'Office A',
          countryCode: 'DK',
        }),
        expect.objectContaining({ id: second.order.id, branchName: 'Office B', packageName: 'Portræt' }),
      ]);
      expect(await idsOf('?skip=2&take=2')).toEqual([first.order.id]);
    });

    it('filters by status, country, department, category and order date, and searches address or sales id', async () => {
      expect(await idsOf('?statuses=Backorder')).toEqual([second.order.id]);
      expect(await idsOf('?countries=DK')).toEqual([third.order.id, first.order.id]);
      expect(await idsOf(`?branchIds=${officeB.id}`)).toEqual([second.order.id]);
      expect(await idsOf('?categories=PORTRAIT')).toEqual([second.order.id]);
      expect(await idsOf('?categories=CASE')).toEqual([third.order.id, first.order.id]);
      expect(await idsOf('?from=2026-11-02&to=2026-11-02')).toEqual([second.order.id]);
      expect(await idsOf('?to=2026-11-01')).toEqual([first.order.id]);
      expect(await idsOf('?search=bryggen')).toEqual([second.order.id]);
      expect(await idsOf('?search=so-1000001')).toEqual([first.order.id]);
      expect(await idsOf('?search=strandvejen&statuses=Open')).toEqual([first.order.id]);
      expect(await idsOf('?search=100%25')).toEqual([]);
      expect(await idsOf('?statuses=Open&statuses=Backorder')).toEqual([second.order.id, first.order.id]);
      expect(await idsOf('?categories=PORTRAIT&categories=CASE&countries=NO')).toEqual([second.order.id]);
      expect(await idsOf('?sortOrder=salesId&sortDirection=asc')).toEqual([
        first.order.id,
        third.order.id,
        second.order.id,
      ]);
    });
  });

  describe('GET /api/provider/orders/filters', () => {
    it('answers 401 and 403 like the list', async () => {
      expect((await get('/api/provider/orders/filters', null)).statusCode).toBe(401);
      expect((await get('/api/provider/orders/filters', officeAdmin)).statusCode).toBe(403);
      expect((await get('/api/provider/orders/filters', photographer)).statusCode).toBe(403);
    });

    it('offers the statuses, the departments with orders and their countries, and the categories', async () => {
      const filters = (await get('/api/provider/orders/filters')).json();
      expect(filters.statuses).toEqual(['Open', 'Delivered', 'Cancelled', 'Invoiced', 'Backorder']);
      expect(filters.countries).toEqual(['DK', 'NO']);
      expect(filters.branches).toEqual([
        { id: officeA.id, name: 'Office A', countryCode: 'DK' },
        { id: officeB.id, name: 'Office B', countryCode: 'NO' },
      ]);
      expect(filters.categories).toEqual(CaseCategory.options);
    });
  });

  it('lets an editor (material.deliver, texts.deliver) find the orders and read one, without moving it on', async () => {
    const list = await get('/api/provider/orders?search=SO-1000001', editor);
    expect(list.json().data.map((row: { id: string }) => row.id)).toEqual([first.order.id]);
    expect((await get('/api/provider/orders/filters', editor)).statusCode).toBe(200);
    const detail = await get(`/api/provider/orders/${first.order.id}`, editor);
    expect(detail.json()).toMatchObject({ order: { id: first.order.id }, nextStatuses: [] });
    const move = await app.inject({
      method: 'POST',
      url: `/api/provider/orders/${first.order.id}/status`,
      headers: portalHeaders(editor),
      payload: { status: 'Delivered' },
    });
    expect(move.statusCode).toBe(403);
    expect((await get(`/api/provider/orders/${first.order.id}`)).json().order.status).toBe('Open');
  });

  describe('GET /api/provider/orders/:orderId', () => {
    it('answers 401, 403 for an office admin even of the order’s department, 404 unknown, 400 bad id', async () => {
      const url = `/api/provider/orders/${first.order.id}`;
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, officeAdmin)).statusCode).toBe(403);
      expect((await get(url, photographer)).statusCode).toBe(403);
      expect((await get(`/api/provider/orders/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await get('/api/provider/orders/nope')).statusCode).toBe(400);
    });

    it('gives the order with its lines, tasks, contact persons, the office’s documents, files and answers, and the next statuses', async () => {
      const task = await buildTask(db, {
        branchId: officeA.id,
        caseId: caseA.id,
        orderId: first.order.id,
        orderLineId: first.lines[0]?.id,
        type: 'UPLOAD_IMAGES',
        productName: 'Floor plan',
      });
      const lineId = first.lines[0]?.id as string;
      await db.insert(taskFileUploads).values({
        branchId: officeA.id,
        caseId: caseA.id,
        orderLineId: lineId,
        taskId: task.id,
        fileName: 'skitse.jpg',
        storageKey: `uploads/${lineId}/skitse.jpg`,
        contentType: 'image/jpeg',
        size: 50_000,
      });
      const answers = [
        { question: 'What do you love about the house?', answer: 'The garden', yesOrNo: false },
      ];
      await db.insert(taskForms).values({
        taskId: task.id,
        kind: 'INTERVIEW',
        tokenHash: 'answered-form',
        recipientName: 'Ole Olsen',
        recipientEmail: 'ole@example.com',
        locale: 'da',
        questions: [{ id: 'q1', question: answers[0]?.question ?? '', yesOrNo: false }],
        answers,
        expiresAt: new Date('2026-12-31T00:00Z'),
        submittedAt: new Date('2026-11-02T12:00Z'),
      });
      await db.insert(caseDocuments).values({
        caseId: caseA.id,
        branchId: officeA.id,
        type: 'CONDITION_REPORT',
        title: 'Tilstandsrapport',
        fileName: 'tilstand.pdf',
        contentType: 'application/pdf',
        size: 120_000,
        storageKey: `documents/${officeA.id}/${caseA.id}/report.pdf`,
      });
      const response = await get(`/api/provider/orders/${first.order.id}`);
      expect(response.statusCode, response.body).toBe(200);
      const detail = response.json();
      expect(detail.order).toMatchObject({ salesId: 'SO-1000001', branchName: 'Office A', status: 'Open' });
      expect(detail.order.contactPersons).toEqual([expect.objectContaining({ name: 'Ole Olsen' })]);
      expect(detail).toMatchObject({
        countryCode: 'DK',
        address: 'Strandvejen 12, 2900 Hellerup',
        booking: null,
      });
      expect(detail.lines).toEqual([
        expect.objectContaining({ productName: 'Floor plan', orderedQuantity: 2, deliveredQuantity: 0 }),
      ]);
      expect(detail.tasks).toEqual([expect.objectContaining({ type: 'UPLOAD_IMAGES', status: 'Open' })]);
      expect(detail.uploads).toEqual([
        expect.objectContaining({ name: 'Tilstandsrapport', kind: 'CONDITION_REPORT' }),
        expect.objectContaining({ name: 'skitse.jpg', kind: 'FILE' }),
      ]);
      expect(detail.formAnswers).toEqual([
        { id: expect.any(String), kind: 'INTERVIEW', submittedAt: '2026-11-02T12:00:00.000Z', answers },
      ]);
      expect(detail.nextStatuses).toEqual(['Delivered', 'Backorder', 'Cancelled']);

      // The delivered order's visit: when, who and how far it came.
      const [photographer] = await db
        .insert(photographers)
        .values({
          countryCode: 'DK',
          name: 'Peter Foto',
          phone: '+45 20 00 00 00',
          timeZone: 'Europe/Copenhagen',
          homePostalCode: '2100',
        })
        .returning();
      await db.insert(bookings).values({
        orderId: third.order.id,
        visitStatus: 'COMPLETE',
        photographerId: photographer?.id,
        planningFrameStart: new Date('2026-11-04T08:00Z'),
        planningFrameEnd: new Date('2026-11-04T09:00Z'),
      });
      const delivered = (await get(`/api/provider/orders/${third.order.id}`)).json();
      expect(delivered.nextStatuses).toEqual(['Invoiced']);
      expect(delivered.booking).toEqual({
        bookingId: expect.any(String),
        visitStatus: 'COMPLETE',
        start: '2026-11-04T08:00:00.000Z',
        end: '2026-11-04T09:00:00.000Z',
        photographerName: 'Peter Foto',
      });
    });
  });
});
