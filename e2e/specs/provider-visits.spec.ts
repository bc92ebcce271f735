import { expect, type Page, test } from '@playwright/test';
import { mainMenu, openFromMenuGroup } from '../support/admin.ts';
import { hubAs } from '../support/hub.ts';
import { chooseFilterOption, signInThroughPage, useEnglish } from '../support/portal.ts';
import { bookAnnaOn, nextWednesday, phoneOrder, tomorrowInCopenhagen } from '../support/visits.ts';

async function fitsThePhone(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('the coordinator books a phone order by phone, and the agent sees the time on the order', async ({
  page,
  browser,
}) => {
  const order = await phoneOrder();
  await useEnglish(page);
  await signInThroughPage(page, 'coordinator@demo.test');
  await openFromMenuGroup(page, 'Fulfilment', 'To book');
  await expect(page.getByRole('heading', { name: 'To book', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Book ${order.address},`) }).click();

  const dialog = page.getByRole('dialog', { name: 'Book the visit' });
  await chooseFilterOption(page, 'Photographer', 'Anna Fotograf');
  await dialog.getByRole('textbox', { name: '* Start' }).fill(`${nextWednesday()} 10:00`);
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Book visit' }).click();
  await expect(page.getByText('The visit is booked.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`^Book ${order.address},`) })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('coordinator-to-book.png'), fullPage: true });

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await useEnglish(agent);
  await signInThroughPage(agent, 'agent@demo.test');
  await agent.goto(`/orders/${order.orderId}`);
  await expect(agent.getByRole('region', { name: 'Overview' })).toContainText(
    /Date of photography:?\s*\d{1,2} \w{3} \d{4}, 10:00/,
  );
  await agentContext.close();
});

test('the photographer marks today’s visit on the way, arrived and complete on a phone', async ({
  browser,
}) => {
  const order = await phoneOrder();
  const day = tomorrowInCopenhagen();
  await bookAnnaOn(order.bookingId, day);

  // Her phone on the morning of the visit: the hub's clock is real, the phone's is set to that morning.
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    timezoneId: 'Europe/Copenhagen',
  });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(`${day}T06:00:00Z`) });
  await useEnglish(page);
  await signInThroughPage(page, 'photographer@demo.test');
  await page.goto('/provider/visits');
  const today = page.getByRole('region', { name: 'Your visits today' });
  const visit = today.getByRole('article', { name: new RegExp(`^${order.address},`) });
  await expect(visit.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(visit.getByRole('link', { name: /^Call Mette Lund/ })).toHaveAttribute('href', /^tel:\+45/);
  await fitsThePhone(page);
  await page.screenshot({ path: test.info().outputPath('photographer-today.png'), fullPage: true });

  for (const step of ['On the way', 'Arrived', 'Complete']) {
    await visit.getByRole('button', { name: step, exact: true }).click();
    await expect(page.getByText(`The visit is now ${step}.`)).toBeVisible();
    await expect(visit.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(visit.getByRole('button')).toHaveCount(0);
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Your visits today' })
      .getByRole('article', { name: new RegExp(`^${order.address},`) }),
  ).toContainText('Complete');
  await context.close();
});

test('an office admin has no fulfilment menu and is refused the visits', async ({ page }) => {
  await useEnglish(page);
  await signInThroughPage(page, 'admin@demo.test');
  await expect(mainMenu(page).getByRole('menuitem', { name: 'Fulfilment' })).toHaveCount(0);
  await page.goto('/provider/visits');
  await expect(page.getByText('You do not have access to this.')).toBeVisible();
  const office = await hubAs('admin@demo.test');
  expect((await office.get('/api/provider/visits/to-book')).status()).toBe(403);
  await office.dispose();
});
