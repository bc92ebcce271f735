// The rules of the new-order wizard, as the hub enforces them on its two calls (the case is saved, then the
// order is created): each is refused with 400 and the field it concerns, and nothing is written.

import { PHOTOGRAPHER_COMMENT_MAX } from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { WRITTEN } from '../../test/written-text.ts';
import { cases, contactPersons } from '../cases/cases.table.ts';
import { buildOrderWorld, countOrderRows } from './order-test-setup.ts';
import { orders } from './orders.table.ts';

const BASEMENT_OVER_LIVING = 'orders.pages.new.basementOverLiving';

describe('the new-order rules', async () => {
  const testApp = await createTestApp();
  const { app, db } = testApp;
  const { agentA, officeA, caseA, catalogue, cookies } = await buildOrderWorld(testApp);

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: portalHeaders(cookies.agentA), payload });

  describe('POST /api/orders/new/webshop', () => {
    /** One floor plan, with property information and business invoicing. */
    const order = (changes: Record<string, unknown> = {}) => ({
      caseId: caseA.id,
      flow: 'PHOTOGRAPHY',
      bookingInfo: { keyPickup: false },
      propertyInfo: { propertyType: 'villa', livingArea: 150, basementArea: 40, floors: 2 },
      responsibleEmail: agentA.email,
      package: null,
      products: [{ id: catalogue.floorplan.id, quantity: 1 }],
      invoicing: { business: { customerReference: 'Sælger 7', cvr: '12345678', ean: '5790000123456' } },
      ...changes,
    });
    const business = (changes: Record<string, string>) => ({
      invoicing: { business: { ...order().invoicing.business, ...changes } },
    });

    const expectRefused = async (payload: object, fields: Record<string, string>) => {
      const before = await countOrderRows(db);
      const response = await post('/api/orders/new/webshop', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'errors.badRequest', fields });
      expect(Object.keys(response.json().fields)).toEqual(Object.keys(fields));
      expect(await countOrderRows(db)).toEqual(before);
    };

    it('refuses an EAN number that is not 13 digits', async () => {
      const field = 'invoicing.business.ean';
      await expectRefused(order(business({ ean: '579000012345' })), { [field]: 'rules.string.length' });
      await expectRefused(order(business({ ean: '57900001234567890123' })), {
        [field]: 'rules.string.length',
      });
      await expectRefused(order(business({ ean: '579000012345X' })), { [field]: 'rules.numeric' });
    });

    it('refuses a VAT number that is not digits, spaces and dashes', async () => {
      await expectRefused(order(business({ cvr: 'DK12345678' })), {
        'invoicing.business.cvr': 'rules.string.matches',
      });
    });

    it('refuses a customer reference or an EAN number without a VAT number', async () => {
      await expectRefused(order(business({ cvr: '' })), { 'invoicing.business.cvr': 'rules.required' });
      await expectRefused(order(business({ cvr: ' ', customerReference: '' })), {
        'invoicing.business.cvr': 'rules.required',
      });
    });

    it('refuses a basement larger than the total living area', async () => {
      await expectRefused(
        order({ propertyInfo: { propertyType: 'villa', livingArea: 100, basementArea: 101 } }),
        { 'propertyInfo.basementArea': BASEMENT_OVER_LIVING },
      );
    });

    it('refuses key pickup without an address to pick the keys up at', async () => {
      const field = 'bookingInfo.keyPickupAddress';
      await expectRefused(order({ bookingInfo: { keyPickup: true } }), { [field]: 'rules.required' });
      await expectRefused(order({ bookingInfo: { keyPickup: true, keyPickupAddress: '  ' } }), {
        [field]: 'rules.required',
      });
    });

    it('keeps the photographer comment as written', async () => {
      const photographerComment = `Ring <twice> ✓\n${WRITTEN}`;
      const response = await post(
        '/api/orders/new/webshop',
        order({ bookingInfo: { keyPickup: false, photographerComment: ` ${photographerComment} ` } }),
      );
      expect(response.statusCode, response.body).toBe(200);
      const read = await app.inject({
        method: 'GET',
        url: `/api/orders/${response.json().orderId}`,
        headers: portalHeaders(cookies.agentA),
      });
      expect(read.json().photographerComment).toBe(photographerComment);
    });

    it('refuses a photographer comment over its maximum', async () => {
      await expectRefused(
        order({
          bookingInfo: { keyPickup: false, photographerComment: 'x'.repeat(PHOTOGRAPHER_COMMENT_MAX + 1) },
        }),
        { 'bookingInfo.photographerComment': 'rules.string.max' },
      );
    });

    it('accepts what the rules allow: a 13-digit EAN, a basement as large as the living area or alone', async () => {
      for (const propertyInfo of [
        { propertyType: 'villa', livingArea: 100, basementArea: 100 },
        { propertyType: 'villa', basementArea: 60 },
      ]) {
        const response = await post('/api/orders/new/webshop', order({ propertyInfo }));
        expect(response.statusCode, response.body).toBe(200);
        const [row] = await db.select().from(orders).where(eq(orders.id, response.json().orderId));
        expect(row).toMatchObject({
          basementArea: propertyInfo.basementArea,
          businessInvoice: { customerReference: 'Sælger 7', cvr: '12345678', ean: '5790000123456' },
        });
      }
    });
  });

  describe('POST /api/Cases/upsert/webshop', () => {
    const caseBody = (propertyInfo: Record<string, unknown>) => ({
      branchId: officeA.id,
      reference: `RULES-${Object.values(propertyInfo).join('-')}`,
      orderContacts: [{ name: 'Ole Olsen', phone: '20 30 40 50', email: '', contactType: 'OWNER' }],
      address: { street: 'Regelvej', buildingNumber: '3', zip: '2100', city: 'København Ø' },
      propertyInfo: { propertyType: 'villa', ...propertyInfo },
    });
    const caseRows = async () => ({
      cases: (await db.select({ value: count() }).from(cases))[0]?.value,
      contacts: (await db.select({ value: count() }).from(contactPersons))[0]?.value,
    });

    it('refuses a basement larger than the registered living area, saving nothing', async () => {
      const before = await caseRows();
      const response = await post(
        '/api/Cases/upsert/webshop',
        caseBody({ registeredArea: 100, basementArea: 120 }),
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'errors.badRequest',
        fields: { 'propertyInfo.basementArea': BASEMENT_OVER_LIVING },
      });
      expect(await caseRows()).toEqual(before);
    });

    it('takes a basement without a registered living area (an area of 0 is one not given)', async () => {
      const response = await post('/api/Cases/upsert/webshop', caseBody({ basementArea: 40 }));
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await db.select().from(cases).where(eq(cases.id, response.json().caseId));
      expect(row).toMatchObject({ basementArea: 40, registeredArea: 0 });
    });
  });
});
