import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInByCall } from './hub.ts';

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
  await dashboardShown(page);
}

/** The portal's first page after signing in has drawn its heading. */
async function dashboardShown(page: Page) {
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/**
 * Signs in through the hub's sign-in call, as the login page would, and opens `at`, or the dashboard once its
 * heading shows. For every spec but those of signing in itself, which draw the login page with
 * `signInThroughPage`: that page cost each test about two seconds.
 */
export async function signIn(page: Page, email: string, options: { password?: string; at?: string } = {}) {
  await signInByCall(page.request, email, options.password);
  await page.goto(options.at ?? '/dashboard');
  if (options.at === undefined) await dashboardShown(page);
}

/** The portal starts in Danish on hosts without .se; the tests speak English unless they say otherwise. */
export async function useEnglish(page: Page) {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('locale')) window.localStorage.setItem('locale', 'en');
  });
}

/**
 * Chooses `option` in an Ant Design select the way a keyboard user does: opens it, moves the highlight with
 * the arrow keys until it is on the option, and presses Enter. A pointer click on an option can miss while
 * the dropdown is still sliding in or the dialog behind it is still settling; the keys do not
 * depend on where anything is on the screen. A search select is typed into first (`search`). A multiple
 * select stays open after a pick and is closed with Escape. Waits until the dropdown is gone.
 */
export async function chooseOption(
  page: Page,
  combobox: Locator,
  option: string | RegExp,
  search?: string,
): Promise<void> {
  await combobox.click();
  if (search !== undefined) await combobox.fill(search);
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(open.locator('.ant-select-item-option', { hasText: option }).first()).toBeVisible();
  const active = open.locator('.ant-select-item-option-active');
  // Options that arrive from the hub while typing (the address lookup) are shown with none highlighted until a
  // key moves the highlight; the loop below goes round the list, so a step past the wanted option is harmless.
  if ((await active.count()) === 0) await page.keyboard.press('ArrowDown');
  await expect(active).toHaveCount(1);
  const matches = (text: string) => (typeof option === 'string' ? text.includes(option) : option.test(text));
  let current = (await active.textContent()) ?? '';
  for (let moves = 0; !matches(current); moves += 1) {
    if (moves > 200) throw new Error(`no option ${option} in the select`);
    await page.keyboard.press('ArrowDown');
    await expect(active).not.toHaveText(current);
    current = (await active.textContent()) ?? '';
  }
  await page.keyboard.press('Enter');
  // Only a multiple select stays open after a pick and needs an Escape: a single one closes by itself, and an
  // Escape while its list is still fading out would close the dialog the select is in.
  const multiple = combobox.locator('xpath=ancestor::*[contains(@class, "ant-select-multiple")]');
  if ((await multiple.count()) > 0) await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/**
 * Chooses a department in the picker of an administration page ("Department") and waits until the page has
 * switched to it: until the select shows it, what the page shows (and what is typed into it) is still the
 * previous department's.
 */
export async function chooseDepartment(page: Page, name: string) {
  const picker = page.getByRole('combobox', { name: 'Department' });
  await chooseOption(page, picker, name);
  await expect(picker.locator('xpath=ancestor::*[@title][1]')).toHaveAttribute('title', name);
}

/**
 * Picks an option of a select labelled `label`: a list filter, or a form field whose name starts with the
 * required mark ("* Department"). The whole name is matched, so "Department" never finds "Department type".
 */
export async function chooseFilterOption(page: Page, label: string, option: string) {
  const name = new RegExp(`^(\\* )?${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await chooseOption(page, page.getByRole('combobox', { name }), option);
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

/**
 * Presses a button of a dialog once the dialog has finished zooming in: a click during the zoom can land
 * while the button is still moving, and the dialog then stays open (a CI run showed it).
 */
export async function pressInDialog(dialog: Locator, button: string) {
  await expect(dialog).not.toHaveClass(/-(appear|enter)/);
  await dialog.getByRole('button', { name: button }).click();
}
