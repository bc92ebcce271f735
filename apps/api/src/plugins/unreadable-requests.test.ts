import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cases } from '../modules/cases/cases.table.ts';
import { buildOffices, signIn } from '../test/factories.ts';
import { createTestApp, portalHeaders } from '../test/test-app.ts';

// Bodies the hub cannot read: each refused with its own status and a translated message in the
// error shape, never a 500, and nothing saved. The body that never finishes arriving is in timeouts.test.ts.
describe('requests whose body cannot be read', async () => {
  const { app, db } = await createTestApp();
  const { officeA, agentA } = await buildOffices(db);
  const cookie = await signIn(app, agentA.email);
  const caseCount = async () => (await db.select({ value: count() }).from(cases))[0]?.value;

  const upsert = (payload: string, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/Cases/upsert/webshop',
      headers: { ...portalHeaders(cookie), ...headers },
      payload,
    });
  const expectRefused = async (
    payload: string,
    headers: Record<string, string>,
    status: number,
    code: string,
    message: string,
  ) => {
    const before = await caseCount();
    const response = await upsert(payload, headers);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ code, message });
    expect(await caseCount()).toBe(before);
  };

  it('answers 400 to malformed JSON, in the reader’s language', async () => {
    await expectRefused(
      '{"branchId": 1, "orderContacts": [',
      { 'content-type': 'application/json', 'accept-language': 'da' },
      400,
      'errors.malformedBody',
      'Forespørgslen kunne ikke læses. Genindlæs siden, og prøv igen.',
    );
  });

  it('answers 400 to an empty JSON body', async () => {
    await expectRefused(
      '',
      { 'content-type': 'application/json' },
      400,
      'errors.malformedBody',
      'The request could not be read. Please reload the page and try again.',
    );
  });

  it('answers 415 to a body in a format the call does not take', async () => {
    await expectRefused(
      `branchId=${officeA.id}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      'errors.unsupportedMediaType',
      'The request was sent in a format the portal does not accept.',
    );
  });

  it('answers 413 to a body over the 1 MB limit', async () => {
    const huge = JSON.stringify({ branchId: officeA.id, reference: 'x'.repeat(1024 * 1024) });
    await expectRefused(
      huge,
      { 'content-type': 'application/json', 'accept-language': 'sv' },
      413,
      'errors.bodyTooLarge',
      'Förfrågan är för stor.',
    );
  });
});
