import { expect, test } from '@playwright/test';
import { mainMenu, openFromAccountMenu, openFromMenuGroup } from '../support/admin.ts';
import { createUser, uniqueEmail } from '../support/hub.ts';
import { signIn, useEnglish } from '../support/portal.ts';

test.beforeEach(async ({ page }) => useEnglish(page));

test('support staff act as a user with a banner on every page, and stop', async ({ page }) => {
  const email = uniqueEmail('helped');
  await createUser(email, 'helped-pass1');

  await signIn(page, 'support@demo.test');
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
  await signIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: /^Account:/ }).click();
  await expect(page.getByRole('menuitem', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'User management' })).toHaveCount(0);
  await page.goto('/user-management');
  await expect(page.getByText('You do not have access to this.')).toBeVisible();
});

test('acting as an office admin, support is told that API keys and webhooks cannot be made', async ({
  page,
}) => {
  await signIn(page, 'support@demo.test');
  await openFromAccountMenu(page, 'User management');
  await page.getByLabel('Search by name or email').fill('editor@demo.test');
  // The editor delivers material, which support may not: no way to act as them.
  const editor = page.getByRole('row', { name: /editor@demo\.test/ });
  await expect(editor.getByText('Has permissions you do not hold')).toBeVisible();
  await expect(editor.getByRole('button')).toHaveCount(0);

  await page.getByLabel('Search by name or email').fill('admin@demo.test');
  await page
    .getByRole('row', { name: /admin@demo\.test/ })
    .getByRole('button', { name: 'Act as Astrid Holm' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'You are acting as Astrid Holm' })).toBeVisible();

  await openFromMenuGroup(page, 'Administration', 'API keys');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  await expect(
    page.getByText('API keys cannot be created or revoked while acting as someone else', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'New API key' })).toBeDisabled();

  await openFromMenuGroup(page, 'Administration', 'Webhooks');
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Webhooks cannot be created, changed or deleted while acting as someone else', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'New webhook' })).toBeDisabled();
});
