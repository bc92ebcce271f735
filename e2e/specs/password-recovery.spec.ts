import { expect, test } from '@playwright/test';
import { createUser, uniqueEmail } from '../support/hub.ts';
import { firstLink, latestMailTo } from '../support/mailbox.ts';
import { alertSaying, signInThroughPage, useEnglish } from '../support/portal.ts';

test.beforeEach(async ({ page }) => useEnglish(page));

test('recovering a password through the mailed link, which works only once', async ({ page }) => {
  const email = uniqueEmail('recover');
  await createUser(email, 'first-password1');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The login page has an Email field too: wait for the recovery page before typing.
  await expect(page.getByRole('heading', { name: 'Password recovery' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send instructions' }).click();
  await expect(alertSaying(page, `have been sent to ${email}`)).toBeVisible();

  const mail = await latestMailTo(email, 'Reset your password');
  const link = firstLink(mail.text);
  await page.goto(link);
  await page.getByLabel('New password').fill('second-password2');
  await page.getByLabel('Repeat password').fill('second-password2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('The new password has been set and you can log in now.', { exact: true }),
  ).toBeVisible();

  await signInThroughPage(page, email, 'second-password2');

  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText('The link is no longer valid.', { exact: true })).toBeVisible();
});

test('the reset form asks for a password that follows the rule and matches', async ({ page }) => {
  const email = uniqueEmail('rules');
  await createUser(email, 'first-password1');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send instructions' }).click();
  await page.goto(firstLink((await latestMailTo(email, 'Reset your password')).text));
  await page.getByLabel('New password').fill('lettersonly');
  await page.getByLabel('Repeat password').fill('different1');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByLabel('New password')).toHaveAccessibleDescription(
    /^The password must contain at least one letter and one number/,
  );
  await expect(page.getByLabel('Repeat password')).toHaveAccessibleDescription('Must match the other field');
});
