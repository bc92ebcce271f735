import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { materials } from '../materials/materials.table.ts';

// Read only, over the cases and materials modules' tables: a property for sale is a case whose material is
// active (not archived) and that has an order that is not cancelled
// (docs/decisions/0097-properties-for-sale-are-cases-with-live-material.md).

/** `%` and `_` typed by a user are searched for as themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/** The newest active picture's smallest stored size: its thumbnail, or its preview until the job made one. */
const latestThumbnailKey = sql<string | null>`(
  select coalesce(${materials.thumbnailKey}, ${materials.previewKey}) from ${materials}
  where ${materials.caseId} = ${cases.id} and ${materials.active} and ${materials.deletedAt} is null
    and coalesce(${materials.thumbnailKey}, ${materials.previewKey}) is not null
  order by ${materials.createdAt} desc, ${materials.sortOrder}, ${materials.id}
  limit 1
)`;

export interface PropertyQuery {
  branchIds: number[];
  search: string;
  skip: number;
  take: number;
}

/** A page of the departments' properties for sale, the most recently changed first. */
export async function findPropertyPage(db: Db, query: PropertyQuery) {
  const where = and(
    inArray(cases.branchId, query.branchIds),
    eq(cases.materialsState, 'ACTIVE'),
    notInArray(cases.orderStatus, ['None', 'Cancelled']),
    query.search ? sql`${cases.addressFull} ilike ${likePattern(query.search)}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        caseId: cases.id,
        address: cases.addressFull,
        branchName: branches.name,
        orderStatus: cases.orderStatus,
        modifiedDate: cases.modifiedDate,
        thumbnailKey: latestThumbnailKey,
      })
      .from(cases)
      .innerJoin(branches, eq(branches.id, cases.branchId))
      .where(where)
      .orderBy(desc(cases.modifiedDate), cases.id)
      .offset(query.skip)
      .limit(query.take),
    db.select({ value: count() }).from(cases).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}
