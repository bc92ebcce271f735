import { expect, type Page, test } from '@playwright/test';
import { hubAs } from '../support/hub.ts';
import {
  enterAddressYourself,
  fillPrimaryContact,
  startNewOrder,
  uniqueReference,
} from '../support/new-order.ts';
import { signIn, useEnglish } from '../support/portal.ts';

// "I want to see prices": the demo's agent (agent@demo.test) has it off, the administrator on. The hub leaves
// the prices out for the agent; the portal shows none, nor a 0 in their place (docs/product.md "Prices").

/** How English writes the Copenhagen office's prices ("DKK 1,295"), and the Danish way, just in case. */
const PRICE = /DKK|kr\./;

/** The demo case with 300 delivered photos, opened with its collage dialog on its first two pictures. */
async function openCollageDialog(page: Page) {
  const agent = await hubAs('agent@demo.test');
  const search = await agent.post('/api/Cases/Search', { data: { take: 5, searchKey: 'DEMO-300' } });
  const [found] = (await search.json()).data as { id: string }[];
  await agent.dispose();
  if (!found) throw new Error('the demo case was not found');
  await page.goto(`/cases/${found.id}`);
  const grid = page.getByRole('list', { name: 'Material of the case' });
  await grid.getByRole('checkbox').nth(0).check();
  await grid.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Make collage' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make a collage' });
  await expect(dialog.getByText('2 pictures')).toBeVisible();
  return dialog;
}

test('an agent who hides prices orders and sees no price in the wizard, receipt, order or collage dialog', async ({
  page,
}) => {
  await useEnglish(page);
  await signIn(page, 'agent@demo.test');
  const main = page.getByRole('main');

  await startNewOrder(page);
  await page.getByRole('radio', { name: 'Order photography' }).click();
  await enterAddressYourself(page, 'Jagtvej', '115', '2200', 'København N');
  await page.getByLabel('Case number').fill(uniqueReference('E2E-NO-PRICES'));
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Package', level: 2 })).toBeVisible();
  const basis = page.getByRole('radio', { name: 'Basis 10 billeder' });
  await expect(basis).toHaveAccessibleDescription(/Includes/);
  await expect(main).not.toContainText(PRICE);
  await basis.click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Choices and options', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Increase Collage' }).click();
  await expect(main).not.toContainText(PRICE);
  await expect(main).not.toContainText('Estimated total');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Information', level: 2 })).toBeVisible();
  await fillPrimaryContact(page);
  await expect(main).not.toContainText(PRICE);
  await page.getByRole('button', { name: 'Go to summary' }).click();

  await expect(page.getByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();
  await expect(main).toContainText('Basis 10 billeder');
  await expect(main).not.toContainText(PRICE);
  await expect(main).not.toContainText('Estimated total');
  await page.getByRole('button', { name: 'Create order' }).click();

  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sales-id')).toHaveText(/^SO-[A-Z0-9]{8}$/);
  await expect(main).not.toContainText(PRICE);
  await expect(main.getByText('Total', { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'See the order' }).click();
  await expect(page.getByRole('heading', { name: 'Order lines' })).toBeVisible();
  const lines = page.locator('.ant-table-tbody');
  await expect(lines).toContainText('Basis 10 billeder');
  await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveCount(0);
  await expect(main).not.toContainText(PRICE);
  await expect(main.getByText('Total', { exact: true })).toHaveCount(0);
  const orderUrl = page.url();

  const dialog = await openCollageDialog(page);
  await expect(dialog).not.toContainText(PRICE);
  await expect(dialog).not.toContainText('No extra charge');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The administrator of the same office sees the prices of the same order and dialog.
  await page.context().clearCookies();
  await signIn(page, 'admin@demo.test', { at: orderUrl });
  await expect(page.getByRole('columnheader', { name: 'Price' })).toBeVisible();
  await expect(main).toContainText(/Total\s*DKK\s?[\d,]+/);
  const shown = await openCollageDialog(page);
  // The demo catalogue sells no collage template: each is made at no extra charge.
  await expect(shown.getByText('No extra charge')).toHaveCount(3);
});
