import { expect, type Page, test } from '@playwright/test';
import { HUB_PORT } from '../playwright.config.ts';
import { mainMenu, menuGroup, openFromMenuGroup, userAsAdminSeesIt } from '../support/admin.ts';
import { createUser, hubAs, invitationLinkMailedTo, inviteUser, uniqueEmail } from '../support/hub.ts';
import { signIn, useEnglish } from '../support/portal.ts';

test.beforeEach(async ({ page }) => useEnglish(page));

const pendingInvites = (page: Page) => page.getByRole('region', { name: 'Pending invites' });

async function openUsersPage(page: Page) {
  await openFromMenuGroup(page, 'Administration', 'Users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
}

test('an admin invites a new colleague, who accepts the mailed link and then shows among the users', async ({
  page,
}) => {
  const email = uniqueEmail('colleague');
  await signIn(page, 'admin@demo.test');
  await openUsersPage(page);

  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite user' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('First name').fill('Nora');
  await dialog.getByLabel('Last name').fill('Nyansat');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByText('Choose at least one department for the invited user.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Nordbolig København' }).check();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog).toBeHidden();
  await expect(pendingInvites(page).getByRole('row', { name: email })).toBeVisible();

  // The colleague, in a browser without the admin's session.
  await page.context().clearCookies();
  await page.goto(await invitationLinkMailedTo(email));
  await page.getByLabel('Mobile phone').fill('+45 20 30 40 50');
  await page.getByLabel('Password', { exact: true }).fill('welcome-home1');
  await page.getByLabel('Repeat password').fill('welcome-home1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'admin@demo.test');
  await openUsersPage(page);
  await page.getByLabel('Search by name or email').fill(email);
  const row = page.getByRole('row', { name: email });
  await expect(row.getByRole('link', { name: 'Nora Nyansat' })).toBeVisible();
  await expect(row.getByText('Nordbolig København: Regular')).toBeVisible();
  await expect(pendingInvites(page).getByRole('row', { name: email })).toHaveCount(0);
});

test('an admin resends an invite (the old link stops working) and removes it', async ({ page }) => {
  const email = uniqueEmail('pending');
  const admin = await hubAs('admin@demo.test');
  await inviteUser(admin, email);
  await admin.dispose();
  const firstLink = await invitationLinkMailedTo(email);

  await signIn(page, 'admin@demo.test');
  await openUsersPage(page);
  const row = pendingInvites(page).getByRole('row', { name: email });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Resend the invite to ${email}` }).click();
  await expect(page.getByText(`A new invite has been sent to ${email}.`)).toBeVisible();
  await expect.poll(() => invitationLinkMailedTo(email)).not.toBe(firstLink);
  const secondLink = await invitationLinkMailedTo(email);

  await row.getByRole('button', { name: `Remove the invite for ${email}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove invite?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  await page.context().clearCookies();
  for (const link of [firstLink, secondLink]) {
    await page.goto(link);
    await expect(page.getByText('Invite link does not exist or is no longer valid.')).toBeVisible();
  }
});

test('an admin makes a colleague admin, then revokes their access, which the colleague loses at once', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('promoted');
  await createUser(email, 'colleague-pass1');
  const { id, access: before } = await userAsAdminSeesIt(email);
  const department = before.find((entry) => entry.access === 'REGULAR')?.branchName ?? '';

  // The colleague stays signed in in their own browser throughout.
  const colleagueContext = await browser.newContext({ baseURL: `http://localhost:${HUB_PORT}` });
  const colleague = await colleagueContext.newPage();
  await useEnglish(colleague);
  await signIn(colleague, email, { password: 'colleague-pass1' });
  // "New order" comes with the permissions, so the menu is complete when it shows.
  await expect(mainMenu(colleague).getByRole('link', { name: 'New order' })).toBeVisible();
  await expect(menuGroup(colleague, 'Administration')).toHaveCount(0);

  await signIn(page, 'admin@demo.test');
  await openUsersPage(page);
  await page.getByLabel('Search by name or email').fill(email);
  await page.getByRole('row', { name: email }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/users/${id}$`));
  const access = page.getByRole('region', { name: 'Access per department' });
  const adminSwitch = access.getByRole('switch', { name: `Administrator in ${department}` });
  await expect(adminSwitch).not.toBeChecked();
  await adminSwitch.click();
  await expect(adminSwitch).toBeChecked();

  await colleague.reload();
  await menuGroup(colleague, 'Administration').click();
  await expect(colleague.getByRole('menu').getByRole('link', { name: 'Users' })).toBeVisible();

  await access.getByRole('button', { name: 'Revoke access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke access?' });
  await expect(dialog.getByText(`Test Person loses access to ${department} at once.`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke access' }).click();
  await expect(dialog).toBeHidden();
  // No department in common is left, so the colleague is gone from the admin's users.
  await expect(page.getByText(`The access to ${department} has been revoked.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByLabel('Search by name or email').fill(email);
  await expect(page.getByText('No users found.')).toBeVisible();

  // The colleague's very next page load no longer has the department.
  await colleague.goto('/profile');
  await expect(colleague.getByText('You do not have access to any departments yet.')).toBeVisible();
  await expect(mainMenu(colleague).getByRole('link', { name: 'Cases' })).toBeVisible();
  await expect(menuGroup(colleague, 'Administration')).toHaveCount(0);
  await colleagueContext.close();
});

test('a user without a department to administer has no users menu and the page refuses', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await expect(mainMenu(page).getByRole('link', { name: 'New order' })).toBeVisible();
  await expect(menuGroup(page, 'Administration')).toHaveCount(0);
  await page.goto('/users');
  await expect(page.getByText('You do not have access to this.')).toBeVisible();
});
