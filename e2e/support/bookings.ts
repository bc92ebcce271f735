import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { uniqueEmail, uniqueHouseNumber } from './hub.ts';
import { firstLink, latestMailTo } from './mailbox.ts';

export interface PhotoOrder {
  orderId: string;
  address: string;
  contactEmail: string;
}

/**
 * A photography order for a new address of the office named, through the calls the portal makes; the
 * product (the one of `itemNumber` when told) creates a BOOK_PHOTOGRAPHER task, and with it the order's
 * booking. Mette Lund is the primary contact person; other contact persons follow her. The responsible agent
 * is admin@demo.test unless told; `bookingInfo` is the wizard's (a key pickup).
 */
export async function orderPhotography(
  hub: APIRequestContext,
  office: string,
  otherContacts: { name: string; phone: string; email: string; contactType: string }[] = [],
  responsibleEmail = 'admin@demo.test',
  {
    itemNumber,
    bookingInfo = {},
  }: { itemNumber?: string; bookingInfo?: { keyPickup?: boolean; keyPickupAddress?: string } } = {},
): Promise<PhotoOrder> {
  const branches: { id: number; name: string }[] = await (
    await hub.get('/api/Authentication/user/branches')
  ).json();
  const branch = branches.find((item) => item.name.includes(office));
  if (!branch) throw new Error(`the demo data has no office named ${office}`);
  const products: { id: number; tasks: string[]; itemNumber: string }[] = await (
    await hub.get(`/api/branches/${branch.id}/products/alacarte`)
  ).json();
  const photography = products.find(
    (product) =>
      product.tasks.includes('BOOK_PHOTOGRAPHER') && (!itemNumber || product.itemNumber === itemNumber),
  );
  if (!photography)
    throw new Error(`${office} sells no product ${itemNumber ?? ''} with a BOOK_PHOTOGRAPHER task`);

  const contactEmail = uniqueEmail('booking');
  const number = uniqueHouseNumber();
  const upsert = await hub.post('/api/Cases/upsert/webshop', {
    data: {
      branchId: branch.id,
      orderContacts: [
        { name: 'Mette Lund', phone: '+45 20 30 40 50', email: contactEmail, contactType: 'OWNER' },
        ...otherContacts,
      ],
      address: { street: 'Bookingvej', buildingNumber: number, zip: '8600', city: 'Silkeborg' },
    },
  });
  expect(upsert.status(), await upsert.text()).toBe(200);
  const { caseId } = await upsert.json();
  const order = await hub.post('/api/orders/new/webshop', {
    data: {
      caseId,
      flow: 'PHOTOGRAPHY',
      bookingInfo,
      responsibleEmail,
      package: null,
      products: [{ id: photography.id, quantity: 1 }],
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = await order.json();
  return { orderId, address: `Bookingvej ${number}`, contactEmail };
}

/** Sends the booking link by email through the hub, as choice 2 does, and reads it from the mail. */
export async function mailedBookingLink(
  hub: APIRequestContext,
  order: PhotoOrder,
  locale: string,
): Promise<string> {
  const info = await (await hub.get(`/api/orders/${order.orderId}/booking-info`)).json();
  const sent = await hub.post('/api/Bookings/third-party-link', {
    data: { bookingId: info.bookingId, channel: 'EMAIL', locale },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const link = firstLink((await latestMailTo(order.contactEmail)).text);
  expect(link).toMatch(/\/book\/[\w-]{20,}$/);
  return link;
}

/** Chooses the first free time of the calendar and confirms it; returns the chosen slot's text. */
export async function bookFirstSlot(page: Page, confirmLabel: string): Promise<void> {
  const slots = page.locator('.portal-booking-slot');
  await expect(slots.first()).toBeVisible();
  await slots.first().click();
  await expect(slots.first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: confirmLabel }).click();
}
