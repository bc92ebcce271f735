import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { hubAs, uniqueEmail } from '../support/hub.ts';
import { firstLink, latestMailTo } from '../support/mailbox.ts';
import { signInThroughPage, useEnglish } from '../support/portal.ts';

interface PhotoOrder {
  orderId: string;
  address: string;
  contactEmail: string;
}

/**
 * A photography order for a new address of the office named, through the calls the portal makes; the
 * product creates a BOOK_PHOTOGRAPHER task, and with it the order's booking.
 */
async function orderPhotography(hub: APIRequestContext, office: string): Promise<PhotoOrder> {
  const branches: { id: number; name: string }[] = await (
    await hub.get('/api/Authentication/user/branches')
  ).json();
  const branch = branches.find((item) => item.name.includes(office));
  if (!branch) throw new Error(`the demo data has no office named ${office}`);
  const products: { id: number; tasks: string[] }[] = await (
    await hub.get(`/api/branches/${branch.id}/products/alacarte`)
  ).json();
  const photography = products.find((product) => product.tasks.includes('BOOK_PHOTOGRAPHER'));
  if (!photography) throw new Error(`${office} sells no product with a BOOK_PHOTOGRAPHER task`);

  const contactEmail = uniqueEmail('booking');
  const number = String(Math.floor(Math.random() * 900) + 100);
  const upsert = await hub.post('/api/Cases/upsert/webshop', {
    data: {
      branchId: branch.id,
      orderContacts: [
        { name: 'Mette Lund', phone: '+45 20 30 40 50', email: contactEmail, contactType: 'OWNER' },
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
      bookingInfo: {},
      responsibleEmail: 'admin@demo.test',
      package: null,
      products: [{ id: photography.id, quantity: 1 }],
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = await order.json();
  return { orderId, address: `Bookingvej ${number}`, contactEmail };
}

/** Sends the booking link by email through the hub, as choice 2 does, and reads it from the mail. */
async function mailedBookingLink(hub: APIRequestContext, order: PhotoOrder, locale: string): Promise<string> {
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
async function bookFirstSlot(page: Page, confirmLabel: string): Promise<void> {
  const slots = page.locator('.portal-booking-slot');
  await expect(slots.first()).toBeVisible();
  await slots.first().click();
  await expect(slots.first()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: confirmLabel }).click();
}

async function onPhone(page: Page, name: string, link: string, title: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('the user books online from the receipt and sees the booked time', async ({ page }) => {
  const hub = await hubAs('admin@demo.test');
  const order = await orderPhotography(hub, 'København');
  await useEnglish(page);
  await signInThroughPage(page, 'admin@demo.test');
  await page.goto(`/orders/${order.orderId}/receipt`);
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();

  await page.getByRole('radio', { name: 'Book online' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choose' }).click();
  const calendar = page.getByRole('dialog', { name: 'Book the photographer online' });
  await expect(calendar.getByRole('heading', { name: /Suggested time/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('portal-calendar.png'), fullPage: true });
  await bookFirstSlot(page, 'Confirm time');

  await expect(page.getByText('The photography is booked.')).toBeVisible();
  const booked = page.getByRole('region', { name: 'Booked photography' });
  await expect(booked.getByTestId('booked-time')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Booked photography' }).getByTestId('booked-time'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('portal-booked.png'), fullPage: true });
  await hub.dispose();
});

test.describe('the public book-online page on a phone', () => {
  for (const { office, locale, title, confirm, thanks } of [
    {
      office: 'København',
      locale: 'da',
      title: 'Book fotografen',
      confirm: 'Bekræft tidspunkt',
      thanks: 'Tak, tidspunktet er booket',
    },
    {
      office: 'Stockholm',
      locale: 'sv',
      title: 'Boka fotografen',
      confirm: 'Bekräfta tid',
      thanks: 'Tack, tiden är bokad',
    },
  ]) {
    test(`a contact person books in ${locale}, and the link is refused afterwards`, async ({ browser }) => {
      const hub = await hubAs('admin@demo.test');
      const order = await orderPhotography(hub, office);
      const link = await mailedBookingLink(hub, order, locale);

      // The contact person: no account, no session, on a phone, with a browser in English.
      const visitorContext = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
      });
      await visitorContext.addInitScript(() => {
        if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', 'en');
      });
      const visitor = await visitorContext.newPage();
      await onPhone(visitor, `public-${locale}-calendar`, link, title);
      await expect(visitor.getByText(order.address)).toBeVisible();
      await bookFirstSlot(visitor, confirm);
      await expect(visitor.getByText(thanks)).toBeVisible();
      await expect(visitor.getByTestId('booked-time')).toBeVisible();
      await visitor.screenshot({
        path: test.info().outputPath(`public-${locale}-booked.png`),
        fullPage: true,
      });
      // The page spoke the booking's language without changing the visitor's own choice.
      expect(await visitor.evaluate(() => window.localStorage.getItem('locale'))).toBe('en');

      // A used link no longer says whose booking it was, so it answers in the visitor's own language.
      await visitor.goto(link);
      await expect(visitor.getByText('The link is unfortunately no longer valid.')).toBeVisible();
      await visitor.screenshot({ path: test.info().outputPath(`public-${locale}-used.png`), fullPage: true });
      await visitorContext.close();
      await hub.dispose();
    });
  }
});

test('an unknown link says it is no longer valid', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/book/this-token-was-never-issued-by-the-hub-0000');
  await expect(page.getByText('The link is unfortunately no longer valid.')).toBeVisible();
});
