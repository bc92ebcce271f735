import { and, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases } from '../cases/cases.table.ts';
import { materials } from '../materials/materials.table.ts';

type CaseRow = typeof cases.$inferSelect;

/**
 * Other cases of the department with material that can show the case's surroundings: the same building
 * (street, number and postal code), or a LOCATION case in the same postal code. Same building first.
 */
export async function findLocationMaterialCases(db: Db, found: CaseRow, limit: number) {
  const sameAddress = and(
    sql`lower(${cases.street}) = lower(${found.street})`,
    sql`lower(${cases.buildingNumber}) = lower(${found.buildingNumber})`,
    eq(cases.zip, found.zip),
  );
  const sameAddressColumn = sql<boolean>`coalesce(${sameAddress}, false)`;
  return db
    .select({
      caseId: cases.id,
      reference: cases.reference,
      address: cases.addressFull,
      category: cases.category,
      sameAddress: sameAddressColumn,
      modifiedDate: cases.modifiedDate,
    })
    .from(cases)
    .where(
      and(
        eq(cases.branchId, found.branchId),
        ne(cases.id, found.id),
        eq(cases.hasMaterials, true),
        or(sameAddress, and(eq(cases.category, 'LOCATION'), eq(cases.zip, found.zip))),
      ),
    )
    .orderBy(desc(sameAddressColumn), desc(cases.modifiedDate))
    .limit(limit);
}

/** Active, not removed material per case. */
export async function countActiveMaterials(db: Db, caseIds: string[]) {
  if (caseIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ caseId: materials.caseId, total: count() })
    .from(materials)
    .where(and(inArray(materials.caseId, caseIds), eq(materials.active, true), isNull(materials.deletedAt)))
    .groupBy(materials.caseId);
  return new Map(rows.map((row) => [row.caseId, row.total]));
}
