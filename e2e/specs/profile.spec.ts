import { expect, test } from '@playwright/test';
import { createUser, hubAs, uniqueEmail } from '../support/hub.ts';
import { firstLink, latestMailTo } from '../support/mailbox.ts';
import { alertSaying, signIn, useEnglish } from '../support/portal.ts';

test.beforeEach(async ({ page }) => useEnglish(page));

test('editing the profile saves the details', async ({ page }) => {
  const email = uniqueEmail('profile');
  await createUser(email, 'profile-pass1');
  await signIn(page, email, { password: 'profile-pass1', at: '/profile' });
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
  await signIn(page, email, { password: 'old-password1', at: '/profile' });
  await page.getByLabel('Old password').fill('wrong-password1');
  await page.getByLabel('New password').fill('new-password2');
  await page.getByLabel('Repeat password').fill('new-password2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('Old password')).toHaveAccessibleDescription('Old password is incorrect.');
  await page.getByLabel('Old password').fill('old-password1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(alertSaying(page, 'Your password has been changed.')).toBeVisible();
});

test('changing the email takes the link mailed to the new address', async ({ page }) => {
  const email = uniqueEmail('mover');
  const newEmail = uniqueEmail('moved');
  await createUser(email, 'mover-pass1');
  await signIn(page, email, { password: 'mover-pass1', at: '/profile' });
  // The address in the details is not editable; only Change email changes it.
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await page.getByLabel('New email').fill(newEmail);
  await page.getByLabel('Current password').fill('wrong-password1');
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(page.getByLabel('Current password')).toHaveAccessibleDescription('The password is incorrect.');
  await page.getByLabel('Current password').fill('mover-pass1');
  await page.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(alertSaying(page, `We have sent a confirmation link to ${newEmail}.`)).toBeVisible();

  await page.goto(firstLink((await latestMailTo(newEmail, 'Confirm your new email address')).text));
  await page.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
  await expect((await latestMailTo(email, 'has been changed')).text).toContain(newEmail);

  // Signing in takes the new address now.
  const hub = await hubAs(newEmail, 'mover-pass1');
  await hub.dispose();
});
