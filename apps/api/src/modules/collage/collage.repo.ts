import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../catalogue/catalogue.table.ts';

/**
 * The department's active products with these item numbers: the prices of the collage templates (a read of
 * the catalogue's table).
 */
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
