import { expect, type Page, test } from '@playwright/test';
import { mainMenu, menuGroup, openFromMenuGroup } from '../support/admin.ts';
import { hubAs } from '../support/hub.ts';
import { alertSaying, section, signIn, useEnglish } from '../support/portal.ts';

/** Opens a department from the departments list, as a person finds it: by searching its name. */
async function openDepartment(page: Page, search: string, name: string) {
  await openFromMenuGroup(page, 'Administration', 'Departments');
  await expect(page.getByRole('heading', { name: 'Departments', level: 1 })).toBeVisible();
  await page.getByLabel('Search departments').fill(search);
  await expect(page.getByText('Showing 1 of 1 departments', { exact: true })).toBeVisible();
  // In the page, not the header, whose logo is named after the department whose look the portal wears.
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

test.beforeEach(async ({ page }) => useEnglish(page));

test.afterAll(async () => {
  // Bergen's settings as the demo data has them, for the specs that run after this one.
  const support = await hubAs('support@demo.test');
  const found = await (await support.post('/api/Branch/search', { data: { search: 'Bergen' } })).json();
  const { id, permissions, access, orderCreationBlocked, directoryDomains, currency, ...bergen } =
    found.data[0];
  await support.patch(`/api/Branch/id/${id}`, { data: { ...bergen, maxImageUploadCount: 60 } });
  await support.put(`/api/Branch/id/${id}/directory-domains`, { data: { domains: [] } });
  await support.dispose();
});

test('an admin sees the departments they administer, read-only, and their apps', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  // An admin's whole menu fits a 1280 px screen: its last item shows, nothing is tucked away under "…".
  await expect(menuGroup(page, 'Help')).toBeVisible();
  await openFromMenuGroup(page, 'Administration', 'Departments');
  await expect(page.getByText('Showing 2 of 2 departments', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fjordhus Eiendom Bergen' })).toHaveCount(0);

  await openDepartment(page, 'Stockholm', 'Hemma Mäklare Stockholm');
  const settings = section(page, 'Settings');
  await expect(settings.getByText('SE-20417')).toBeVisible();
  await expect(settings.getByText('Sweden')).toBeVisible();
  // Only provider staff edit a department.
  await expect(page.getByRole('button', { name: 'Edit settings' })).toHaveCount(0);
  await expect(section(page, 'Order creation')).toContainText('This department can create orders.');
  await expect(section(page, 'Directory sign-in')).toContainText('everyone in this department signs in');

  await page.getByRole('link', { name: 'Apps of this department' }).click();
  await expect(page.getByRole('heading', { name: 'Apps', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Department' })).toBeVisible();
  const addressLookup = page.getByRole('row', { name: /Address lookup/ });
  await expect(addressLookup).toContainText('Built-in default');
  await expect(addressLookup).toContainText('MAPS_API_URL');
  await expect(page.getByRole('row', { name: /Directory sign-in/ })).toContainText('Off');
});

test('a regular user has no departments or apps in the menu', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  // "New order" comes with the permissions, so the menu is complete when it shows.
  await expect(mainMenu(page).getByRole('link', { name: 'New order' })).toBeVisible();
  await expect(menuGroup(page, 'Help')).toBeVisible();
  await expect(menuGroup(page, 'Administration')).toHaveCount(0);
});

test('provider support edits a department and binds a directory domain to it', async ({ page }) => {
  await signIn(page, 'support@demo.test');
  await openFromMenuGroup(page, 'Administration', 'Departments');
  await expect(page.getByText('Showing 3 of 3 departments', { exact: true })).toBeVisible();
  await openDepartment(page, 'Bergen', 'Fjordhus Eiendom Bergen');

  await page.getByRole('button', { name: 'Edit settings' }).click();
  // The settings' own Save (a busy button keeps its name: its loading icon is hidden from screen readers).
  const save = section(page, 'Settings').getByRole('button', { name: 'Save' });
  // A customer id another department has is refused next to the field, and nothing is saved.
  await page.getByLabel('Customer id').fill('DK-10042');
  await save.click();
  await expect(page.getByLabel('Customer id')).toHaveAccessibleDescription(
    'Another department already has this customer id.',
  );
  await page.getByLabel('Customer id').fill('NO-30988');
  await page.getByLabel('Most images per upload').fill('75');
  await save.click();
  await expect(alertSaying(page, 'The department has been saved.')).toBeVisible();
  await expect(section(page, 'Settings').getByText('75', { exact: true })).toBeVisible();

  const directory = section(page, 'Directory sign-in');
  const domains = directory.getByLabel('Email domains');
  await domains.fill('not a domain');
  await domains.press('Enter');
  await expect(directory.getByText('“not” is not an email domain such as example.com.')).toBeVisible();
  await page.reload();
  await directory.getByLabel('Email domains').fill('fjordhus-directory.test');
  await directory.getByLabel('Email domains').press('Enter');
  await directory.getByRole('button', { name: 'Save domains' }).click();
  await expect(alertSaying(page, 'The directory domains have been saved.')).toBeVisible();
  await expect(directory).toContainText('sign in through their organisation');

  await page.getByRole('link', { name: 'Apps of this department' }).click();
  const directoryRow = page.getByRole('row', { name: /Directory sign-in/ });
  await expect(directoryRow).toContainText('Connected');
  await expect(directoryRow).toContainText('fjordhus-directory.test');
});
