import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Runs `work` while every `operation` on `table` fails in the database, as a lost connection or a full disk
 * would fail it: to prove what a call answers when a write fails for no reason of the caller's, and that it
 * left nothing half written.
 */
export async function withFailingWrites(
  db: Db,
  table: string,
  operation: 'insert' | 'update' | 'delete',
  work: () => Promise<void>,
): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function fail_write() returns trigger language plpgsql as $$
      begin raise exception '% refused', tg_op; end $$`),
  );
  await db.execute(
    sql.raw(
      `create trigger fail_${operation} before ${operation} on ${table} for each row execute function fail_write()`,
    ),
  );
  try {
    await work();
  } finally {
    await db.execute(sql.raw(`drop trigger fail_${operation} on ${table}`));
  }
}
