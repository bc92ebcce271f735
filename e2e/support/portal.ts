import { expect, type Page } from '@playwright/test';
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
