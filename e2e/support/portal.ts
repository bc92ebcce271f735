import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './hub.ts';

/** Signs in through the login page, as a person would; the portal opens on the dashboard. */
export async function signInThroughPage(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  remember = false,
) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** The portal starts in Danish on hosts without .se; the tests speak English unless they say otherwise. */
export async function useEnglish(page: Page) {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', 'en');
  });
}

/**
 * Picks an option of a list filter's select, as a person does: opens it, clicks the option in the open
 * dropdown, closes a multiple choice (which stays open after a pick), and waits until the dropdown is gone.
 */
export async function chooseFilterOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const open = page.locator('.ant-select-dropdown:visible');
  await open.locator('.ant-select-item-option', { hasText: option }).first().click();
  if ((await open.count()) > 0) await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/**
 * The message that says `text`, as a person (or a screen reader) meets it: an inline alert or a toast, both
 * of which carry the alert role. Plain page-wide text would also match the same sentence elsewhere on the
 * page, such as in a task's description.
 */
export function alertSaying(scope: Page | Locator, text: string | RegExp): Locator {
  return scope.getByRole('alert').filter({ hasText: text });
}

/** A titled section of a page (a details panel or a labelled section), found by its title. */
export function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/**
 * Finds a case in the case list by its number and opens it. The table adds or drops its phone column only
 * once it has measured the screen, so the case's link is clicked when exactly one is shown.
 */
export async function openCaseFromList(page: Page, reference: string) {
  await page.getByLabel('Search').fill(reference);
  await expect(page.getByText('Showing 1 of 1 cases', { exact: true })).toBeVisible();
  const caseLink = page.getByRole('link', { name: reference, exact: true });
  await expect(caseLink).toHaveCount(1);
  await caseLink.click();
  await expect(page.getByRole('heading', { name: 'Case details', level: 1 })).toBeVisible();
}

/** The status of the task whose page is open, shown beside its title. */
export function taskStatus(page: Page): Locator {
  return page.getByRole('status', { name: 'Status', exact: true });
}
