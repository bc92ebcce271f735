import { expect, test } from '@playwright/test';
import { hubAs, inviteUser, uniqueEmail } from '../support/hub.ts';
import { firstLink, latestMailTo } from '../support/mailbox.ts';
import { useEnglish } from '../support/portal.ts';

test.beforeEach(async ({ page }) => useEnglish(page));

test('accepting an invitation from the mail creates the account and signs in', async ({ page }) => {
  const email = uniqueEmail('invited');
  const admin = await hubAs('admin@demo.test');
  await inviteUser(admin, email);
  await admin.dispose();

  const link = firstLink((await latestMailTo(email, 'invited')).text);
  await page.goto(link);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await page.getByLabel('First name').fill('Ny');
  await page.getByLabel('Last name').fill('Kollega');
  await page.getByLabel('Mobile phone').fill('+45 20 30 40 50');
  await page.getByLabel('Password', { exact: true }).fill('welcome-home1');
  await page.getByLabel('Repeat password').fill('welcome-home1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText('Invite link does not exist or is no longer valid.')).toBeVisible();
});

test('an unknown invitation link says so', async ({ page }) => {
  await page.goto('/invite/this-link-does-not-exist');
  await expect(page.getByText('Invite link does not exist or is no longer valid.')).toBeVisible();
});
