import type { MaterialsState } from '@portal/contracts';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases } from '../cases/cases.table.ts';
import { materialBatches, materials } from '../materials/materials.table.ts';
import { orders } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';

/** Order statuses that count as open for archiving (portal.md section 4: "while an order is open"). */
const OPEN_ORDER_STATUSES = ['Open', 'Backorder'];

export async function hasOpenOrder(db: Db, caseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.caseId, caseId), inArray(orders.status, OPEN_ORDER_STATUSES)))
    .limit(1);
  return !!row;
}

export async function hasBatches(db: Db, caseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: materialBatches.id })
    .from(materialBatches)
    .where(eq(materialBatches.caseId, caseId))
    .limit(1);
  return !!row;
}

/**
 * Moves the case from one materials state to the next, only if it is still in `from`: of two clicks on
 * "Archive", exactly one wins.
 */
export async function changeMaterialsState(
  db: Db,
  caseId: string,
  from: MaterialsState,
  to: MaterialsState,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(cases)
    .set({ materialsState: to, materialsStateChangedAt: at })
    .where(and(eq(cases.id, caseId), eq(cases.materialsState, from)))
    .returning({ id: cases.id });
  return rows.length > 0;
}

export async function findCaseState(db: Db, caseId: string) {
  const [row] = await db
    .select({
      id: cases.id,
      branchId: cases.branchId,
      addressFull: cases.addressFull,
      materialsState: cases.materialsState,
      materialsStateChangedAt: cases.materialsStateChangedAt,
    })
    .from(cases)
    .where(eq(cases.id, caseId));
  return row;
}

export type StoredFiles = Pick<
  typeof materials.$inferSelect,
  'id' | 'storageKey' | 'previewKey' | 'thumbnailKey'
>;

/** Every stored file of the case, removed material included: an archive moves all of it. */
export async function findStoredFilesOfCase(db: Db, caseId: string): Promise<StoredFiles[]> {
  return db
    .select({
      id: materials.id,
      storageKey: materials.storageKey,
      previewKey: materials.previewKey,
      thumbnailKey: materials.thumbnailKey,
    })
    .from(materials)
    .where(
      and(
        eq(materials.caseId, caseId),
        or(
          isNotNull(materials.storageKey),
          isNotNull(materials.previewKey),
          isNotNull(materials.thumbnailKey),
        ),
      ),
    )
    .orderBy(materials.id);
}

export async function updateStoredKeys(
  db: Db,
  materialId: string,
  keys: Omit<StoredFiles, 'id'>,
): Promise<void> {
  await db.update(materials).set(keys).where(eq(materials.id, materialId));
}

/** Where a failure mail goes: the address and language of the person who asked. */
export async function findMailRecipient(db: Db, userId: string) {
  const [row] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
