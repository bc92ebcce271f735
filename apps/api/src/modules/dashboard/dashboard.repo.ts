import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { users } from '../users/users.table.ts';

/** The active user whose contactPersonId is the department's, for each department that names one. */
export async function findBranchContacts(db: Db, branchIds: number[]) {
  if (branchIds.length === 0) return [];
  return db
    .selectDistinctOn([branches.id], {
      branchId: branches.id,
      branchName: branches.name,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phoneNumber: users.phoneNumber,
    })
    .from(branches)
    .innerJoin(users, and(eq(users.contactPersonId, branches.contactPersonId), eq(users.active, true)))
    .where(and(inArray(branches.id, branchIds), isNotNull(branches.contactPersonId)))
    .orderBy(asc(branches.id), asc(users.createdAt));
}
