import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../users/users.table.ts';

/** Who writes a support message: the name and address its mail shows and replies go to. */
export async function findSender(db: Db, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
