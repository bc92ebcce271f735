import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../db/query-helpers.ts';
import {
  orderCreationBlacklist,
  packageProducts,
  packages,
  productPrices,
  products,
} from './catalogue.table.ts';

// The console's reads and writes of the catalogue tables (catalogue.manage); the order wizard's reads are in
// catalogue.repo.ts.

export type PriceRow = typeof productPrices.$inferSelect;

export interface ProductSearch {
  branchIds?: number[];
  grouping?: string;
  search?: string;
  skip: number;
  take: number;
}

/** Products of the departments (all without ids), name or item number containing the search, one page. */
export async function searchProducts(db: Db, filter: ProductSearch) {
  if (filter.branchIds?.length === 0) return { total: 0, rows: [] };
  const text = filter.search ? `%${escapeLike(filter.search.toLowerCase())}%` : undefined;
  const where = and(
    filter.branchIds ? inArray(products.branchId, filter.branchIds) : undefined,
    filter.grouping ? eq(products.grouping, filter.grouping) : undefined,
    text
      ? or(sql`lower(${products.name}) like ${text}`, sql`lower(${products.itemNumber}) like ${text}`)
      : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(products).where(where);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(products.name), asc(products.id))
    .offset(filter.skip)
    .limit(filter.take);
  return { total: counted?.total ?? 0, rows };
}

export async function findProductById(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** Whether the department has a product or a package with the item number already. */
export async function isItemNumberTaken(db: Db, branchId: number, itemNumber: string): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.branchId, branchId), eq(products.itemNumber, itemNumber)));
  const [pack] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.branchId, branchId), eq(packages.itemNumber, itemNumber)));
  return product !== undefined || pack !== undefined;
}

export async function insertProduct(db: Db, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).returning();
  if (!row) throw new Error('product not inserted');
  return row;
}

export async function updateProduct(db: Db, id: number, values: Partial<typeof products.$inferInsert>) {
  const [row] = await db.update(products).set(values).where(eq(products.id, id)).returning();
  return row;
}

/** The prices set for the item numbers, in every country and department. */
export async function findPricesOfItems(db: Db, itemNumbers: string[]): Promise<PriceRow[]> {
  if (itemNumbers.length === 0) return [];
  return db.select().from(productPrices).where(inArray(productPrices.itemNumber, itemNumbers));
}

/** The prices that can apply in one department: its own and its country's. */
export async function findPricesOfBranch(db: Db, countryCode: string, branchId: number): Promise<PriceRow[]> {
  return db
    .select()
    .from(productPrices)
    .where(
      and(
        eq(productPrices.countryCode, countryCode),
        or(isNull(productPrices.branchId), eq(productPrices.branchId, branchId)),
      ),
    );
}

export async function upsertPrice(db: Db, values: typeof productPrices.$inferInsert) {
  await db
    .insert(productPrices)
    .values(values)
    .onConflictDoUpdate({
      target: [productPrices.itemNumber, productPrices.countryCode, productPrices.branchId],
      set: { price: values.price },
    });
}

export async function deletePrice(db: Db, itemNumber: string, countryCode: string, branchId: number | null) {
  const branch: SQL =
    branchId === null ? isNull(productPrices.branchId) : eq(productPrices.branchId, branchId);
  await db
    .delete(productPrices)
    .where(and(eq(productPrices.itemNumber, itemNumber), eq(productPrices.countryCode, countryCode), branch));
}

/** The packages of a department (all without one), active and inactive. */
export async function findPackages(db: Db, branchId?: number) {
  return db
    .select()
    .from(packages)
    .where(branchId === undefined ? undefined : eq(packages.branchId, branchId))
    .orderBy(asc(packages.name), asc(packages.id));
}

export async function findPackageById(db: Db, id: number) {
  const [row] = await db.select().from(packages).where(eq(packages.id, id));
  return row;
}

/** The products the packages contain, inactive ones too (the console shows what is stored). */
export async function findPackageContents(db: Db, packageIds: number[]) {
  if (packageIds.length === 0) return [];
  return db
    .select({
      packageId: packageProducts.packageId,
      productId: products.id,
      name: products.name,
      quantity: packageProducts.quantity,
    })
    .from(packageProducts)
    .innerJoin(products, eq(products.id, packageProducts.productId))
    .where(inArray(packageProducts.packageId, packageIds))
    .orderBy(asc(products.sortOrder), asc(products.id));
}

/** How many of the product ids are products of the department. */
export async function countProductsOfBranch(db: Db, branchId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [counted] = await db
    .select({ total: count() })
    .from(products)
    .where(and(eq(products.branchId, branchId), inArray(products.id, ids)));
  return counted?.total ?? 0;
}

export async function insertPackage(db: Db, values: typeof packages.$inferInsert) {
  const [row] = await db.insert(packages).values(values).returning();
  if (!row) throw new Error('package not inserted');
  return row;
}

export async function updatePackage(db: Db, id: number, values: Partial<typeof packages.$inferInsert>) {
  const [row] = await db.update(packages).set(values).where(eq(packages.id, id)).returning();
  return row;
}

export async function replacePackageContents(
  db: Db,
  packageId: number,
  contents: { productId: number; quantity: number }[],
) {
  await db.delete(packageProducts).where(eq(packageProducts.packageId, packageId));
  if (contents.length > 0)
    await db.insert(packageProducts).values(contents.map((content) => ({ packageId, ...content })));
}

export async function findBlacklist(db: Db) {
  return db.select().from(orderCreationBlacklist).orderBy(asc(orderCreationBlacklist.createdAt));
}

/** Puts the department on the blacklist, or gives its entry the new reason. */
export async function upsertBlacklistEntry(db: Db, branchId: number, reason: string) {
  await db
    .insert(orderCreationBlacklist)
    .values({ branchId, reason })
    .onConflictDoUpdate({ target: orderCreationBlacklist.branchId, set: { reason } });
}

/** Whether there was an entry to remove. */
export async function deleteBlacklistEntry(db: Db, branchId: number): Promise<boolean> {
  const removed = await db
    .delete(orderCreationBlacklist)
    .where(eq(orderCreationBlacklist.branchId, branchId))
    .returning({ branchId: orderCreationBlacklist.branchId });
  return removed.length > 0;
}

/** Every department's product with the item number (the departments that carry it). */
export async function findProductsOfItem(db: Db, itemNumber: string) {
  return db
    .select()
    .from(products)
    .where(eq(products.itemNumber, itemNumber))
    .orderBy(asc(products.branchId));
}
