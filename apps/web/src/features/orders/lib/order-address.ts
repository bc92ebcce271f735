import type { OrderRecord } from '@portal/contracts';

const joined = (parts: (string | null | undefined)[], separator = ' ') =>
  parts.filter((part): part is string => !!part && part.trim() !== '').join(separator);

/** An order's address on one line: "Vesterbrogade 12, 2. th, 1620 København V". */
export function orderAddress(address: OrderRecord['address']): string {
  return joined(
    [
      joined([address.street, address.houseNumber]),
      joined([address.floor, address.appartmentNumber]),
      joined([address.postNumber, address.city]),
    ],
    ', ',
  );
}
