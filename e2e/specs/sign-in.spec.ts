import { expect, type Page, test } from '@playwright/test';
import { openFromAccountMenu } from '../support/admin.ts';
import { signInThroughPage, useEnglish } from '../support/portal.ts';

test.beforeEach(async ({ page }) => useEnglish(page));

test('signing in with remember me keeps a one-year cookie and opens the dashboard', async ({
  page,
  context,
}) => {
  await signInThroughPage(page, 'admin@demo.test', undefined, true);
  await expect(page).toHaveURL(/\/dashboard$/);
  const session = (await context.cookies()).find((cookie) => cookie.name === 'portal_session');
  expect(session?.httpOnly).toBe(true);
  const daysLeft = ((session?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(daysLeft).toBeGreaterThan(360);
});

test('signing in without remember me keeps only a browser-session cookie', async ({ page, context }) => {
  await signInThroughPage(page, 'agent@demo.test');
  const session = (await context.cookies()).find((cookie) => cookie.name === 'portal_session');
  expect(session?.expires).toBe(-1);
});

test('a wrong password shows the spec message and does not sign in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('agent@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email and/or password.');
  await expect(page).toHaveURL(/\/login/);
});

test('an empty form shows the required message next to each field', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('This field is required');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'This field is required',
  );
});

/** Signs in on the login page the browser is on, as the demo agent. */
async function signInHere(page: Page) {
  await page.getByLabel('Email').fill('agent@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('portal123');
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a signed-out visitor is sent to the login page and back after signing in', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fprofile/);
  await signInHere(page);
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
});

test('a signed-out visitor reaches the login page without an error in the browser console', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a crafted login link cannot send the person to another site after signing in', async ({
  page,
  baseURL,
}) => {
  // "/", a tab, then "/host": it starts with one slash, but the browser drops the tab and reads "//host".
  // The other site is this hub under another name (127.0.0.1 for localhost), so nothing leaves the machine.
  const portal = new URL(baseURL ?? '');
  const otherSite = `/\t/127.0.0.1:${portal.port}/elsewhere`;
  await page.goto(`/login?redirectUrl=${encodeURIComponent(otherSite)}`);
  await signInHere(page);
  await expect(page).toHaveURL(`${portal.origin}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a login link naming a page of the portal by its full address opens that page', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/login?redirectUrl=${encodeURIComponent(`${baseURL}/profile`)}`);
  await signInHere(page);
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
});

test('signing out ends the session and protected pages ask to sign in again', async ({ page }) => {
  await signInThroughPage(page, 'agent@demo.test');
  await openFromAccountMenu(page, 'Log out');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.goto('/cases');
  await expect(page).toHaveURL(/\/login/);
  const status = await page.evaluate(async () => (await fetch('/api/Authentication/user')).status);
  expect(status).toBe(401);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await signInThroughPage(page, 'agent@demo.test');
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
});
