import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './adapters/storage/local-storage.ts';
import { openDatabase } from './db/client.ts';
import { cases } from './modules/cases/cases.table.ts';
import { orderLines, orders } from './modules/orders/orders.table.ts';
import { buildOffices, buildProduct, TEST_PASSWORD } from './test/factories.ts';
import { startHubProcess, submitCaseAndOrder } from './test/hub-process.ts';

// Graceful shutdown, on a real hub process: SIGTERM arrives while a file is being uploaded and
// orders are being created. What was in flight finishes, what comes after is refused, nothing is half done.
const PORT = 3553;
const SECRET = 'shutdown-test-storage-secret';
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A hub process on its own data folder, without demo data; resolves once it listens. */
const startHub = (dataDir: string) =>
  startHubProcess(PORT, {
    DATA_DIR: dataDir,
    SEED_DEMO: 'never',
    STORAGE_SECRET: SECRET,
    SHUTDOWN_GRACE_SECONDS: '10',
    LOG_LEVEL: 'warn',
  });

/** A PUT of `pieces` KiB, one piece every 200 ms; resolves with the status once answered. */
function slowUpload(url: string, headers: Record<string, string>, pieces: number, started: () => void) {
  return new Promise<number>((resolve, reject) => {
    const upload = httpRequest(`${base}${url}`, { method: 'PUT', headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    upload.once('error', reject);
    upload.once('socket', (socket) => socket.once('connect', started));
    (async () => {
      for (let piece = 0; piece < pieces; piece++) {
        upload.write(Buffer.alloc(1024, piece));
        await sleep(200);
      }
      upload.end();
    })().catch(reject);
  });
}

describe('SIGTERM during uploads and order creation', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reliable-shutdown-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const seeded = await openDatabase({ dataDir: pgliteDir });
  await seeded.migrate();
  const { officeA, agentA } = await buildOffices(seeded.db);
  const product = await buildProduct(seeded.db, { branchId: officeA.id, name: 'Photography', price: '2500' });
  await seeded.close();
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('finishes what was in flight, refuses what comes after, and leaves nothing half done', async () => {
    const { child: hub } = await startHub(dataDir);
    const signIn = await fetch(`${base}/api/Authentication/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
      body: JSON.stringify({ email: agentA.email, password: TEST_PASSWORD, tokenType: 'bearer' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const authorization = `Bearer ${token}`;

    const storage = await createLocalStorage({ root: path.join(dataDir, 'storage'), secret: SECRET });
    const put = await storage.presignPut('tmp/shutdown/house.jpg', {
      contentType: 'image/jpeg',
      expiresInSeconds: 600,
    });
    const putUrl = new URL(put.url, base);
    let uploading = () => {};
    const uploadStarted = new Promise<void>((resolve) => {
      uploading = resolve;
    });
    const upload = slowUpload(`${putUrl.pathname}${putUrl.search}`, put.headers, 10, uploading);

    const references = ['SIGTERM-1', 'SIGTERM-2', 'SIGTERM-3'];
    const submissions = references.map((reference) =>
      submitCaseAndOrder(base, {
        authorization,
        idempotencyKey: `key-${reference}`,
        branchId: officeA.id,
        reference,
        responsibleEmail: agentA.email,
        productId: product.id,
      }).then(
        async (response) => ({ reference, status: response.status, body: await response.json() }),
        () => ({ reference, status: 0, body: null }),
      ),
    );
    await uploadStarted;
    await sleep(150);
    hub.kill('SIGTERM');
    await sleep(100);
    const late = await fetch(`${base}/api/Cases/Search`, { method: 'POST', headers: { authorization } }).then(
      (response) => response.status,
      () => 'refused',
    );
    const [exitCode] = await once(hub, 'exit');

    expect(exitCode).toBe(0);
    expect(late === 'refused' || late === 503).toBe(true);
    expect(await upload).toBe(200);
    const answers = await Promise.all(submissions);

    const database = await openDatabase({ dataDir: pgliteDir });
    try {
      const stored = await storage.head('tmp/shutdown/house.jpg');
      expect(stored?.size).toBe(10 * 1024);
      const leftovers = await readdir(path.join(dataDir, 'storage'), { recursive: true });
      expect(leftovers.filter((name) => name.includes('.partial-'))).toEqual([]);
      for (const answer of answers) {
        const made = await database.db
          .select({ id: cases.id })
          .from(cases)
          .where(eq(cases.reference, answer.reference));
        const caseOrders = await database.db
          .select({ id: orders.id })
          .from(orders)
          .where(
            inArray(
              orders.caseId,
              made.map((row) => row.id),
            ),
          );
        // An answered order exists once, with its line and tasks; an unanswered one left no case behind.
        if (answer.status === 200) {
          expect(caseOrders.map((row) => row.id)).toEqual([answer.body.orderId]);
          const [lines] = await database.db
            .select({ value: count() })
            .from(orderLines)
            .where(eq(orderLines.orderId, answer.body.orderId));
          expect(lines?.value).toBe(1);
        } else {
          expect([0, 503]).toContain(answer.status);
          expect(made).toEqual([]);
        }
      }
      expect(answers.some((answer) => answer.status === 200)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
