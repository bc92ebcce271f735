import { expect, test } from '@playwright/test';
import { createUser, uniqueEmail } from '../support/hub.ts';
import { alertSaying, signInThroughPage, useEnglish } from '../support/portal.ts';

test.beforeEach(async ({ page }) => useEnglish(page));

test('editing the profile saves the details', async ({ page }) => {
  const email = uniqueEmail('profile');
  await createUser(email, 'profile-pass1');
  await signInThroughPage(page, email, 'profile-pass1');
  await page.goto('/profile');
  await page.getByLabel('First name').fill('Karen');
  await page.getByLabel('Phone', { exact: true }).fill('bad phone!');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Phone', { exact: true })).toHaveAccessibleDescription(/valid phone number/);
  await page.getByLabel('Phone', { exact: true }).fill('20 30 40 50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(alertSaying(page, 'Your details have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Karen');
  // The invited user's first department is the Stockholm office, so the Swedish dial prefix is added.
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('+46 20 30 40 50');
});

test('changing the password checks the old one', async ({ page }) => {
  const email = uniqueEmail('password');
  await createUser(email, 'old-password1');
  await signInThroughPage(page, email, 'old-password1');
  await page.goto('/profile');
  await page.getByLabel('Old password').fill('wrong-password1');
  await page.getByLabel('New password').fill('new-password2');
  await page.getByLabel('Repeat password').fill('new-password2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Old password')).toHaveAccessibleDescription('Old password is incorrect.');
  await page.getByLabel('Old password').fill('old-password1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(alertSaying(page, 'Your password has been changed.')).toBeVisible();
});
