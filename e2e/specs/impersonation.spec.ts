import { expect, test } from '@playwright/test';
import { mainMenu, openFromAccountMenu } from '../support/admin.ts';
import { createUser, uniqueEmail } from '../support/hub.ts';
import { signInThroughPage, useEnglish } from '../support/portal.ts';

test.beforeEach(async ({ page }) => useEnglish(page));

test('support staff act as a user with a banner on every page, and stop', async ({ page }) => {
  const email = uniqueEmail('helped');
  await createUser(email, 'helped-pass1');

  await signInThroughPage(page, 'support@demo.test');
  await openFromAccountMenu(page, 'User management');
  await expect(page.getByRole('heading', { name: 'User management', level: 1 })).toBeVisible();
  await page.getByLabel('Search by name or email').fill(email);
  await page.getByRole('row', { name: email }).getByRole('button', { name: 'Act as Test Person' }).click();

  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'You are acting as' });
  await expect(banner).toContainText(`You are acting as Test Person (${email}).`);
  // The user's own menu: they may order, support staff may not.
  await expect(mainMenu(page).getByRole('link', { name: 'New order' })).toBeVisible();
  await openFromAccountMenu(page, 'My profile');
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('heading', { name: 'User management', level: 1 })).toBeVisible();
  await expect(page.getByText('You are acting as')).toHaveCount(0);
  await expect(mainMenu(page).getByRole('link', { name: 'New order' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'User management', level: 1 })).toBeVisible();
  await expect(page.getByText('You are acting as')).toHaveCount(0);
});

test('a user without the impersonate permission has no user management', async ({ page }) => {
  await signInThroughPage(page, 'admin@demo.test');
  await page.getByRole('button', { name: /^Account:/ }).click();
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'User management' })).toHaveCount(0);
  await page.goto('/user-management');
  await expect(page.getByText('You do not have access to this.')).toBeVisible();
});
