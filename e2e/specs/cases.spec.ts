import { expect, type Page, test } from '@playwright/test';
import { chooseFilterOption, signIn, useEnglish } from '../support/portal.ts';

/** The cases the hub sends a page at a time (the spec's page size of the case search). */
const CASES_PER_PAGE = 100;

/** What the hub says the list should hold, asked the way the portal asks. */
async function totalOf(page: Page, body: object): Promise<number> {
  const response = await page.request.post('/api/Cases/Search', {
    data: { take: 1, ...body },
    headers: { 'x-portal-request': '1' },
  });
  return (await response.json()).total;
}

/**
 * Waits until the list's count line says what the hub says for `body`. The line is matched by its shape and
 * then compared, so a failure shows the count the page did show (the unfiltered list's "Showing 100 of 112
 * cases" while a filter is still being applied is waited past).
 */
async function expectCountOf(page: Page, body: object): Promise<number> {
  const total = await totalOf(page, body);
  await expect(page.getByText(/^Showing \d+ of \d+ cases$/)).toHaveText(
    `Showing ${Math.min(total, CASES_PER_PAGE)} of ${total} cases`,
  );
  return total;
}

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signIn(page, 'admin@demo.test');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cases' }).click();
  await expect(page.getByRole('heading', { name: 'Cases', level: 1 })).toBeVisible();
});

test('the list draws more rows and then loads more cases as it is scrolled to the bottom', async ({
  page,
}) => {
  const total = await totalOf(page, {});
  expect(total).toBeGreaterThan(CASES_PER_PAGE);
  await expect(page.getByText(`Showing ${CASES_PER_PAGE} of ${total} cases`, { exact: true })).toBeVisible();
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  // The first screens of the 100 loaded rows are drawn; the rest as the list is scrolled to them.
  await expect(rows).toHaveCount(20);
  // The list scrolls with the window, as a person scrolls the page, until every case is there.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(rows).toHaveCount(total, { timeout: 1_000 });
  }).toPass();
  await expect(page.getByText(`Showing ${total} of ${total} cases`, { exact: true })).toBeVisible();
});

test('filtering by department and status narrows the list and survives a reload', async ({ page }) => {
  const branches = await (await page.request.get('/api/Authentication/user/branches')).json();
  const stockholm = branches.find((branch: { name: string }) => branch.name.includes('Stockholm'));
  await chooseFilterOption(page, 'Department', stockholm.name);
  await chooseFilterOption(page, 'Status', 'Delivered');
  const filters = { branchIds: [stockholm.id], orderStatuses: ['Delivered'] };
  await expectCountOf(page, filters);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toContainText(stockholm.name);
  for (const row of await rows.all()) {
    await expect(row).toContainText('Delivered');
  }
  await page.reload();
  await expectCountOf(page, filters);
});

test('searching needs three characters and then finds by address', async ({ page }) => {
  const search = page.getByLabel('Search');
  await search.fill('ga');
  await expect(page.getByText('Type at least 3 characters to search.')).toBeVisible();
  await search.fill('gade');
  expect(await expectCountOf(page, { searchKey: 'gade' })).toBeGreaterThan(0);
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toContainText(/gade/i);
});

test('searching by case number finds that case', async ({ page }) => {
  const first = await (
    await page.request.post('/api/Cases/Search', { data: { take: 1 }, headers: { 'x-portal-request': '1' } })
  ).json();
  const reference: string = first.data[0].reference;
  await page.getByLabel('Search').fill(reference);
  await expect(page.getByText('Showing 1 of 1 cases', { exact: true })).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(reference);
});
