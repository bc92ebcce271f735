import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../catalogue/catalogue.table.ts';
import { materials } from '../materials/materials.table.ts';

export type MaterialRow = typeof materials.$inferSelect;

/** The case's stored pictures among `ids` (removed ones and links left out). */
export async function findPicturesOfCase(db: Db, caseId: string, ids: string[]) {
  return db
    .select()
    .from(materials)
    .where(
      and(
        eq(materials.caseId, caseId),
        inArray(materials.id, ids),
        eq(materials.type, 'Picture'),
        isNull(materials.deletedAt),
      ),
    );
}

/** The department's active products with these item numbers: the prices of the collage templates. */
export async function findProductPrices(db: Db, branchId: number, itemNumbers: string[]) {
  const rows = await db
    .select({ itemNumber: products.itemNumber, price: products.price })
    .from(products)
    .where(
      and(
        eq(products.branchId, branchId),
        eq(products.active, true),
        inArray(products.itemNumber, itemNumbers),
      ),
    );
  return new Map(rows.map((row) => [row.itemNumber, Number(row.price)]));
}
