import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cases } from '../cases/cases.table.ts';

type CaseRow = typeof cases.$inferSelect;

/**
 * Other cases of the department with material that can show the case's surroundings: the same building
 * (street, number and postal code), or a LOCATION case in the same postal code. Same building first. A
 * list over the cases module's table, read only.
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
