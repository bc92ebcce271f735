import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { orderAndCollect } from '../../../../../examples/order-and-collect.ts';
import { buildPicture } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { buildOrderWorld } from '../orders/order-test-setup.ts';

describe('examples/order-and-collect.ts against a started hub', async () => {
  const testApp = await createTestApp();
  const { app, db, deps } = testApp;
  const world = await buildOrderWorld(testApp);
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Runs before the test app's own closing (hooks run in reverse): a keep-alive connection the script's fetch
  // left open would otherwise hold the hub's close until Fastify's 72 s keep-alive timeout ends it.
  afterAll(() => app.server.closeAllConnections());
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  it('finds the case by address, orders a package and prints the links once material is delivered', async () => {
    const made = await app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: portalHeaders(world.cookies.adminA),
      payload: {
        branchId: world.officeA.id,
        name: 'Case system',
        scopes: ['cases.read', 'orders.create'],
        expiresOn: null,
      },
    });
    const lines: string[] = [];
    const links = await orderAndCollect({
      baseUrl,
      apiKey: made.json().secret,
      address: 'Strandvejen 12',
      responsibleEmail: world.agentA.email,
      pollMs: 20,
      timeoutMs: 10_000,
      print: (line) => {
        lines.push(line);
        // The photographer delivers once the order is placed.
        if (line.startsWith('Ordered')) {
          void buildPicture(db, deps.storage, { caseId: world.caseA.id, branchId: world.officeA.id });
        }
      },
    });
    expect(lines[0]).toBe(`Case ${world.caseA.reference}: Strandvejen 12, 2900 Hellerup`);
    expect(lines[1]).toMatch(/^Ordered Basic: order /);
    expect(links).toHaveLength(1);
    const download = await fetch(links[0] ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/jpeg');
    // Read to the end: a body still streaming keeps its connection busy, and closing the hub then waits for it.
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });
});
