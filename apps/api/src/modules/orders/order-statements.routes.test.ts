import { describe, expect, it } from 'vitest';
import { statementsOf } from '../../test/statement-count.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { buildOrderWorld, newCaseBody } from './order-test-setup.ts';

/**
 * The most SQL statements one order submission with its case may send (the session's check included, the
 * transaction's own begin and commit not): more is a regression, a round trip each on every order. The
 * department's spend policy comes with its catalogue; only a department with a monthly budget sends more.
 */
const STATEMENTS_PER_SUBMISSION = 12;

// How many statements the order wizard's submission sends to the database, counted on the real test
// database: a ceiling that catches a regression without timing anything.
describe('the statements of an order submission', async () => {
  const testApp = await createTestApp();
  const world = await buildOrderWorld(testApp);
  const { officeA, agentA, catalogue, choiceId, cookies } = world;

  it('places an order with its case in at most the ceiling of statements', async () => {
    const payload = {
      case: newCaseBody(officeA.id, { reference: 'STATEMENTS-1' }),
      order: {
        flow: 'PHOTOGRAPHY',
        bookingInfo: { keyPickup: true, keyPickupAddress: 'Søndergade 3, st.' },
        responsibleEmail: agentA.email,
        package: { id: catalogue.basic.id },
        productChoices: [{ choiceId, productId: catalogue.images25.id }],
        products: [{ id: catalogue.floorplan.id, quantity: 1 }],
      },
    };
    let statusCode = 0;
    const statements = await statementsOf(async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/orders/new/webshop-with-case',
        headers: { ...portalHeaders(cookies.agentA), 'idempotency-key': 'statement-count-1' },
        payload,
      });
      statusCode = response.statusCode;
    });
    expect(statusCode).toBe(200);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(STATEMENTS_PER_SUBMISSION);
  });
});
