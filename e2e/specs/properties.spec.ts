import { expect, test } from '@playwright/test';
import { openFromMenuGroup } from '../support/admin.ts';
import { section, signIn, useEnglish } from '../support/portal.ts';

test.describe('properties', () => {
  test.beforeEach(async ({ page }) => {
    await useEnglish(page);
    await signIn(page, 'admin@demo.test');
  });

  test('the dashboard shows the latest properties for sale; the page finds one by address and opens its presentation', async ({
    page,
  }) => {
    const panel = section(page, 'Properties');
    await expect(panel.getByRole('listitem')).toHaveCount(4);
    await panel.getByRole('link', { name: 'See all properties' }).click();
    await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Showing 12 of \d+$/)).toBeVisible();

    const first = page.getByRole('listitem').first();
    const address = (await first.locator('strong').textContent()) ?? '';
    expect(address).not.toBe('');
    await page.getByLabel('Search by address').fill(address);
    await expect(page.getByText(/^Showing 1 of 1$/)).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(1);

    await page.getByRole('link', { name: `Presentation: ${address}` }).click();
    await expect(page).toHaveURL(/\/cases\/[0-9a-f-]+\/presentation$/);
    await page.goBack();
    await page.getByRole('link', { name: `Open case: ${address}` }).click();
    await expect(page).toHaveURL(/\/cases\/[0-9a-f-]+$/);
    await expect(page.getByText(address).first()).toBeVisible();
  });

  test('the properties page is in the Marketing menu, and a search without a match says so', async ({
    page,
  }) => {
    await openFromMenuGroup(page, 'Marketing', 'Properties');
    await expect(page.getByRole('heading', { name: 'Properties', level: 1 })).toBeVisible();
    await page.getByLabel('Search by address').fill('Nowhere street 999');
    await expect(page.getByText('No property matches the search')).toBeVisible();
  });
});
