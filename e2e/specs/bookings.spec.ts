import { expect, type Page, test } from '@playwright/test';
import { bookFirstSlot, mailedBookingLink, orderPhotography } from '../support/bookings.ts';
import { hubAs } from '../support/hub.ts';
import { firstLink, latestSmsAbout } from '../support/mailbox.ts';
import { alertSaying, chooseOption, pressInDialog, signIn, useEnglish } from '../support/portal.ts';

async function onPhone(page: Page, name: string, link: string, title: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // Nothing on the page is wider than the phone.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('the user books online from the receipt and sees the booked time', async ({ page }) => {
  const hub = await hubAs('admin@demo.test');
  const order = await orderPhotography(hub, 'København');
  await useEnglish(page);
  await signIn(page, 'admin@demo.test', { at: `/orders/${order.orderId}/receipt` });
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();

  await page.getByRole('radio', { name: 'Book online' }).click();
  await pressInDialog(page.getByRole('dialog'), 'Choose');
  const calendar = page.getByRole('dialog', { name: 'Book the photographer online' });
  await expect(calendar.getByRole('heading', { name: /Suggested time/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('portal-calendar.png'), fullPage: true });
  await bookFirstSlot(page, 'Confirm time');

  await expect(alertSaying(page, 'The photography is booked.')).toBeVisible();
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
      await expect(visitor.getByText(thanks, { exact: true })).toBeVisible();
      await expect(visitor.getByTestId('booked-time')).toBeVisible();
      await visitor.screenshot({
        path: test.info().outputPath(`public-${locale}-booked.png`),
        fullPage: true,
      });
      // The page spoke the booking's language without changing the visitor's own choice.
      expect(await visitor.evaluate(() => window.localStorage.getItem('locale'))).toBe('en');

      // A used link no longer says whose booking it was, so it answers in the visitor's own language.
      await visitor.goto(link);
      await expect(
        visitor.getByText('The link is unfortunately no longer valid.', { exact: true }),
      ).toBeVisible();
      await visitor.screenshot({ path: test.info().outputPath(`public-${locale}-used.png`), fullPage: true });
      await visitorContext.close();
      await hub.dispose();
    });
  }
});

test('an unknown link says it is no longer valid', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/book/this-token-was-never-issued-by-the-hub-0000');
  await expect(page.getByText('The link is unfortunately no longer valid.', { exact: true })).toBeVisible();
});

test('the booking department books by phone, and the receipt then shows the time', async ({ page }) => {
  const hub = await hubAs('admin@demo.test');
  const order = await orderPhotography(hub, 'København');
  await useEnglish(page);
  await signIn(page, 'admin@demo.test', { at: `/orders/${order.orderId}/receipt` });
  await page.getByRole('radio', { name: 'We book by phone' }).click();
  await pressInDialog(page.getByRole('dialog'), 'Choose');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Our booking department will contact the contact person by phone' }),
  ).toBeVisible();

  // The booking department agrees a time on the phone and books it in the photographers' calendar.
  const { bookingId } = await (await hub.get(`/api/orders/${order.orderId}/booking-info`)).json();
  const { suggested } = await (await hub.get(`/api/Bookings/${bookingId}/proposals`)).json();
  const confirmed = await hub.post(`/api/Bookings/${bookingId}/proposals/confirm`, {
    data: { proposalId: suggested.proposalId },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Booked photography' }).getByTestId('booked-time'),
  ).toBeVisible();
  await hub.dispose();
});

test('the contact person books through the link the receipt sends, and the order shows the time', async ({
  page,
  browser,
}) => {
  const hub = await hubAs('admin@demo.test');
  const order = await orderPhotography(hub, 'København');
  await useEnglish(page);
  await signIn(page, 'admin@demo.test', { at: `/orders/${order.orderId}/receipt` });
  await page.getByRole('radio', { name: 'The contact person books' }).click();
  await pressInDialog(page.getByRole('dialog'), 'Choose');
  await expect(
    page.getByRole('status').filter({ hasText: 'The booking link has been sent to the contact person.' }),
  ).toBeVisible();

  // The contact person has a mobile number, so the link went by text message.
  const link = firstLink(await latestSmsAbout(`${order.address},`));
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Book fotografen', level: 1 })).toBeVisible();
  await bookFirstSlot(visitor, 'Bekræft tidspunkt');
  await expect(visitor.getByTestId('booked-time')).toBeVisible();
  await visitorContext.close();

  await page.goto(`/orders/${order.orderId}`);
  await expect(page.getByTestId('date-of-photography')).toBeVisible();
  await hub.dispose();
});

test('a time taken by someone else meanwhile is refused and fresh times are offered', async ({ browser }) => {
  const hub = await hubAs('admin@demo.test');
  const first = await orderPhotography(hub, 'København');
  const second = await orderPhotography(hub, 'København');
  const link = await mailedBookingLink(hub, second, 'en');
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  const slots = visitor.locator('.portal-booking-slot');
  await expect(slots.first()).toBeVisible();
  await slots.first().click();

  // Meanwhile the office books the first order into the very slot the visitor has chosen.
  const { proposalId } = await (await hub.get(`/api/public/bookings/${link.split('/').pop()}/proposals`))
    .json()
    .then((answer: { suggested: { proposalId: string } }) => answer.suggested);
  const { bookingId } = await (await hub.get(`/api/orders/${first.orderId}/booking-info`)).json();
  const taken = await hub.post(`/api/Bookings/${bookingId}/proposals/confirm`, { data: { proposalId } });
  expect(taken.status(), await taken.text()).toBe(200);

  await visitor.getByRole('button', { name: 'Confirm time' }).click();
  await expect(
    alertSaying(visitor, 'The agreement could not be confirmed - please try again.'),
  ).toBeVisible();
  await bookFirstSlot(visitor, 'Confirm time');
  await expect(visitor.getByTestId('booked-time')).toBeVisible();
  await visitorContext.close();
  await hub.dispose();
});

test('the booking link can go to another contact person of the order', async ({ page }) => {
  const hub = await hubAs('admin@demo.test');
  const lawyer = `Lars Advokat ${Date.now().toString(36)}`;
  const order = await orderPhotography(hub, 'København', [
    { name: lawyer, phone: '+45 40 50 60 70', email: 'lars@advokat.test', contactType: 'LAWYER' },
  ]);
  await useEnglish(page);
  await signIn(page, 'admin@demo.test', { at: `/orders/${order.orderId}/receipt` });
  await page.getByRole('radio', { name: 'The contact person books' }).click();
  await pressInDialog(page.getByRole('dialog'), 'Choose');
  await expect(
    page.getByRole('status').filter({ hasText: 'The booking link has been sent to the contact person.' }),
  ).toBeVisible();

  // Sent again, to the lawyer instead of the primary contact person.
  await page.getByRole('button', { name: 'Send the link again' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the booking link' });
  await expect(dialog.getByTestId('link-recipient')).toContainText('Mette Lund (+45 20 30 40 50)');
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Recipient' }), lawyer);
  await expect(dialog.getByTestId('link-recipient')).toContainText(`${lawyer} (+45 40 50 60 70)`);
  await page.screenshot({ path: test.info().outputPath('link-recipient.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /The booking link was sent by text message to \+45 40 50 60 70/ }),
  ).toBeVisible();
  const message = await latestSmsAbout(lawyer);
  expect(message).toContain(order.address);
  expect(firstLink(message)).toMatch(/\/book\/[\w-]{20,}$/);
  await hub.dispose();
});
