import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../adapters/storage/s3-storage.ts';
import { buildBatch, buildCase, buildOffices, buildOrder, mailsTo, signIn } from '../../test/factories.ts';
import { startFakeS3, storageOptionsOf } from '../../test/fakes/fake-s3.ts';
import { INTERNAL_ERROR } from '../../test/fakes/fake-s3-faults.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { cases } from '../cases/cases.table.ts';
import { materials } from '../materials/materials.table.ts';

describe('archiving while S3 refuses one file', async () => {
  const s3 = await startFakeS3();
  afterAll(() => s3.close());
  const { app, db, deps, mail } = await createTestApp();
  deps.storage = createS3Storage(storageOptionsOf(s3));
  const { officeA, agentA } = await buildOffices(db);
  const agent = await signIn(app, agentA.email);
  const home = await buildCase(db, { branchId: officeA.id });
  await buildOrder(db, { caseId: home.id, branchId: officeA.id, status: 'Delivered' });
  await buildBatch(db, deps.storage, { caseId: home.id, branchId: officeA.id }, 3);
  const keysOf = async () =>
    (await db.select().from(materials).where(eq(materials.caseId, home.id))).map((row) => row.storageKey);
  const stateOf = async () => (await db.select().from(cases).where(eq(cases.id, home.id)))[0]?.materialsState;

  it('gives up after its three attempts and puts every file back where its row says', async () => {
    const before = (await keysOf()).sort();
    // S3 keeps refusing the copy of one file into the archive; the others move.
    s3.fail(INTERNAL_ERROR, { matching: (line) => line.startsWith(`PUT archive/${before[0]}`) });
    const started = await app.inject({
      method: 'POST',
      url: `/api/cases/${home.id}/assets/archive`,
      headers: portalHeaders(agent),
    });
    expect(started.statusCode, started.body).toBe(202);
    await expect.poll(stateOf, { timeout: 25_000, interval: 500 }).toBe('ACTIVE');

    // Three attempts of the job, each of which the SDK tries three times.
    const refused = s3.requests.filter((line) => line.startsWith(`PUT archive/${before[0]}`));
    expect(refused).toHaveLength(9);
    expect((await keysOf()).sort()).toEqual(before);
    for (const key of before) expect(s3.objects.has(key as string), key as string).toBe(true);
    expect([...s3.objects.keys()].filter((key) => key.startsWith('archive/'))).toEqual([]);
    await expect
      .poll(() => mailsTo(mail.received, agentA.email).map((item) => item.subject))
      // The agent never chose a language: the department's (Danish) is theirs.
      .toContain('Materialet blev ikke arkiveret');
  });
});
