import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildBranch,
  buildCase,
  buildContactPerson,
  buildOffices,
  buildOrder,
  buildUser,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { cases, contactPersons } from './cases.table.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('case details routes', async () => {
  const { app, db } = await createTestApp();
  const { roles, officeA, officeB, agentA, adminB } = await buildOffices(db);
  const upperOffice = await buildBranch(db, {
    name: 'Hemma',
    countryCode: 'SE',
    locale: 'sv-SE',
    currency: 'SEK',
    useUpperCase: true,
    axCustomerId: 'se-204',
  });
  const swede = await buildUser(db, [{ branchId: upperOffice.id, roleId: roles.regular.id }]);
  const agentCookie = await signIn(app, agentA.email);
  const swedeCookie = await signIn(app, swede.email);
  const adminBCookie = await signIn(app, adminB.email);

  const caseOfB = await buildCase(db, { branchId: officeB.id });
  const archived = await buildCase(db, {
    branchId: officeA.id,
    reference: 'ARK-1',
    materialsState: 'ARCHIVED',
  });

  const upsert = (payload: object, cookie = agentCookie) =>
    app.inject({ method: 'POST', url: '/api/Cases/upsert/webshop', headers: portalHeaders(cookie), payload });
  const caseRows = async () => ({
    cases: (await db.select({ value: count() }).from(cases))[0]?.value,
    contacts: (await db.select({ value: count() }).from(contactPersons))[0]?.value,
  });
  const findCase = async (id: string) => (await db.select().from(cases).where(eq(cases.id, id)))[0];
  const contactsOf = (caseId: string) =>
    db
      .select()
      .from(contactPersons)
      .where(eq(contactPersons.caseId, caseId))
      .orderBy(contactPersons.priority);

  const address = {
    street: 'Strandvejen',
    buildingNumber: '12',
    buildingFloor: '2',
    buildingDoor: 'th',
    cityArea: 'Hellerup',
    city: 'Hellerup',
    zip: '2900',
  };
  const body = (changes: Record<string, unknown> = {}) => ({
    branchId: officeA.id,
    reference: 'KBH-77',
    orderContacts: [
      { name: 'Ole Olsen', phone: '20 30 40 50', email: 'ole@example.test', contactType: 'OWNER' },
      { name: 'Lis Lund', phone: '+46 70 123 45 67', email: '', contactType: 'LAWYER' },
    ],
    address,
    propertyInfo: { propertyType: 'villa', basementArea: 40, registeredArea: 180, totalStoreys: 2 },
    ...changes,
  });

  const expectRefused = async (
    payload: object,
    status: number,
    code: string,
    fields?: Record<string, string>,
  ) => {
    const before = await caseRows();
    const response = await upsert(payload);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe(code);
    if (fields) expect(response.json().fields).toEqual(fields);
    expect(await caseRows()).toEqual(before);
  };

  describe('POST /api/Cases/upsert/webshop', () => {
    it('answers 401 without a session', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/Cases/upsert/webshop',
        headers: csrfHeader,
        payload: body(),
      });
      expect(response.statusCode).toBe(401);
    });

    it('answers 403 for a department without access, saving nothing', async () => {
      await expectRefused(body({ branchId: officeB.id }), 403, 'errors.forbidden');
    });

    it('answers 400 with the fields of malformed input, saving nothing', async () => {
      await expectRefused(
        body({
          branchId: 'one',
          orderContacts: [{ name: '', phone: 'abc', email: 'x', contactType: 'BOSS' }],
        }),
        400,
        'errors.badRequest',
        {
          branchId: 'rules.notType',
          'orderContacts.0.name': 'rules.required',
          'orderContacts.0.phone': 'rules.phone',
          'orderContacts.0.email': 'rules.string.email',
          'orderContacts.0.contactType': 'rules.oneOf',
        },
      );
    });

    it('refuses a new case without an address and an unknown property type, saving nothing', async () => {
      await expectRefused(body({ address: undefined }), 400, 'cases.messages.caseCreateFailed', {
        address: 'rules.required',
      });
      await expectRefused(
        body({ propertyInfo: { propertyType: 'igloo' } }),
        400,
        'orders.pages.new.unknownPropertyType',
        { 'propertyInfo.propertyType': 'orders.pages.new.unknownPropertyType' },
      );
    });

    it('refuses an archived case with archivedCase, changing nothing', async () => {
      await expectRefused(body({ reference: archived.reference }), 409, 'orders.pages.new.archivedCase');
      expect((await findCase(archived.id))?.street).toBe(archived.street);
    });

    let caseId = '';
    it('creates the case with its address, property and contact persons', async () => {
      const response = await upsert(body());
      expect(response.statusCode, response.body).toBe(200);
      caseId = response.json().caseId;
      expect(await findCase(caseId)).toMatchObject({
        branchId: officeA.id,
        reference: 'KBH-77',
        category: 'CASE',
        street: 'Strandvejen',
        buildingNumber: '12',
        buildingFloor: '2',
        buildingDoor: 'th',
        cityArea: 'Hellerup',
        zip: '2900',
        city: 'Hellerup',
        addressFull: 'Strandvejen 12, 2. th, 2900 Hellerup',
        propertyType: 'villa',
        registeredArea: 180,
        basementArea: 40,
        storeys: 2,
        orderStatus: 'None',
      });
      const contacts = await contactsOf(caseId);
      expect(
        contacts.map((row) => [row.priority, row.name, row.contactType, row.phoneMobile, row.email]),
      ).toEqual([
        [1, 'Ole Olsen', 'OWNER', '+4520304050', 'ole@example.test'],
        [2, 'Lis Lund', 'LAWYER', '+46701234567', null],
      ]);
      const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, caseId));
      expect(audit.map((entry) => entry.action)).toEqual(['cases.created']);
    });

    it('updates the same case: contacts replaced, address and property kept when not sent', async () => {
      const response = await upsert(
        body({
          address: undefined,
          propertyInfo: undefined,
          orderContacts: [{ name: 'Tina Tenant', phone: '', contactType: 'TENANT' }],
        }),
      );
      expect(response.json().caseId).toBe(caseId);
      expect(await findCase(caseId)).toMatchObject({
        addressFull: 'Strandvejen 12, 2. th, 2900 Hellerup',
        propertyType: 'villa',
      });
      const contacts = await contactsOf(caseId);
      expect(contacts.map((row) => [row.priority, row.name, row.phoneMobile])).toEqual([
        [1, 'Tina Tenant', null],
      ]);
    });

    it("upper-cases the reference where the department asks for it, and uses its country's dial prefix", async () => {
      const payload = {
        branchId: upperOffice.id,
        reference: 'sth-5',
        orderContacts: [{ name: 'Sven Svensson', phone: '070-123 45 67', contactType: 'OWNER' }],
        address: { street: 'Storgatan', buildingNumber: '1', city: 'Stockholm', zip: '111 22' },
      };
      const first = await upsert(payload, swedeCookie);
      expect(first.statusCode, first.body).toBe(200);
      const row = await findCase(first.json().caseId);
      expect(row).toMatchObject({ reference: 'STH-5', addressFull: 'Storgatan 1, 111 22 Stockholm' });
      expect((await contactsOf(row?.id ?? ''))[0]?.phoneMobile).toBe('+46701234567');
      const second = await upsert({ ...payload, reference: 'Sth-5' }, swedeCookie);
      expect(second.json().caseId).toBe(first.json().caseId);
    });

    it('numbers a case without a reference with the department prefix and the next number', async () => {
      const payload = { branchId: upperOffice.id, reference: '', orderContacts: [], address };
      const first = await upsert(payload, swedeCookie);
      const second = await upsert({ ...payload, address: { ...address, buildingNumber: '14' } }, swedeCookie);
      expect((await findCase(first.json().caseId))?.reference).toBe('SE-204-00001');
      expect((await findCase(second.json().caseId))?.reference).toBe('SE-204-00002');
    });

    it('puts an order without a case number on the case the department already has at that address', async () => {
      const payload = { branchId: upperOffice.id, reference: '', orderContacts: [], address };
      const first = await upsert({ ...payload, address: { ...address, buildingNumber: '99' } }, swedeCookie);
      const again = await upsert(
        { ...payload, address: { ...address, buildingNumber: '99', street: address.street.toUpperCase() } },
        swedeCookie,
      );
      expect(again.json().caseId).toBe(first.json().caseId);
      const otherFloor = await upsert(
        { ...payload, address: { ...address, buildingNumber: '99', buildingFloor: '3' } },
        swedeCookie,
      );
      expect(otherFloor.json().caseId).not.toBe(first.json().caseId);
    });
  });

  describe('case reads', async () => {
    const get = (url: string, cookie = agentCookie) =>
      app.inject({ method: 'GET', url, headers: portalHeaders(cookie) });
    const target = await buildCase(db, {
      branchId: officeA.id,
      reference: 'KBH-900',
      street: 'Vesterbrogade',
      buildingNumber: '5',
      zip: '1620',
      city: 'København V',
      addressFull: 'Vesterbrogade 5, 1620 København V',
    });
    await buildContactPerson(db, { caseId: target.id, priority: 2, name: 'Second', contactType: 'LAWYER' });
    await buildContactPerson(db, {
      caseId: target.id,
      priority: 1,
      name: 'First',
      email: 'first@example.test',
    });
    const older = await buildOrder(db, {
      caseId: target.id,
      branchId: officeA.id,
      createdDate: new Date('2024-01-01T10:00:00Z'),
      totalPrice: '1200',
    });
    const newer = await buildOrder(db, {
      caseId: target.id,
      branchId: officeA.id,
      createdDate: new Date('2024-03-01T10:00:00Z'),
    });

    it('answer 401 without a session', async () => {
      for (const url of [
        `/api/Cases/${target.id}`,
        `/api/cases/${target.id}/orders`,
        `/api/cases/${target.id}/contact-persons`,
      ]) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      }
    });

    it("answer 404 for another department's case or an unknown one, and 400 for a malformed id", async () => {
      for (const path of ['', '/orders', '/contact-persons']) {
        for (const id of [caseOfB.id, UNKNOWN_ID]) {
          const response = await get(`/api/cases/${id}${path}`);
          expect(response.statusCode, path).toBe(404);
          expect(response.json().code).toBe('errors.resourceNotFound');
        }
        expect((await get(`/api/cases/nope${path}`)).json().fields).toEqual({ id: 'rules.string.uuid' });
      }
      expect((await get(`/api/Cases/${caseOfB.id}`, adminBCookie)).statusCode).toBe(200);
    });

    it('GET /api/Cases/:id answers the case record with contacts by priority', async () => {
      const response = await get(`/api/Cases/${target.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id: target.id,
        reference: 'KBH-900',
        branchId: officeA.id,
        branchName: 'Office A',
        axCustomerId: officeA.axCustomerId,
        address: { addressFull: 'Vesterbrogade 5, 1620 København V', street: 'Vesterbrogade', zip: '1620' },
        ordersInfo: { orderStatus: 'None' },
        materialInfo: { materialsState: 'ACTIVE', hasMaterials: false },
      });
      expect(response.json().contactPersons.map((contact: { name: string }) => contact.name)).toEqual([
        'First',
        'Second',
      ]);
    });

    it('GET /api/cases/:id/contact-persons answers the contacts by priority', async () => {
      const response = await get(`/api/cases/${target.id}/contact-persons`);
      expect(response.json()).toEqual([
        {
          priority: 1,
          contactType: 'OWNER',
          name: 'First',
          contactInfo: {
            email: 'first@example.test',
            phoneMobile: null,
            phoneWork: null,
            phonePrivate: null,
          },
        },
        {
          priority: 2,
          contactType: 'LAWYER',
          name: 'Second',
          contactInfo: { email: null, phoneMobile: null, phoneWork: null, phonePrivate: null },
        },
      ]);
    });

    it('GET /api/cases/:id/orders answers the orders newest first', async () => {
      const response = await get(`/api/cases/${target.id}/orders`);
      expect(response.statusCode, response.body).toBe(200);
      const records = response.json() as { id: string; totalPrice: number | null; caseReference: string }[];
      expect(records.map((order) => order.id)).toEqual([newer.order.id, older.order.id]);
      expect(records.map((order) => order.totalPrice)).toEqual([null, 1200]);
      expect(records[0]?.caseReference).toBe('KBH-900');
    });
  });
});
