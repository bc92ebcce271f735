import { type Browser, expect, type Page, test } from '@playwright/test';
import { menuGroup, openFromMenuGroup } from '../support/admin.ts';
import { hubAs } from '../support/hub.ts';
import { latestMailTo } from '../support/mailbox.ts';
import {
  enterAddressYourself,
  fillPrimaryContact,
  startNewOrder,
  uniqueReference,
} from '../support/new-order.ts';
import { chooseDepartment, section, signIn, useEnglish } from '../support/portal.ts';

// Copenhagen approves orders above 10,000 kr. in the demo data; this spec lowers the threshold so a shop
// order waits, and puts the demo's rules back after it, whatever happened.
const COPENHAGEN = 'Nordbolig København';
const DEMO_RULES = { monthlyBudget: null, approvalThreshold: 10000 };

async function copenhagenId(): Promise<number> {
  const admin = await hubAs('admin@demo.test');
  const branches: { id: number; name: string }[] = await (
    await admin.get('/api/Authentication/user/branches')
  ).json();
  await admin.dispose();
  const found = branches.find((branch) => branch.name === COPENHAGEN);
  if (!found) throw new Error('the demo data has no Copenhagen office');
  return found.id;
}

test.afterAll(async () => {
  const admin = await hubAs('admin@demo.test');
  await admin.put(`/api/branches/${await copenhagenId()}/spend-policy`, { data: DEMO_RULES });
  await admin.dispose();
});

async function pageAs(browser: Browser, email: string, at?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await useEnglish(page);
  await signIn(page, email, at ? { at } : {});
  return page;
}

