import { formatAddress, type OrderRecord } from '@portal/contracts';

/** An order's address on one line, written as everywhere else: "Vesterbrogade 12, 2. th, 1620 København V". */
export function orderAddress(address: OrderRecord['address']): string {
  return formatAddress({
    street: address.street,
    buildingNumber: address.houseNumber,
    buildingFloor: address.floor,
    buildingDoor: address.appartmentNumber,
    zip: address.postNumber,
    city: address.city,
  });
}
