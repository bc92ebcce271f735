import type { AppDeps } from '../../deps.ts';
import type { BranchRow } from '../branches/branches.service.ts';
import type { SpendTerms } from '../spend/spend-policy.service.ts';
import * as repo from './catalogue.repo.ts';
import { buildPackageRecords, type FeeItem, toProductRecord } from './catalogue.service.ts';
import { pricingFrom } from './catalogue-prices.service.ts';
import type { PricedPackage, PricedProduct } from './priced-records.ts';

/** What one order may contain, priced, by id: whatever was asked and is not here is not orderable. */
export interface OrderCatalogue {
  /** The department the order is for, as read with its catalogue. */
  branch: BranchRow;
  /** The department's active packages among those asked, with their contents and choices. */
  packages: Map<number, PricedPackage>;
  /** Its active a la carte products among those asked. */
  products: Map<number, PricedProduct>;
  /** Its active fee products among those asked, by item number. */
  fees: Map<string, PricedProduct>;
  /** Whether the department is on the order-creation blacklist. */
  blacklisted: boolean;
  /** The department's budget and approval threshold (the spend module's rules), each null where not set. */
  spendTerms: SpendTerms;
}

/**
 * The department and everything an order names of its catalogue, in one read: an order is planned from it
 * instead of one read per package, product and fee. Undefined when there is no such department.
 */
export async function findOrderCatalogue(
  deps: AppDeps,
  branchId: number,
  wanted: { packageIds: number[]; productIds: number[]; fees: FeeItem[] },
): Promise<OrderCatalogue | undefined> {
  const found = await repo.findBranchWithOrderCatalogue(deps.db, branchId, {
    packageIds: [...new Set(wanted.packageIds)],
    productIds: [...new Set(wanted.productIds)],
    itemNumbers: wanted.fees,
  });
  if (!found) return undefined;
  const {
    countryPrices,
    orderBlacklisting,
    monthlyBudget,
    approvalThreshold,
    packages: packageRows,
    products: productRows,
    ...branch
  } = found;
  const pricing = pricingFrom(branch, countryPrices);
  const packages = buildPackageRecords(flattenPackages(packageRows), pricing);
  const products = new Map<number, PricedProduct>();
  const fees = new Map<string, PricedProduct>();
  for (const row of productRows) {
    if (row.alaCarte && wanted.productIds.includes(row.id))
      products.set(row.id, toProductRecord(row, pricing));
    if ((wanted.fees as string[]).includes(row.itemNumber) && !fees.has(row.itemNumber)) {
      fees.set(row.itemNumber, toProductRecord(row, pricing));
    }
  }
  return {
    branch,
    packages: new Map(packages.map((pack) => [pack.id, pack])),
    products,
    fees,
    blacklisted: orderBlacklisting.length > 0,
    spendTerms: { monthlyBudget, approvalThreshold },
  };
}

type PackageRows = NonNullable<Awaited<ReturnType<typeof repo.findBranchWithOrderCatalogue>>>['packages'];

/** The packages read with their contents in one statement, as the package records are built from. */
function flattenPackages(rows: PackageRows) {
  const contents = rows
    .flatMap((row) =>
      row.contents.flatMap((content) =>
        content.product.active
          ? [{ packageId: row.id, quantity: content.quantity, product: content.product }]
          : [],
      ),
    )
    .sort((a, b) => a.product.sortOrder - b.product.sortOrder || a.product.id - b.product.id);
  const choices = rows.flatMap((row) => row.choices);
  const options = choices.flatMap((choice) =>
    choice.options.map((option) => ({
      choiceId: option.choiceId,
      product: option.product?.active ? option.product : null,
      optionPackage: option.optionPackage?.active
        ? {
            id: option.optionPackage.id,
            name: option.optionPackage.name,
            basePrice: option.optionPackage.basePrice,
          }
        : null,
    })),
  );
  return { rows, contents, choices, options };
}
