import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { dataFolder, roundTrip } from './backup-test-data.ts';

// PostgreSQL only (the api-postgres project of vitest.config.ts, run by .ci/run): pg_dump and pg_restore
// against a database copied from the test run's template.
describe('backup and restore on PostgreSQL (pg_dump, pg_restore)', async () => {
  const data = await dataFolder('postgres');

  it('backs up with pg_dump and restores with pg_restore: the backed-up state comes back', async () => {
    await roundTrip(data, 'database.pgdump');
    expect(await readdir(data.settings.dataDir)).toEqual(['storage']);
  }, 60_000);
});
