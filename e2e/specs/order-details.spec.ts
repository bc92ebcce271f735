import { expect, type Page, test } from '@playwright/test';
import {
  alertSaying,
  chooseOption,
  openCaseFromList,
  section,
  signIn,
  useEnglish,
} from '../support/portal.ts';

const headers = { 'x-portal-request': '1' };

interface OpenOrder {
  orderId: string;
  salesId: string;
  caseReference: string;
  caseAddress: string;
}

/** An open order of the Copenhagen office, found through the calls the portal makes. */
async function findOpenOrder(page: Page): Promise<OpenOrder> {
  const branches: { id: number; name: string }[] = await (
    await page.request.get('/api/Authentication/user/branches')
  ).json();
  const copenhagen = branches.find((branch) => branch.name.includes('København'));
  expect(copenhagen).toBeDefined();
  const search = await page.request.post('/api/Cases/Search', {
    data: { take: 100, orderStatuses: ['Open'], branchIds: [copenhagen?.id] },
    headers,
  });
  const cases: { id: string; reference: string; address: { addressFull: string } }[] = (await search.json())
    .data;
  for (const item of cases) {
    const orders: { id: string; salesId: string; status: string }[] = await (
      await page.request.get(`/api/cases/${item.id}/orders`)
    ).json();
    const open = orders.find((order) => order.status === 'Open');
    if (open) {
      return {
        orderId: open.id,
        salesId: open.salesId,
        caseReference: item.reference,
        caseAddress: item.address.addressFull,
      };
    }
  }
  throw new Error('the demo data has no open order in Copenhagen');
}

let order: OpenOrder;

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signIn(page, 'admin@demo.test');
  order ??= await findOpenOrder(page);
});

test('an order is opened from its case in the case list', async ({ page }) => {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Cases' }).click();
  await openCaseFromList(page, order.caseReference);
  await expect(section(page, 'Information').getByText(order.caseAddress, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Open order ${order.salesId}` }).click();

  await expect(page.getByRole('heading', { name: `Order ${order.salesId}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order lines' })).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tasks' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contact persons' })).toBeVisible();
  await expect(section(page, 'Overview').getByText('Open', { exact: true })).toBeVisible();
});

test('the watchers are saved', async ({ page }) => {
  await page.goto(`/orders/${order.orderId}`);
  const watchers = page.getByRole('combobox', { name: 'Watchers' });
  const field = page.locator('.ant-form-item', { has: watchers });
  await chooseOption(page, watchers, 'Mikkel Dahl');
  await page.getByRole('button', { name: 'Save watchers' }).click();
  await expect(alertSaying(page, 'The watchers have been saved.')).toBeVisible();

  await page.reload();
  await expect(field).toContainText('Mikkel Dahl');
  await expect(page.getByRole('button', { name: 'Save watchers' })).toBeDisabled();
});

test('extra order lines are added to the order', async ({ page }) => {
  await page.goto(`/orders/${order.orderId}`);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Collage' });
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const before = await rows.count();

  await page.getByRole('button', { name: 'Add extra order lines' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add extra order lines' });
  await expect(dialog.getByRole('button', { name: 'Decrease Collage' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Increase Collage' }).click();
  await dialog.getByRole('button', { name: 'Increase Collage' }).click();
  await expect(dialog.getByLabel('Quantity of Collage')).toHaveValue('2');
  await dialog.getByRole('button', { name: 'Add 1 product' }).click();

  await expect(dialog).toBeHidden();
  await expect(alertSaying(page, '1 product has been added to the order.')).toBeVisible();
  await expect(rows).toHaveCount(before + 1);
});

test('the responsible agent is changed', async ({ page }) => {
  await page.goto(`/orders/${order.orderId}`);
  const responsible = page.getByRole('combobox', { name: 'Responsible agent' });
  const field = page.locator('.ant-form-item', { has: responsible });
  await expect(responsible).toBeEnabled();
  const next = (await field.textContent())?.includes('Mikkel Dahl') ? 'Astrid Holm' : 'Mikkel Dahl';
  await chooseOption(page, responsible, next);
  await expect(alertSaying(page, 'The responsible agent has been changed.')).toBeVisible();

  await page.reload();
  await expect(field).toContainText(next);
});
