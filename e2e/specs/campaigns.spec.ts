import { expect, type Page, test } from '@playwright/test';
import { openFromMenuGroup } from '../support/admin.ts';
import {
  enterAddressYourself,
  fillPrimaryContact,
  startNewOrder,
  uniqueReference,
} from '../support/new-order.ts';
import { alertSaying, chooseOption, section, signIn, useEnglish } from '../support/portal.ts';

const COPENHAGEN = 'Nordbolig København';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Creates a running campaign of the Copenhagen office through the campaigns page's dialog. */
async function createCampaign(page: Page, name: string, budget: string, hardLimit = false) {
  await openFromMenuGroup(page, 'Marketing', 'Campaigns');
  await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'New campaign' });
  await dialog.getByRole('textbox', { name: '* Name' }).fill(name);
  await chooseOption(page, dialog.getByRole('combobox', { name: '* Department' }), COPENHAGEN);
  // Yesterday in UTC is today or yesterday in Copenhagen: the campaign is running either way.
  for (const [label, value] of [
    ['* Start date', day(-1)],
    ['* End date', day(30)],
  ] as const) {
    const picker = dialog.getByRole('textbox', { name: label });
    await picker.fill(value);
    await picker.press('Enter');
    await expect(picker).toHaveValue(value);
  }
  await dialog.getByRole('spinbutton', { name: '* Budget' }).fill(budget);
  if (hardLimit) await dialog.getByRole('switch', { name: 'Hard limit' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
}

/** A shop-photo order of the Copenhagen office placed under the campaign, up to pressing "Create order". */
async function orderUnderCampaign(page: Page, campaign: string, street: string) {
  await startNewOrder(page);
  await page.getByRole('radio', { name: 'Order shop photos' }).click();
  await chooseOption(page, page.getByRole('combobox', { name: /^(\* )?Department$/ }), COPENHAGEN);
  await enterAddressYourself(page, street, '4', '1160', 'København K');
  await page.getByLabel('Case number').fill(uniqueReference('E2E-CAMPAIGN'));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Butik Basis 15 billeder' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Choices and options', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Information', level: 2 })).toBeVisible();
  await fillPrimaryContact(page);
  await chooseOption(page, page.getByRole('combobox', { name: 'Campaign', exact: true }), campaign);
  await page.screenshot({ path: test.info().outputPath('campaign-choice.png'), fullPage: true });
  await page.getByRole('button', { name: 'Go to summary' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();
  await expect(page.locator('.ant-descriptions-item').filter({ hasText: /^Campaign/ })).toContainText(
    campaign,
  );
  await page.getByRole('button', { name: 'Create order' }).click();
}

/** The campaign's line in the dashboard's campaigns panel. */
async function dashboardCampaign(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  return section(page, 'Campaigns').getByTestId('dashboard-campaign').filter({ hasText: name });
}

test.describe('campaigns', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
    await signIn(page, 'admin@demo.test');
  });

  test("an order over a campaign's budget is confirmed, and the dashboard shows the budget used", async ({
    page,
  }) => {
    const name = uniqueReference('Harbour flats');
    await createCampaign(page, name, '100');
    const campaign = await dashboardCampaign(page, name);
    await expect(campaign).toContainText('DKK 0 of DKK 100');
    await expect(campaign).toContainText('Active');

    await orderUnderCampaign(page, name, 'Strøget');
    const confirm = page.getByRole('dialog', { name: "Over the campaign's budget" });
    await expect(confirm).toContainText(
      new RegExp(
        `This order goes DKK\\s[\\d,]+ over the budget of the campaign "${name}"\\. Place it anyway\\?`,
      ),
    );
    // The dialog zooms in; the picture is taken once it has settled.
    await expect(page.locator('[class*="zoom-appear"], [class*="zoom-enter"]')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('over-budget.png') });
    await confirm.getByRole('button', { name: 'Place the order anyway' }).click();
    await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();

    const after = await dashboardCampaign(page, name);
    await expect(after).not.toContainText('DKK 0 of DKK 100');
    await expect(after).toContainText(/DKK\s[\d,]+ of DKK\s100/);
    await expect(after.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  test('a hard limit refuses the order with what is left of the budget', async ({ page }) => {
    const name = uniqueReference('Strict villas');
    await createCampaign(page, name, '50', true);
    await orderUnderCampaign(page, name, 'Amagertorv');
    await expect(
      alertSaying(page, `The campaign "${name}" has DKK 50 left of its budget, less than this order costs.`),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();
    const campaign = await dashboardCampaign(page, name);
    await expect(campaign).toContainText('DKK 0 of DKK 50');
  });
});
