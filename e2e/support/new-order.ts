import { expect, type Page } from '@playwright/test';

// Steps of the new-order wizard that several specs take, as a person takes them.

export const uniqueReference = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

/** Opens the wizard; an unfinished order left by an earlier test is put aside. */
export async function startNewOrder(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'New order' }).click();
  await expect(page.getByRole('heading', { name: 'New order', level: 1 })).toBeVisible();
  const draft = page.getByRole('dialog', { name: 'Continue your unfinished order?' });
  const firstStep = page.getByRole('heading', { name: 'Order type and address', level: 2 });
  await expect(draft.or(firstStep)).toBeVisible();
  if (await draft.isVisible()) await draft.getByRole('button', { name: 'Start over' }).click();
  await expect(firstStep).toBeVisible();
}

export async function enterAddressYourself(
  page: Page,
  street: string,
  number: string,
  postNumber: string,
  city: string,
) {
  await page.getByRole('switch', { name: 'Enter the address yourself' }).click();
  await page.getByLabel('Street').fill(street);
  // "Case number" also holds the word, so the house number's label is matched whole.
  await page.getByLabel(/^\W*Number$/).fill(number);
  await page.getByLabel('Postal code').fill(postNumber);
  await page.getByLabel('City').fill(city);
}

export async function fillPrimaryContact(page: Page) {
  const primary = page.getByRole('group', { name: 'Primary contact person' });
  await primary.getByLabel('Name').fill('Karen Jensen');
  await primary.getByLabel('Phone').fill('20 30 40 50');
}
