// Each person is told in their language and time zone: a user in the language they use the portal in (else
// their department's), the end user who pays the order in the department's, with the due date where the
// property is.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { users } from '../users/users.table.ts';
import { buildOrderWorld } from './order-test-setup.ts';

describe('the language and time zone of order mails', async () => {
  const testApp = await createTestApp();
  const { app, db, mail, setNow } = testApp;
  // 23:30 in UTC is already the next day in Copenhagen: the due date ten days on is 12 December there.
  setNow(new Date('2026-12-01T23:30:00Z'));
  const { agentA, caseA, catalogue, cookies } = await buildOrderWorld(testApp);

  let endUsers = 0;
  const placeOrder = async () => {
    endUsers += 1;
    const before = mailsTo(mail.received, agentA.email).length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/orders/new/webshop',
      headers: portalHeaders(cookies.agentA),
      payload: {
        caseId: caseA.id,
        flow: 'PHOTOGRAPHY',
        bookingInfo: { keyPickup: false },
        responsibleEmail: agentA.email,
        package: null,
        products: [{ id: catalogue.floorplan.id, quantity: 1 }],
        invoicing: {
          endUser: {
            firstName: 'Ole',
            lastName: 'Olsen',
            email: `ole${endUsers}@example.test`,
            phone: '20304050',
            address: 'Strandvejen 12, 2900 Hellerup',
          },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { salesId } = response.json();
    await expect.poll(() => mailsTo(mail.received, `ole${endUsers}@example.test`).length).toBe(1);
    await expect.poll(() => mailsTo(mail.received, agentA.email).length).toBe(before + 1);
    return {
      salesId,
      toAgent: mailsTo(mail.received, agentA.email).at(-1),
      toEndUser: mailsTo(mail.received, `ole${endUsers}@example.test`)[0],
    };
  };

  it('an agent who uses the portal in English gets the confirmation in English', async () => {
    const chosen = await app.inject({
      method: 'PUT',
      url: `/api/User/id/${agentA.id}/locale`,
      headers: portalHeaders(cookies.agentA),
      payload: { locale: 'en' },
    });
    expect(chosen.statusCode, chosen.body).toBe(204);
    const { salesId, toAgent } = await placeOrder();
    expect(toAgent?.subject).toBe(`Order confirmation ${salesId}`);
    expect(toAgent?.text).toContain('Thank you for your order.');
  });

  it('a user whose language was never stored is written to in the department’s', async () => {
    await db.update(users).set({ locale: null }).where(eq(users.id, agentA.id));
    const { salesId, toAgent } = await placeOrder();
    expect(toAgent?.subject).toBe(`Ordrebekræftelse ${salesId}`);
  });

  it('the end user gets the invoice in the department’s language, due on the day where the property is', async () => {
    await db.update(users).set({ locale: 'en' }).where(eq(users.id, agentA.id));
    const { salesId, toEndUser } = await placeOrder();
    expect(toEndUser?.subject).toBe(`Faktura for ordre ${salesId}`);
    expect(toEndUser?.text).toContain('senest 12. december 2026.');
  });
});
