import { expect, type Page, test } from '@playwright/test';
import { openFromAccountMenu } from '../support/admin.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { chooseFilterOption, signIn, useEnglish } from '../support/portal.ts';

// The demo's customer support address (SUPPORT_EMAIL's default in apps/api/src/config.ts).
const SUPPORT_EMAIL = 'support@portal.local';

/**
 * Opens the support page from the account menu, as a person would, for one of the user's departments (the
 * main menu's item can fold into its overflow on a narrow window).
 */
async function openSupportFor(page: Page, department: string) {
  await openFromAccountMenu(page, 'Customer support');
  await expect(page.getByRole('heading', { name: 'Customer support', level: 1 })).toBeVisible();
  await chooseFilterOption(page, 'Department', department);
}

const openingLine = (page: Page) => page.getByTestId('support-opening');

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('support is open on a Danish weekday morning, in Copenhagen time', async ({ page }) => {
  // Thursday 26 November 2026, 9.30 in Copenhagen.
  await page.clock.setFixedTime(new Date('2026-11-26T08:30:00Z'));
  await signIn(page, 'admin@demo.test');
  await openSupportFor(page, 'Nordbolig København');
  await expect(openingLine(page)).toHaveText('Open now, until 16:00');
  await expect(page.getByText('All times are Danish time.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /\+45 70 20 30 40/ })).toHaveAttribute(
    'href',
    'tel:+4570203040',
  );
  await expect(page.getByRole('link', { name: new RegExp(SUPPORT_EMAIL) })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
});

test('on a Saturday in Sweden the page tells the next opening, and a message reaches support', async ({
  page,
}) => {
  // Saturday 28 November 2026, 11.00 in Stockholm.
  await page.clock.setFixedTime(new Date('2026-11-28T10:00:00Z'));
  await signIn(page, 'admin@demo.test');
  await openSupportFor(page, 'Hemma Mäklare Stockholm');
  await expect(openingLine(page)).toHaveText('Closed, opens Monday at 8:15');
  await expect(page.getByText('No contact person is registered for Hemma Mäklare Stockholm.')).toBeVisible();

  // Nothing is sent without a subject and a message; each field says so.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Subject')).toHaveAccessibleDescription('This field is required');
  await expect(page.getByLabel('Message')).toHaveAccessibleDescription('This field is required');

  const subject = `Floor plan question ${Date.now()}`;
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Can the floor plan show the balcony too?');
  await page.getByRole('button', { name: 'Send message' }).click();
  // A success is announced politely (a status), not as an alert.
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');

  const mail = await latestMailTo(SUPPORT_EMAIL, subject);
  expect(mail.text).toContain('From: ');
  expect(mail.text).toContain('<admin@demo.test>');
  expect(mail.text).toContain('Department: Hemma Mäklare Stockholm');
  expect(mail.text).toContain('Page: /dashboard');
  expect(mail.text).toContain('Can the floor plan show the balcony too?');
});
