import { expect, test } from '@playwright/test';
import { DIRECTORY_ACCOUNT, DIRECTORY_DOMAIN } from '../support/directory-accounts.ts';
import { hubAs } from '../support/hub.ts';
import { alertSaying, useEnglish } from '../support/portal.ts';

const DEPARTMENTS = ['Nordbolig København', 'Hemma Mäklare Stockholm'];

test.beforeAll(async () => {
  // Provider staff bind the directory's domain to two departments, so its new account has a choice to make.
  const support = await hubAs('support@demo.test');
  const found = await (await support.post('/api/Branch/search', { data: { take: 100 } })).json();
  for (const name of DEPARTMENTS) {
    const branch = found.data.find((candidate: { name: string }) => candidate.name === name);
    const bound = await support.put(`/api/Branch/id/${branch.id}/directory-domains`, {
      data: { domains: [DIRECTORY_DOMAIN] },
    });
    expect(bound.status(), await bound.text()).toBe(200);
  }
  await support.dispose();
});

test.beforeEach(async ({ page }) => useEnglish(page));

test('a directory address signs in at its organisation, chooses the department and works there', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DIRECTORY_ACCOUNT.login);
  // The portal asks no password of a directory address: the organisation signs its people in.
  await expect(page.getByRole('status')).toContainText('Your organisation signs you in.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue with your organisation' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in to your organisation' })).toBeVisible();
  await page.getByLabel('Email').fill(DIRECTORY_ACCOUNT.login);
  await page.getByLabel('Password').fill(DIRECTORY_ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/directory-login$/);
  await expect(page.getByRole('heading', { name: 'Choose your account', level: 1 })).toBeVisible();
  const choices = page.getByRole('list', { name: 'Departments and users' });
  await expect(choices.getByRole('button')).toHaveCount(2);
  await choices.getByRole('button', { name: /Hemma Mäklare Stockholm/ }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.goto('/profile');
  await expect(
    alertSaying(page, `Your account comes from your organisation's directory (${DIRECTORY_DOMAIN})`),
  ).toBeVisible();
  // No password to change here: the directory keeps it.
  await expect(page.getByLabel('Old password')).toHaveCount(0);
  await expect(page.getByLabel('New password')).toHaveCount(0);
});

test('the directory login screen of a finished or foreign sign-in leads back to the login page', async ({
  page,
}) => {
  await page.goto('/directory-login');
  await expect(alertSaying(page, 'The sign-in has expired. Please sign in again.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
});

test('a refused directory sign-in says why on the login page', async ({ page }) => {
  await page.goto('/login?directoryError=auth.directory.noAccess');
  await expect(
    alertSaying(page, 'Your account has no access to any department. Please contact your admin.'),
  ).toBeVisible();
  // Anything else in the address reads as the general failure, never as text of the visitor's choosing.
  await page.goto('/login?directoryError=errors.whatever');
  await expect(
    alertSaying(page, 'Signing in through your organisation did not succeed. Please try again.'),
  ).toBeVisible();
});

test('an address of another domain still signs in by password', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('agent@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('portal123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});
