import { expect, test } from '@playwright/test';
import { createUser, hubAs, invitationLinkMailedTo, inviteUser, uniqueEmail } from '../support/hub.ts';
import { useEnglish } from '../support/portal.ts';

test.beforeEach(async ({ page }) => useEnglish(page));

test('accepting an invitation from the mail creates the account and signs in', async ({ page }) => {
  const email = uniqueEmail('invited');
  const admin = await hubAs('admin@demo.test');
  await inviteUser(admin, email);
  await admin.dispose();

  const link = await invitationLinkMailedTo(email);
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

test('an invitation for an existing account asks that account to sign in, then adds the department', async ({
  page,
}) => {
  const email = uniqueEmail('existing');
  await createUser(email, 'existing-pass1');
  const admin = await hubAs('admin@demo.test');
  // createUser gave access to the admin's first department; this invitation is for the second.
  await inviteUser(admin, email, 'en', 1);
  await admin.dispose();

  await page.goto(await invitationLinkMailedTo(email));
  await expect(page.getByText(`This invitation is for your existing account ${email}.`)).toBeVisible();
  // No way to set a password for an account that exists.
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in to accept' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('existing-pass1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const invitee = await hubAs(email, 'existing-pass1');
  const branches: unknown[] = await (await invitee.get('/api/Authentication/user/branches')).json();
  expect(branches).toHaveLength(2);
  await invitee.dispose();
});

test('an unknown invitation link says so', async ({ page }) => {
  await page.goto('/invite/this-link-does-not-exist');
  await expect(page.getByText('Invite link does not exist or is no longer valid.')).toBeVisible();
});
