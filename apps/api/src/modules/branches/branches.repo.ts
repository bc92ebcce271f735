import type { BranchRecord } from '@portal/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roles, userBranchAccess } from '../users/users.table.ts';
import { branches } from './branches.table.ts';

type BranchRow = typeof branches.$inferSelect;

export function toBranchRecord(row: BranchRow, admin: boolean | null): BranchRecord {
  return {
    id: row.id,
    axCustomerId: row.axCustomerId,
    name: row.name,
    countryCode: row.countryCode as BranchRecord['countryCode'],
    useUpperCase: row.useUpperCase,
    endUserInvoicing: row.endUserInvoicing,
    businessInvoicing: row.businessInvoicing,
    maxImageUploadCount: row.maxImageUploadCount,
    contactPersonId: row.contactPersonId,
    locale: row.locale,
    currency: row.currency,
    permissions: admin === null ? null : { admin },
  };
}

const isAdminRole = sql<boolean>`'admin' = any(${roles.permissions})`;

/** The departments a user can see, with the user's permissions in each. */
export async function findBranchesOfUser(db: Db, userId: string): Promise<BranchRecord[]> {
  const rows = await db
    .select({ branch: branches, admin: isAdminRole })
    .from(userBranchAccess)
    .innerJoin(branches, eq(branches.id, userBranchAccess.branchId))
    .innerJoin(roles, eq(roles.id, userBranchAccess.roleId))
    .where(eq(userBranchAccess.userId, userId))
    .orderBy(asc(branches.name));
  return rows.map((row) => toBranchRecord(row.branch, row.admin));
}

/** branchId -> admin flag, for every department where the user's access is not NONE. */
export async function findAccessOfUser(db: Db, userId: string): Promise<Map<number, boolean>> {
  const rows = await db
    .select({ branchId: userBranchAccess.branchId, admin: isAdminRole })
    .from(userBranchAccess)
    .innerJoin(roles, eq(roles.id, userBranchAccess.roleId))
    .where(eq(userBranchAccess.userId, userId));
  return new Map(rows.map((row) => [row.branchId, row.admin]));
}

export async function findBranchesByIds(db: Db, ids: number[]): Promise<BranchRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(branches).where(inArray(branches.id, ids));
}

export async function findBranchById(db: Db, id: number): Promise<BranchRow | undefined> {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.id, id)));
  return row;
}
