import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { branches } from '../branches/branches.table.ts';
import { spendPolicies } from '../spend/spend.table.ts';
import {
  orderCreationBlacklist,
  packageChoiceOptions,
  packageChoices,
  packageProducts,
  packages,
  products,
} from './catalogue.table.ts';

export type ProductRow = typeof products.$inferSelect;
export type PackageRow = typeof packages.$inferSelect;

export interface ProductFilter {
  grouping?: string;
  /** Only products offered a la carte (true) or only those that are not (false). */
  alaCarte?: boolean;
  ids?: number[];
  itemNumbers?: string[];
}

/** Active products of one department, in the order the catalogue shows them. */
export async function findActiveProducts(db: Db, branchId: number, filter: ProductFilter = {}) {
  if (filter.ids?.length === 0 || filter.itemNumbers?.length === 0) return [];
  const conditions: SQL[] = [eq(products.branchId, branchId), eq(products.active, true)];
  if (filter.grouping) conditions.push(eq(products.grouping, filter.grouping));
  if (filter.alaCarte !== undefined) conditions.push(eq(products.alaCarte, filter.alaCarte));
  if (filter.ids) conditions.push(inArray(products.id, filter.ids));
  if (filter.itemNumbers) conditions.push(inArray(products.itemNumber, filter.itemNumbers));
  return db
    .select()
    .from(products)
    .where(and(...conditions))
    .orderBy(asc(products.sortOrder), asc(products.id));
}

/** A product of any department, active or not. */
export async function findProductById(db: Db, id: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

/** Active packages of one department, in the order the catalogue shows them. */
export async function findActivePackages(db: Db, branchId: number, filter: { grouping?: string }) {
  const conditions: SQL[] = [eq(packages.branchId, branchId), eq(packages.active, true)];
  if (filter.grouping) conditions.push(eq(packages.grouping, filter.grouping));
  return db
    .select()
    .from(packages)
    .where(and(...conditions))
    .orderBy(asc(packages.sortOrder), asc(packages.id));
}

/**
 * One amount of the department's spend policy as a scalar subquery. The policy's column is named through an
 * alias: Drizzle would qualify it with the department's own table.
 */
const spendPolicyColumn = (column: 'monthly_budget' | 'approval_threshold') =>
  sql<
    string | null
  >`(select policy.${sql.identifier(column)} from ${spendPolicies} policy where policy.branch_id = ${branches.id})`;

/**
 * A department with everything one order names of its catalogue, in one statement: the prices that can
 * apply (its own and its country's), whether it is on the order-creation blacklist, its active packages
 * with these ids (with contents and choices; inactive contents and options are left to the caller), its
 * active a la carte products with these ids and its active products with these item numbers (the fees the
 * order adds itself). Undefined when there is no such department.
 */
export async function findBranchWithOrderCatalogue(
  db: Db,
  branchId: number,
  wanted: { packageIds: number[]; productIds: number[]; itemNumbers: string[] },
) {
  return db.query.branches.findFirst({
    where: eq(branches.id, branchId),
    with: {
      countryPrices: {
        where: (price) => or(isNull(price.branchId), eq(price.branchId, branchId)),
      },
      orderBlacklisting: { columns: { branchId: true } },
      packages: {
        where: (pack) =>
          and(
            eq(pack.active, true),
            wanted.packageIds.length ? inArray(pack.id, wanted.packageIds) : sql`false`,
          ),
        orderBy: [asc(packages.sortOrder), asc(packages.id)],
        with: {
          contents: { with: { product: true } },
          choices: {
            orderBy: [asc(packageChoices.sortOrder), asc(packageChoices.id)],
            with: {
              options: {
                orderBy: [asc(packageChoiceOptions.id)],
                with: {
                  product: true,
                  optionPackage: { columns: { id: true, name: true, basePrice: true, active: true } },
                },
              },
            },
          },
        },
      },
      products: {
        where: (product) => {
          const kinds: SQL[] = [];
          if (wanted.productIds.length)
            kinds.push(and(inArray(product.id, wanted.productIds), eq(product.alaCarte, true)) as SQL);
          if (wanted.itemNumbers.length) kinds.push(inArray(product.itemNumber, wanted.itemNumbers));
          return and(eq(product.active, true), kinds.length ? or(...kinds) : sql`false`);
        },
        orderBy: [asc(products.sortOrder), asc(products.id)],
      },
    },
    // The spend module's rules for the order, in the same read: null where the department has none.
    extras: {
      monthlyBudget: spendPolicyColumn('monthly_budget').as('monthly_budget'),
      approvalThreshold: spendPolicyColumn('approval_threshold').as('approval_threshold'),
    },
  });
}

/** The active products the packages contain, with the quantity each package includes. */
export async function findProductsOfPackages(db: Db, packageIds: number[]) {
  if (packageIds.length === 0) return [];
  return db
    .select({ packageId: packageProducts.packageId, quantity: packageProducts.quantity, product: products })
    .from(packageProducts)
    .innerJoin(products, eq(products.id, packageProducts.productId))
    .where(and(inArray(packageProducts.packageId, packageIds), eq(products.active, true)))
    .orderBy(asc(products.sortOrder), asc(products.id));
}

export async function findChoicesOfPackages(db: Db, packageIds: number[]) {
  if (packageIds.length === 0) return [];
  return db
    .select()
    .from(packageChoices)
    .where(inArray(packageChoices.packageId, packageIds))
    .orderBy(asc(packageChoices.sortOrder), asc(packageChoices.id));
}

/** The options of the choices; an option whose product or package is inactive comes back empty. */
export async function findOptionsOfChoices(db: Db, choiceIds: number[]) {
  if (choiceIds.length === 0) return [];
  return db
    .select({
      choiceId: packageChoiceOptions.choiceId,
      product: products,
      optionPackage: { id: packages.id, name: packages.name, basePrice: packages.basePrice },
    })
    .from(packageChoiceOptions)
    .leftJoin(products, and(eq(products.id, packageChoiceOptions.productId), eq(products.active, true)))
    .leftJoin(packages, and(eq(packages.id, packageChoiceOptions.optionPackageId), eq(packages.active, true)))
    .where(inArray(packageChoiceOptions.choiceId, choiceIds))
    .orderBy(asc(packageChoiceOptions.id));
}

/** Those of the given departments that are on the order-creation blacklist. */
export async function findBlacklistedBranchIds(db: Db, branchIds: number[]): Promise<number[]> {
  if (branchIds.length === 0) return [];
  const rows = await db
    .select({ branchId: orderCreationBlacklist.branchId })
    .from(orderCreationBlacklist)
    .where(inArray(orderCreationBlacklist.branchId, branchIds))
    .orderBy(asc(orderCreationBlacklist.branchId));
  return rows.map((row) => row.branchId);
}
