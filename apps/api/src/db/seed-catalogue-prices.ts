import type { BranchRow } from '../modules/branches/branches.service.ts';
import { productPrices } from '../modules/catalogue/catalogue.table.ts';
import type { Db } from './client.ts';

/**
 * Prices the provider set in its catalogue console, so its price tables are not empty in the demo: a
 * Swedish country price for Matterport scans and, under it, Stockholm's own drone price; a Norwegian
 * country price for 3D floor plans. Items the browser tests price-check are left at their list prices.
 */
export async function seedCataloguePrices(db: Db, branchRows: BranchRow[]) {
  const stockholm = branchRows.find((branch) => branch.countryCode === 'SE');
  await db
    .insert(productPrices)
    .values([
      { itemNumber: 'MATTERPORT', countryCode: 'SE', branchId: null, price: '3295' },
      ...(stockholm
        ? [{ itemNumber: 'DRONE', countryCode: 'SE', branchId: stockholm.id, price: '1595' }]
        : []),
      { itemNumber: 'FLOORPLAN-3D', countryCode: 'NO', branchId: null, price: '1490' },
    ]);
}
