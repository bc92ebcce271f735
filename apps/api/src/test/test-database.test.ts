import { describe, expect, it } from 'vitest';
import { branches } from '../modules/branches/branches.table.ts';
import { buildBranch } from './factories.ts';
import { openTestDatabase } from './test-database.ts';

describe('test databases', () => {
  it("are migrated copies of one template that never see each other's rows", async () => {
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    try {
      await buildBranch(first.db, { name: 'Only in the first copy' });
      expect(await first.db.select().from(branches)).toHaveLength(1);
      expect(await second.db.select().from(branches)).toEqual([]);

      const third = await openTestDatabase();
      try {
        expect(await third.db.select().from(branches)).toEqual([]);
      } finally {
        await third.close();
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
