import { ErrorKey, IMPERSONATION_HEADER } from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildOffices, buildProviderStaff, SUPPORT_PERMISSIONS, signIn } from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { privacyLedger } from './privacy.table.ts';
import {
  buildSellerCase,
  NEIGHBOUR_EMAIL,
  personalDataOf,
  SELLER_EMAIL,
  SELLER_PHONE,
} from './privacy-test-setup.ts';

describe("a person's data: export, erasure and the ledger", async () => {
  const testApp = await createTestApp();
  const { app, db } = testApp;
  testApp.setNow(new Date('2026-06-15T10:00:00Z'));
  const { officeA, officeB, adminA, agentA, adminB } = await buildOffices(db);
  const cookies = {
    adminA: await signIn(app, adminA.email),
    agentA: await signIn(app, agentA.email),
    adminB: await signIn(app, adminB.email),
  };
  const sold = await buildSellerCase(db, { branchId: officeA.id, watcherUserId: agentA.id });
  const selling = await buildSellerCase(db, {
    branchId: officeA.id,
    status: 'Open',
    address: 'Strandvejen 14, 2900 Hellerup',
  });
  const inOfficeB = await buildSellerCase(db, {
    branchId: officeB.id,
    address: 'Fjordgata 1, 7010 Trondheim',
  });

  const call = (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) =>
    app.inject({
      method,
      url,
      payload,
      headers: { ...(cookie ? portalHeaders(cookie) : csrfHeader), 'accept-language': 'da' },
    });
  const exportOf = (query: string, cookie: string | null = cookies.adminA) =>
    call('GET', `/api/privacy/subject?${query}`, cookie);
  const erase = (body: object, cookie: string | null = cookies.adminA) =>
    call('POST', '/api/privacy/erase', cookie, body);
  const ledgerRows = async () => (await db.select({ value: count() }).from(privacyLedger))[0]?.value;
  const email = `email=${encodeURIComponent(SELLER_EMAIL)}`;

  it('answers 401 signed out on every call, and writes nothing', async () => {
    const before = await personalDataOf(db, sold.case.id);
    expect((await exportOf(email, null)).statusCode).toBe(401);
    expect((await erase({ email: SELLER_EMAIL }, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/privacy/ledger', null)).statusCode).toBe(401);
    expect(await personalDataOf(db, sold.case.id)).toEqual(before);
    expect(await ledgerRows()).toBe(0);
  });

  it('refuses a user who administers no department (403), and erases nothing', async () => {
    const before = await personalDataOf(db, sold.case.id);
    expect((await exportOf(email, cookies.agentA)).statusCode).toBe(403);
    expect((await erase({ email: SELLER_EMAIL }, cookies.agentA)).statusCode).toBe(403);
    expect((await call('GET', '/api/privacy/ledger', cookies.agentA)).statusCode).toBe(403);
    expect(await personalDataOf(db, sold.case.id)).toEqual(before);
    expect(await ledgerRows()).toBe(0);
  });

  it('refuses a search without an email or phone, or with a bad one, next to the field; nothing is erased', async () => {
    const before = await personalDataOf(db, sold.case.id);
    for (const [query, fields] of [
      ['', { email: 'privacy.messages.subjectNeeded' }],
      ['email=sofie', { email: 'rules.string.email' }],
      ['phone=%2B45', { phone: 'rules.phone' }],
    ] as const) {
      const response = await exportOf(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Kontrollér de markerede felter.', fields });
    }
    const empty = await erase({ email: '', phone: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ email: 'privacy.messages.subjectNeeded' });
    expect(await personalDataOf(db, sold.case.id)).toEqual(before);
    expect(await ledgerRows()).toBe(0);
  });

  it('exports every place the person appears in the admin’s departments, by email or by phone', async () => {
    const response = await exportOf(email);
    expect(response.statusCode, response.body).toBe(200);
    const exported = response.json();
    expect(exported.subject).toEqual({ email: SELLER_EMAIL, phone: null });
    // Office B's case names her too, but office A's admin sees office A's cases only.
    expect(exported.cases.map((item: { caseId: string }) => item.caseId).toSorted()).toEqual(
      [sold.case.id, selling.case.id].toSorted(),
    );
    const soldCase = exported.cases.find((item: { caseId: string }) => item.caseId === sold.case.id);
    expect(soldCase).toMatchObject({
      branchName: 'Office A',
      address: 'Strandvejen 12, 2900 Hellerup',
      openOrders: [],
      contactPersons: [{ name: 'Sofie Sælger', email: SELLER_EMAIL, phoneMobile: '12345678' }],
      endUserInvoices: [{ orderId: sold.order.id, firstName: 'Sofie', email: SELLER_EMAIL }],
      formAnswers: [
        {
          kind: 'QUESTIONNAIRE',
          recipientEmail: SELLER_EMAIL,
          answers: [{ question: 'When was the roof renewed?', answer: 'In 2019, by ourselves' }],
        },
      ],
      watchedOrders: [],
    });
    const sellingCase = exported.cases.find((item: { caseId: string }) => item.caseId === selling.case.id);
    expect(sellingCase.openOrders).toEqual([
      { orderId: selling.order.id, salesId: selling.order.salesId, status: 'Open' },
    ]);

    // By phone, written another way: the contact person, the invoice and the booking link sent by SMS.
    const byPhone = (await exportOf(`phone=${encodeURIComponent(SELLER_PHONE)}`)).json();
    expect(byPhone.cases).toHaveLength(2);
    expect(byPhone.cases[0].visitLinks).toEqual([
      expect.objectContaining({ channel: 'SMS', sentTo: '+4512345678', contactName: 'Sofie Sælger' }),
    ]);
    expect(byPhone.cases[0].formAnswers).toEqual([]);

    // A colleague watching an order is found by their user's email.
    const watcher = (await exportOf(`email=${encodeURIComponent(agentA.email)}`)).json();
    expect(watcher.cases).toEqual([
      expect.objectContaining({
        caseId: sold.case.id,
        watchedOrders: [{ orderId: sold.order.id, salesId: sold.order.salesId }],
      }),
    ]);
  });

  it('refuses support staff acting as the admin: erasing cannot be undone, so the admin decides it', async () => {
    const support = await buildProviderStaff(db, SUPPORT_PERMISSIONS);
    const before = await personalDataOf(db, sold.case.id);
    const response = await app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      payload: { email: SELLER_EMAIL },
      headers: { ...portalHeaders(await signIn(app, support.email)), [IMPERSONATION_HEADER]: adminA.id },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(ErrorKey.notWhileImpersonating);
    expect(await personalDataOf(db, sold.case.id)).toEqual(before);
    expect(await ledgerRows()).toBe(0);
  });

  it("never erases in another department's cases", async () => {
    const before = await personalDataOf(db, sold.case.id);
    const response = await erase({ email: SELLER_EMAIL }, cookies.adminB);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().erased.map((row: { caseId: string }) => row.caseId)).toEqual([inOfficeB.case.id]);
    expect(await personalDataOf(db, sold.case.id)).toEqual(before);
    expect((await personalDataOf(db, inOfficeB.case.id)).people[0]?.email).toBeNull();
  });

  it("erases the person's data only, keeps the case's business, writes the ledger and the audit", async () => {
    const response = await erase({ email: SELLER_EMAIL, phone: SELLER_PHONE });
    expect(response.statusCode, response.body).toBe(200);
    const { erased } = response.json();
    expect(erased).toHaveLength(2);
    expect(erased.find((row: { caseId: string }) => row.caseId === sold.case.id)).toMatchObject({
      branchName: 'Office A',
      address: 'Strandvejen 12, 2900 Hellerup',
      rule: 'erasure',
      retentionMonths: null,
      requestedBy: { userId: adminA.id },
      anonymised: { contactPersons: 1, endUserInvoices: 1, formAnswers: 1, watchers: 0, visitLinks: 1 },
      at: '2026-06-15T10:00:00.000Z',
    });
    expect(await personalDataOf(db, sold.case.id)).toEqual({
      address: 'Strandvejen 12, 2900 Hellerup',
      people: [
        { name: 'Anonymised', email: null, phoneMobile: null, phoneWork: null },
        // The neighbour is someone else: untouched.
        { name: 'Niels Nabo', email: NEIGHBOUR_EMAIL, phoneMobile: null, phoneWork: '+45 87 65 43 21' },
      ],
      invoice: { firstName: 'Anonymised', lastName: '', email: '', phone: '', address: '' },
      totalPrice: '4500.00',
      orderStatus: 'Delivered',
      form: {
        name: 'Anonymised',
        email: '',
        answers: [{ question: 'When was the roof renewed?', answer: 'Anonymised', yesOrNo: false }],
      },
      submission: {
        email: null,
        payload: {
          locale: 'da',
          answers: [{ question: 'When was the roof renewed?', answer: 'Anonymised', yesOrNo: false }],
        },
      },
      links: [{ sentTo: '', contactName: 'Anonymised' }],
      // A colleague following the order is not the person.
      watchers: 1,
    });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy.erased'), eq(auditLog.actorUserId, adminA.id)));
    expect(entry?.details).toMatchObject({ cases: 2 });
    expect(JSON.stringify(entry?.details)).not.toContain(SELLER_EMAIL);
    expect((await exportOf(email)).json().cases).toEqual([]);
  });

  it('asked again, erases nothing more and writes no ledger row', async () => {
    const before = await ledgerRows();
    const again = await erase({ email: SELLER_EMAIL });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ erased: [] });
    expect(await ledgerRows()).toBe(before);
  });

  it("lists the admin's departments' ledger rows, newest first, paged on the hub", async () => {
    const page = (await call('GET', '/api/privacy/ledger?take=1', cookies.adminA)).json();
    expect(page).toMatchObject({ currentSkip: 0, take: 1, total: 2 });
    expect(page.data[0]).toMatchObject({ branchId: officeA.id, rule: 'erasure' });
    const second = (await call('GET', '/api/privacy/ledger?skip=1&take=1', cookies.adminA)).json();
    expect(second.data).toHaveLength(1);
    expect(second.data[0].id).not.toBe(page.data[0].id);
    const ofB = (await call('GET', '/api/privacy/ledger', cookies.adminB)).json();
    expect(ofB.data.map((row: { caseId: string }) => row.caseId)).toEqual([inOfficeB.case.id]);
    expect((await call('GET', `/api/privacy/ledger?branchId=${officeA.id}`, cookies.adminB)).statusCode).toBe(
      403,
    );
  });
});
