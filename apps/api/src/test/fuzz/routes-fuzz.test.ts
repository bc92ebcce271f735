import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/demo-accounts.ts';
import { seedDemoData } from '../../db/seed.ts';
import { signIn } from '../factories.ts';
import { createTestApp, portalHeaders } from '../test-app.ts';
import { databaseFingerprinter, knownValuesOf, sqlOf } from './database-fingerprint.ts';
import { fuzzTarget, targetsOf } from './fuzz-routes.ts';

/**
 * Bad input: requests drawn from every route's own schema, valid, at the limits and malformed,
 * sent as a signed-in office admin and as the provider's support staff. No answer may be a 5xx, every
 * refusal has the error shape, and a refused request changes nothing in the database. A few runs per route
 * with a fixed seed here; `npm run bench:fuzz` sends 1000 per route.
 */
/** Requests per route: more as the office admin, whose calls reach further than support staff's. */
const RUNS = { admin: 2, support: 1 };
const SEED = 18;

describe('every route with generated input', async () => {
  const { app, db } = await createTestApp();
  await seedDemoData(db, { cases: 3 });
  const sql = sqlOf(db);
  const sessions: Record<string, string> = {};
  const options = {
    app,
    known: await knownValuesOf(sql),
    fingerprint: await databaseFingerprinter(sql),
    seed: SEED,
  };

  beforeAll(async () => {
    sessions.admin = await signIn(app, 'admin@demo.test', DEMO_PASSWORD);
    sessions.support = await signIn(app, 'support@demo.test', DEMO_PASSWORD);
  });

  for (const target of targetsOf(app)) {
    it(`${target.method} ${target.path}`, async () => {
      for (const [user, runs] of Object.entries(RUNS)) {
        const headers = () => portalHeaders(sessions[user] ?? '');
        expect(await fuzzTarget({ ...options, headers, runs }, target)).toBeUndefined();
      }
    });
  }
});
