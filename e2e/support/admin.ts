import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { hubAs } from './hub.ts';

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** A group of the main menu ("Administration", "Help"), which opens on a click. */
export const menuGroup = (page: Page, group: string) => mainMenu(page).getByRole('menuitem', { name: group });

/** Opens a page from a group of the main menu: the group, then its item in the list that opens. */
export async function openFromMenuGroup(page: Page, group: string, name: string) {
  await menuGroup(page, group).click();
  const link = page.getByRole('menu').getByRole('link', { name, exact: true });
  // The list zooms in; a click before it has settled can land on the page behind it (a CI run showed it).
  const list = page.locator('.ant-menu-submenu-popup').filter({ has: link });
  await expect(list).not.toHaveClass(/-(appear|enter)/);
  await link.click();
}

/** Opens a page from the account menu (the avatar): like a menu group, its list zooms in before the click. */
export async function openFromAccountMenu(page: Page, name: string) {
  await page.getByRole('button', { name: /^Account: / }).click();
  const item = page.getByRole('menuitem', { name, exact: true });
  await expect(page.locator('.ant-dropdown').filter({ has: item })).not.toHaveClass(/-(appear|enter)/);
  await item.click();
}

interface AdminUserRow {
  id: string;
  access: { branchId: number; branchName: string; access: 'NONE' | 'REGULAR' | 'ADMIN' }[];
}

/** The users-page row of an address as admin@demo.test sees it: the user's id and where they have access. */
export async function userAsAdminSeesIt(email: string): Promise<AdminUserRow> {
  const admin = await hubAs('admin@demo.test');
  const response = await admin.post('/api/User/search', { data: { search: email } });
  expect(response.status(), await response.text()).toBe(200);
  const rows: AdminUserRow[] = (await response.json()).data;
  await admin.dispose();
  expect(rows).toHaveLength(1);
  return rows[0] as AdminUserRow;
}

/** What the user of a signed-in request context may do in each of their departments. */
export async function departmentPermissionsOf(user: APIRequestContext): Promise<string[][]> {
  const response = await user.get('/api/Authentication/user/permissions');
  expect(response.status(), await response.text()).toBe(200);
  const body: { branches: { permissions: string[] }[] } = await response.json();
  return body.branches.map((branch) => branch.permissions);
}
