import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Asks the database the smallest question there is; rejects when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
