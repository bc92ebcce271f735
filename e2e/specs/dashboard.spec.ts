import { expect, type Page, test } from '@playwright/test';
import { bookFirstSlot, orderPhotography } from '../support/bookings.ts';
import { hubAs } from '../support/hub.ts';
import { alertSaying, chooseOption, pressInDialog, signIn, useEnglish } from '../support/portal.ts';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** A screenshot of the whole dashboard, and nothing on it wider than the window. */
async function lookAt(
  page: Page,
  name: string,
  width: number,
  firstPanel: string | RegExp = /^(Unfinished tasks|Uafsluttede opgaver)$/,
) {
  await page.setViewportSize({ width, height: 900 });
  await expect(page.getByRole('heading', { name: firstPanel, level: 2 })).toBeVisible();
  // The layout follows a new window size a moment later (Ant Design measures the screen): wait for it.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.beforeEach(async ({ page }) => useEnglish(page));

test('signing in lands on the dashboard, the first item of the main menu', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(mainMenu(page).getByRole('menuitem').first()).toContainText('Dashboard');
  for (const title of ['Unfinished tasks', 'Cases with deliveries', 'Property order', 'Contact details']) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
  // The latest delivered cases, and "see all" opens the case list filtered the same way.
  await expect(page.getByTestId('dashboard-case').first()).toBeVisible();
  await lookAt(page, 'dashboard-en-1280', 1280);
  await lookAt(page, 'dashboard-en-375', 375);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'See all', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Cases', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/status=DELIVERED/);

  await page.evaluate(() => window.localStorage.setItem('locale', 'da'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Uafsluttede opgaver', level: 2 })).toBeVisible();
  await lookAt(page, 'dashboard-da-1280', 1280);
  await lookAt(page, 'dashboard-da-375', 375);
});

test('the unfinished tasks show the confirmed photography time after booking in the portal', async ({
  page,
}) => {
  const hub = await hubAs('admin@demo.test');
  const booked = await orderPhotography(hub, 'København');
  await signIn(page, 'admin@demo.test', { at: `/orders/${booked.orderId}/receipt` });
  await page.getByRole('radio', { name: 'Book online' }).click();
  await pressInDialog(page.getByRole('dialog'), 'Choose');
  await bookFirstSlot(page, 'Confirm time');
  await expect(alertSaying(page, 'The photography is booked.')).toBeVisible();
  const bookedTime = await page.getByTestId('booked-time').textContent();
  // A second order, not booked yet: its booking task waits for a booking.
  const waiting = await orderPhotography(hub, 'København');

  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  // The booking task of the booked order is done; its upload task shows the time of the shoot.
  const upload = page.getByTestId('dashboard-task').filter({ hasText: booked.address });
  await expect(upload).toHaveCount(1);
  await expect(upload).toContainText('Upload images');
  const time = upload.getByTestId('task-booked-time');
  await expect(time).toBeVisible();
  const shown = (await time.textContent())?.replace('Photography:', '').trim() ?? '';
  expect(shown.length).toBeGreaterThan(0);
  expect(bookedTime).toContain(shown);
  const bookingTask = page
    .getByTestId('dashboard-task')
    .filter({ hasText: waiting.address })
    .filter({ hasText: 'Book the photographer' });
  await expect(bookingTask).toContainText('Awaiting booking');
  await page.screenshot({ path: test.info().outputPath('dashboard-tasks.png'), fullPage: true });
  await hub.dispose();
});

test('an unfinished order is continued from the dashboard', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await mainMenu(page).getByRole('link', { name: 'New order' }).click();
  const draftDialog = page.getByRole('dialog', { name: 'Continue your unfinished order?' });
  const firstStep = page.getByRole('heading', { name: 'Order type and address', level: 2 });
  await expect(draftDialog.or(firstStep)).toBeVisible();
  if (await draftDialog.isVisible()) await draftDialog.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('radio', { name: 'Order photography' }).click();
  await chooseOption(page, page.getByRole('combobox', { name: 'Department' }), 'Nordbolig København');
  await page.getByRole('switch', { name: 'Enter the address yourself' }).click();
  await page.getByLabel('Street').fill('Dashboardvej');
  await page.getByLabel(/^\W*Number$/).fill('7');
  await page.getByLabel('Postal code').fill('2200');
  await page.getByLabel('City').fill('København N');
  await page.getByLabel('Case number').fill(`E2E-DASH-${Date.now().toString(36).toUpperCase()}`);
  // The wizard saves the unfinished order a moment after each change.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/orders/draft') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Package', level: 2 })).toBeVisible();
  expect((await saved).ok()).toBe(true);

  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  const draft = page.getByTestId('dashboard-draft');
  await expect(draft).toContainText('You have an unfinished order for Dashboardvej 7');
  await draft.getByRole('button', { name: 'Continue the order' }).click();
  // Chosen on the dashboard already: the wizard opens where it was left, without asking again.
  await expect(page.getByRole('heading', { name: 'Package', level: 2 })).toBeVisible();
  await expect(draftDialog).toHaveCount(0);
  // Put aside again, so later tests start without it.
  await page.reload();
  await draftDialog.getByRole('button', { name: 'Start over' }).click();
  await expect(firstStep).toBeVisible();
});

/** The work tiles of the provider staff's home, as their links read: count, name and hint. */
const workTiles = (page: Page) =>
  page.getByRole('region', { name: /^(Your work|Dit arbejde)$/ }).getByRole('link');

test('provider staff land on their own work: the coordinator, the photographer and the editor each on theirs', async ({
  browser,
}) => {
  const homes = [
    [
      'coordinator@demo.test',
      ['Orders to book', 'Visits today', 'Deliveries due', 'Feedback waiting', 'Open orders'],
    ],
    ['photographer@demo.test', ['Your visits today']],
    ['editor@demo.test', ['Deliveries due', 'Feedback waiting']],
  ] as const;
  for (const [email, tiles] of homes) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await useEnglish(page);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(workTiles(page)).toHaveCount(tiles.length);
    for (const [index, tile] of tiles.entries()) await expect(workTiles(page).nth(index)).toContainText(tile);
    // None of an office's widgets, nor its cases and tasks in the menu.
    for (const title of [
      'Unfinished tasks',
      'Property order',
      'Campaigns',
      'Properties',
      'Contact details',
    ]) {
      await expect(page.getByRole('heading', { name: title, level: 2 })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: 'Start a new order' })).toHaveCount(0);
    await expect(mainMenu(page).getByRole('link', { name: 'Cases' })).toHaveCount(0);
    await expect(mainMenu(page).getByRole('link', { name: /^Tasks/ })).toHaveCount(0);

    // Each count is the hub's, and its tile opens the page where that work is done.
    const hub = await hubAs(email);
    const work = await (await hub.get('/api/dashboard/provider-work')).json();
    await hub.dispose();
    const name = email.split('@')[0] ?? email;
    if (name === 'coordinator') {
      await expect(workTiles(page).first()).toContainText(String(work.ordersToBook.count));
      await lookAt(page, 'provider-home-coordinator-en-1280', 1280, 'Your work');
      await workTiles(page).first().click();
      await expect(page.getByRole('heading', { name: 'To book', level: 1 })).toBeVisible();
    } else if (name === 'photographer') {
      await expect(workTiles(page).first()).toContainText(String(work.visitsToday.count));
      await expect(page.getByRole('region', { name: 'Your next visits' })).toBeVisible();
      await page.evaluate(() => window.localStorage.setItem('locale', 'da'));
      await page.reload();
      await expect(page.getByRole('region', { name: 'Dine næste besøg' })).toBeVisible();
      await lookAt(page, 'provider-home-photographer-da-1280', 1280, 'Dit arbejde');
      await lookAt(page, 'provider-home-photographer-da-375', 375, 'Dit arbejde');
    } else {
      await expect(workTiles(page).nth(1)).toContainText(String(work.feedbackWaiting.count));
      await lookAt(page, 'provider-home-editor-en-375', 375, 'Your work');
      await workTiles(page).nth(1).click();
      await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
    }
    await context.close();
  }
});
