import { expect, type Page, test } from '@playwright/test';
import { chooseFilterOption, section, signIn, taskStatus, useEnglish } from '../support/portal.ts';

const headers = { 'x-portal-request': '1' };

interface TaskSearchAnswer {
  total: number;
  data: { caseReference: string; type: string; status: string }[];
}

/** What the hub says the list should hold, asked the way the portal asks. */
async function searchTasks(page: Page, body: object): Promise<TaskSearchAnswer> {
  const response = await page.request.post('/api/orders/tasks/search', {
    data: { take: 20, ...body },
    headers,
  });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/**
 * The list's count line for `total` tasks. Anchored, so that "of 12 tasks" never matches the line of the
 * list before a filter applies ("Showing 20 of 112 tasks").
 */
const countLine = (page: Page, total: number) =>
  page.getByText(new RegExp(`^Showing \\d+ of ${total} tasks$`));

async function openTaskList(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /^Tasks/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  await expect(page.getByText(/Showing \d+ of \d+ tasks/)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signIn(page, 'admin@demo.test');
});

test('the main menu shows the number of open tasks', async ({ page }) => {
  const user = await (await page.request.get('/api/Authentication/user', { headers })).json();
  const response = await page.request.get(`/api/users/${user.id}/tasks/total`, { headers });
  expect(response.status(), await response.text()).toBe(200);
  const { total } = (await response.json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Tasks/ });
  await expect(link).toHaveAccessibleName(new RegExp(`^Tasks\\s*${total} open tasks?$`));
  await expect(link.locator('.ant-badge')).toHaveText(String(total));
});

test('filtering by status and task narrows the list to those tasks', async ({ page }) => {
  await openTaskList(page);
  await chooseFilterOption(page, 'Status', 'To do');
  const open = await searchTasks(page, { statuses: ['Open'] });
  expect(open.total).toBeGreaterThan(0);
  await expect(countLine(page, open.total)).toBeVisible();
  await expect(page).toHaveURL(/status=NOT_DONE/);
  for (const row of await rows(page).all()) await expect(row).toContainText('To do');

  await chooseFilterOption(page, 'Task', 'Book the photographer');
  const booking = await searchTasks(page, { statuses: ['Open'], types: ['BOOK_PHOTOGRAPHER'] });
  expect(booking.total).toBeGreaterThan(0);
  expect(booking.total).toBeLessThan(open.total);
  await expect(countLine(page, booking.total)).toBeVisible();
  for (const row of await rows(page).all()) {
    await expect(row).toContainText('Book the photographer');
    await expect(row).toContainText('To do');
  }
  // The filters live in the address, so a reload keeps them.
  await page.reload();
  await expect(countLine(page, booking.total)).toBeVisible();
});

test('searching needs three characters and then finds a case’s tasks', async ({ page }) => {
  await openTaskList(page);
  const search = page.getByLabel('Search', { exact: true });
  await search.fill('ab');
  await expect(page.getByText('Type at least 3 characters to search.', { exact: true })).toBeVisible();

  const [first] = (await searchTasks(page, {})).data;
  if (!first) throw new Error('The hub has no tasks to search for.');
  const reference = first.caseReference;
  const found = await searchTasks(page, { searchString: reference });
  expect(found.total).toBeGreaterThan(0);
  await search.fill(reference);
  await expect(page.getByText('Type at least 3 characters to search.', { exact: true })).toBeHidden();
  await expect(
    page.getByText(`Showing ${Math.min(found.total, 20)} of ${found.total} tasks`, { exact: true }),
  ).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText(reference);
});

test('scrolling to the bottom loads more than one page of tasks', async ({ page }) => {
  await openTaskList(page);
  const { total } = await searchTasks(page, {});
  expect(total).toBeGreaterThan(20);
  await expect(page.getByText(`Showing 20 of ${total} tasks`, { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  // The list scrolls with the window, as a person scrolls the page.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(
    page.getByText(`Showing ${Math.min(total, 40)} of ${total} tasks`, { exact: true }),
  ).toBeVisible();
  expect(await rows(page).count()).toBeGreaterThan(20);
});

test('a task opens from the list with what it is for, takes notes, and can be marked partially done', async ({
  page,
}) => {
  await openTaskList(page);
  await chooseFilterOption(page, 'Status', 'To do');
  await chooseFilterOption(page, 'Task', 'Book the photographer');
  const waiting = await searchTasks(page, { statuses: ['Open'], types: ['BOOK_PHOTOGRAPHER'] });
  const [first] = waiting.data;
  if (!first) throw new Error('The demo data has no open booking task.');
  await expect(countLine(page, waiting.total)).toBeVisible();
  // The table drops its phone column only once it has measured the screen: click when one link is left.
  const taskLink = rows(page).filter({ hasText: first.caseReference }).first().getByRole('link');
  await expect(taskLink).toHaveCount(1);
  await taskLink.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Book the photographer' })).toBeVisible();
  await expect(page.getByText(/^The photographer needs a time to visit the property\./)).toBeVisible();
  await expect(section(page, 'About the task').getByText(first.caseReference, { exact: true })).toBeVisible();

  const note = `Keys are with the neighbour ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Add note' }).fill(note);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(section(page, 'Notes').getByText(note, { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Add note' })).toHaveValue('');

  await page.getByRole('button', { name: 'Mark as partially done' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Mark as partially done' }).click();
  await expect(taskStatus(page)).toHaveText('Partly done');
  await expect(page.getByRole('button', { name: 'Mark as partially done' })).toBeHidden();
});
