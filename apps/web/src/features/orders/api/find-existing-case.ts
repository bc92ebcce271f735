import { type Case, isOpenOrderStatus, MIN_SEARCH_LENGTH, mapCase } from '@portal/contracts';
import type { StartOutput } from '@/features/orders/lib/step-schemas.ts';
import { searchCases } from '@/lib/case-search.ts';

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
const squeezed = (value: string) => value.replace(/\s+/g, '');

function sameAddress(found: Case, start: StartOutput): boolean {
  const { address } = start;
  return (
    same(found.address.street, address.street) &&
    same(found.address.houseNumber, address.buildingNumber) &&
    same(found.address.floor, address.buildingFloor) &&
    same(found.address.door, address.buildingDoor) &&
    same(squeezed(found.address.postNumber), squeezed(address.zip))
  );
}

async function search(branchId: number, searchKey: string): Promise<Case[]> {
  const result = await searchCases({ branchIds: [branchId], searchKey, take: 100 });
  return result.data.map(mapCase).filter((found) => found.department.id === branchId);
}

/**
 * The department's case with this case number, or without one at this address, if there is one: the new
 * order joins it, so its open order and archived state decide whether the order may go on (docs/product.md
 * section 4).
 */
export async function findExistingCase(start: StartOutput): Promise<Case | null> {
  // The hub joins an order to a case by its number, so a given number alone decides which case it is.
  const reference = start.reference.trim();
  if (reference !== '') {
    if (reference.length < MIN_SEARCH_LENGTH) return null;
    return (
      (await search(start.branchId, reference)).find((found) => same(found.reference, reference)) ?? null
    );
  }
  const street = `${start.address.street} ${start.address.buildingNumber}`.trim();
  if (street.length < MIN_SEARCH_LENGTH) return null;
  return (await search(start.branchId, street)).find((found) => sameAddress(found, start)) ?? null;
}

export const hasOpenOrder = (found: Case) => isOpenOrderStatus(found.orderStatus);