/** The agent orders shop photos of Copenhagen through the wizard; answers the order's sales id and id. */
async function orderShopPhotos(agent: Page, street: string) {
  await startNewOrder(agent);
  await agent.getByRole('radio', { name: 'Order shop photos' }).click();
  // The agent works in Copenhagen only, so the wizard asks for no department.
  await enterAddressYourself(agent, street, '7', '1160', 'København K');
  await agent.getByLabel('Case number').fill(uniqueReference('E2E-SPEND'));
  await agent.getByRole('button', { name: 'Next' }).click();
  await agent.getByRole('radio', { name: 'Butik Basis 15 billeder' }).click();
  await agent.getByRole('button', { name: 'Next' }).click();
  await expect(agent.getByRole('heading', { name: 'Choices and options', level: 2 })).toBeVisible();
  await agent.getByRole('button', { name: 'Next' }).click();
  await fillPrimaryContact(agent);
  await agent.getByRole('button', { name: 'Go to summary' }).click();
  await expect(agent.getByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();

  // Before submit, the wizard says the order will wait, and why.
  const notice = agent.getByRole('status').filter({ hasText: 'This order will wait for approval' });
  await expect(notice).toContainText('It is above the department’s approval threshold.');
  await agent.screenshot({ path: test.info().outputPath('summary-waits.png'), fullPage: true });
  await agent.getByRole('button', { name: 'Send for approval' }).click();
  await expect(
    agent.getByRole('heading', { name: 'Your order is waiting for approval', level: 2 }),
  ).toBeVisible();
  const salesId = (await agent.getByTestId('sales-id').textContent()) ?? '';
  const orderId = /\/orders\/([^/]+)\/receipt/.exec(agent.url())?.[1] ?? '';
  return { salesId, orderId };
}

/**
 * Whether the coordinator's incoming orders find the order by its sales id: the list opened afresh with the
 * search in its address, as a link to it would (a list seen a moment ago may still be on screen otherwise).
 */
async function providerFinds(coordinator: Page, salesId: string): Promise<boolean> {
  await coordinator.goto(`/provider/orders?q=${encodeURIComponent(salesId)}`);
  await expect(coordinator.getByRole('heading', { name: 'Incoming orders', level: 1 })).toBeVisible();
  await expect(coordinator.getByLabel('Search', { exact: true })).toHaveValue(salesId);
  const found = coordinator.getByText('Showing 1 of 1 orders', { exact: true });
  const none = coordinator.getByText('No orders match the filters');
  await expect(found.or(none)).toBeVisible();
  return found.isVisible();
}

/** The approver's row of the order on the approvals page, opened afresh. */
async function approvalRow(approver: Page, salesId: string) {
  await approver.goto('/dashboard');
  await openFromMenuGroup(approver, 'Marketing', 'Approvals');
  await expect(
    approver.getByRole('heading', { name: 'Orders waiting for approval', level: 1 }),
  ).toBeVisible();
  const row = approver.getByRole('row').filter({ hasText: salesId });
  await expect(row).toBeVisible();
  return row;
}

/** The amounts of a list of the budget, as the portal writes them in English ("DKK 1,495"), added up. */
async function sumOfRows(panel: ReturnType<typeof section>): Promise<number> {
  const cells = await panel
    .locator('tbody tr:not(.ant-table-placeholder):not(.ant-table-measure-row) td:last-child')
    .allTextContents();
  return cells.reduce((sum, text) => sum + Number(text.replace(/[^\d.]/g, '')), 0);
}

const amountIn = (title: string) => Number(title.replace(/^[^:]*:/, '').replace(/[^\d.]/g, ''));

test('an order above the threshold waits; approved it reaches the provider, rejected it never does; the budget adds up', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The department's admin sets the rules where they edit their department.
  await useEnglish(page);
  await signIn(page, 'admin@demo.test', { at: `/departments/${await copenhagenId()}` });
  const rules = section(page, 'Spending rules');
  await rules.getByRole('spinbutton', { name: 'Monthly marketing budget' }).fill('5000000');
  await rules.getByRole('spinbutton', { name: 'Approval threshold per order' }).fill('500');
  await rules.getByRole('button', { name: 'Save spending rules' }).click();
  await expect(rules.getByRole('status')).toHaveText('The spending rules are saved.');

  const agent = await pageAs(browser, 'agent@demo.test');
  const coordinator = await pageAs(browser, 'coordinator@demo.test');

  // Approved: the order waits, the approver is mailed, then approves it, and the provider sees it.
  const approved = await orderShopPhotos(agent, 'Vestergade');
  expect((await latestMailTo('admin@demo.test', approved.salesId)).text).toContain(approved.salesId);
  expect(await providerFinds(coordinator, approved.salesId)).toBe(false);
  const row = await approvalRow(page, approved.salesId);
  await expect(row).toContainText('Mikkel Dahl');
  await expect(row).toContainText('Above threshold');
  await page.screenshot({ path: test.info().outputPath('approvals.png'), fullPage: true });
  await row.getByRole('button', { name: `Approve order ${approved.salesId}` }).click();
  const confirm = page.getByRole('dialog', { name: `Approve order ${approved.salesId}?` });
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Order ${approved.salesId} is approved` }),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: approved.salesId })).toHaveCount(0);
  expect(await providerFinds(coordinator, approved.salesId)).toBe(true);

  // Rejected with a reason: the agent reads why on the order, and the provider never sees it.
  const rejected = await orderShopPhotos(agent, 'Nørregade');
  const rejectRow = await approvalRow(page, rejected.salesId);
  await rejectRow.getByRole('button', { name: `Reject order ${rejected.salesId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject order ${rejected.salesId}` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveAccessibleDescription(/required/i);
  await dialog.getByLabel('Reason').fill('Shop photos are in this quarter’s plan already.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await agent.goto(`/orders/${rejected.orderId}`);
  const told = agent.getByRole('alert').filter({ hasText: 'Rejected by Astrid Holm' });
  await expect(told).toContainText('Reason: Shop photos are in this quarter’s plan already.');
  await expect(section(agent, 'Overview').getByText('Cancelled', { exact: true })).toBeVisible();
  expect(await providerFinds(coordinator, rejected.salesId)).toBe(false);

  // The budget: each number is the sum of the orders listed behind it; the approved order is committed,
  // the rejected one nowhere.
  await openFromMenuGroup(page, 'Marketing', 'Budget');
  await expect(page.getByRole('heading', { name: 'Budget', level: 1 })).toBeVisible();
  await chooseDepartment(page, COPENHAGEN);
  const spent = page.getByRole('region', { name: /^Spent:/ });
  const committed = page.getByRole('region', { name: /^Committed:/ });
  await expect(committed).toContainText(approved.salesId);
  await expect(page.getByRole('main')).not.toContainText(rejected.salesId);
  for (const panel of [spent, committed]) {
    const title = (await panel.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(await sumOfRows(panel)).toBeCloseTo(amountIn(title), 2);
  }
  const figure = async (name: string) => {
    const statistic = page.locator('.ant-statistic').filter({ hasText: name });
    return Number(
      ((await statistic.locator('.ant-statistic-content').textContent()) ?? '').replace(/[^\d.-]/g, ''),
    );
  };
  expect(await figure('Left')).toBeCloseTo(
    5_000_000 - (await figure('Spent')) - (await figure('Committed')),
    2,
  );
  await page.screenshot({ path: test.info().outputPath('budget.png'), fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^budget-Nordbolig København-\d{4}-\d{2}\.csv$/);
});

test('a user who approves nothing has neither approvals nor the budget in the menu', async ({ page }) => {
  await useEnglish(page);
  await signIn(page, 'agent@demo.test');
  await menuGroup(page, 'Marketing').click();
  await expect(page.getByRole('menuitem', { name: 'Campaigns' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Approvals' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Budget' })).toHaveCount(0);
});
