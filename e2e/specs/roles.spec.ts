import { expect, test } from '@playwright/test';
import { HUB_PORT } from '../playwright.config.ts';
import { departmentPermissionsOf, mainMenu, openFromMenuGroup, userAsAdminSeesIt } from '../support/admin.ts';
import { createUser, hubAs, uniqueEmail } from '../support/hub.ts';
import { signIn, useEnglish } from '../support/portal.ts';

test.beforeEach(async ({ page }) => useEnglish(page));

test('provider support creates a role and, by editing it, takes ordering away from its users', async ({
  page,
  browser,
}) => {
  const roleName = `Ordering ${Date.now()}`;
  await signIn(page, 'support@demo.test');
  await openFromMenuGroup(page, 'Administration', 'Roles');
  await expect(page.getByRole('heading', { name: 'Roles', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New role' }).click();
  const create = page.getByRole('dialog', { name: 'New role' });
  await create.getByLabel('Name').fill(roleName);
  await create.getByRole('checkbox', { name: 'Create orders and their cases' }).check();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  await page.getByLabel('Search by name').fill(roleName);
  await expect(page.getByRole('row', { name: roleName })).toBeVisible();

  // A new colleague holds the role in their department (given by their admin through the hub).
  const email = uniqueEmail('role-holder');
  await createUser(email, 'role-holder1');
  const { id, access } = await userAsAdminSeesIt(email);
  const branchId = access.find((entry) => entry.access === 'REGULAR')?.branchId;
  const support = await hubAs('support@demo.test');
  const roles = await (await support.post('/api/Role/search', { data: { search: roleName } })).json();
  await support.dispose();
  const admin = await hubAs('admin@demo.test');
  const given = await admin.patch(`/api/User/id/${id}/branch/${branchId}`, {
    data: { roleId: roles.data[0].id },
  });
  expect(given.status(), await given.text()).toBe(200);
  await admin.dispose();

  const holderContext = await browser.newContext({ baseURL: `http://localhost:${HUB_PORT}` });
  const holder = await holderContext.newPage();
  await useEnglish(holder);
  await signIn(holder, email, { password: 'role-holder1' });
  await expect(mainMenu(holder).getByRole('link', { name: 'New order' })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${roleName}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit role ${roleName}` });
  await edit.getByRole('checkbox', { name: 'Create orders and their cases' }).uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(`The role ${roleName} has been saved.`)).toBeVisible();

  // The holder's next page load has no ordering, and the hub no longer grants it.
  await holder.reload();
  await expect(mainMenu(holder).getByRole('link', { name: 'Cases' })).toBeVisible();
  await expect(mainMenu(holder).getByRole('link', { name: 'New order' })).toHaveCount(0);
  const holderHub = await hubAs(email, 'role-holder1');
  expect((await departmentPermissionsOf(holderHub)).flat()).not.toContain('orders.create');
  await holderHub.dispose();
  await holderContext.close();
});

test('an admin reads the roles but cannot edit them', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await openFromMenuGroup(page, 'Administration', 'Roles');
  await expect(page.getByRole('row', { name: /Agent/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New role' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});
