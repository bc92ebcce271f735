import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import { isDatabaseEmpty } from './demo-accounts.ts';
import { demoAccountsExist, demoDataAllowed, seedDemoDataOnStart } from './seed-on-start.ts';

describe('demoDataAllowed', () => {
  it.each([
    ['auto', 'production', false],
    ['auto', 'development', true],
    ['auto', 'test', true],
    ['always', 'production', true],
    ['always', 'development', true],
    ['never', 'development', false],
    ['never', 'production', false],
  ] as const)('SEED_DEMO=%s with NODE_ENV=%s: %s', (setting, nodeEnv, allowed) => {
    expect(demoDataAllowed(setting, nodeEnv)).toBe(allowed);
  });
});

describe('seedDemoDataOnStart', async () => {
  const first = await openTestDatabase();
  const second = await openTestDatabase();
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('a production hub on an empty database does not create the demo accounts with their published password', async () => {
    const loaded = await seedDemoDataOnStart(first.db, { setting: 'auto', nodeEnv: 'production', cases: 0 });
    expect(loaded).toBe(false);
    expect(await isDatabaseEmpty(first.db)).toBe(true);
    expect(await demoAccountsExist(first.db)).toBe(false);
  });

  it('SEED_DEMO=never leaves an empty database empty in development too', async () => {
    expect(await seedDemoDataOnStart(first.db, { setting: 'never', nodeEnv: 'development', cases: 0 })).toBe(
      false,
    );
    expect(await isDatabaseEmpty(first.db)).toBe(true);
  });

  it('outside production the first start loads the demo data, and a later start leaves the data alone', async () => {
    expect(await seedDemoDataOnStart(first.db, { setting: 'auto', nodeEnv: 'development', cases: 0 })).toBe(
      true,
    );
    expect(await demoAccountsExist(first.db)).toBe(true);
    expect(await seedDemoDataOnStart(first.db, { setting: 'auto', nodeEnv: 'development', cases: 0 })).toBe(
      false,
    );
  });

  it('SEED_DEMO=always loads it in production, for a demo installation', async () => {
    expect(await seedDemoDataOnStart(second.db, { setting: 'always', nodeEnv: 'production', cases: 0 })).toBe(
      true,
    );
    expect(await isDatabaseEmpty(second.db)).toBe(false);
  });
});
