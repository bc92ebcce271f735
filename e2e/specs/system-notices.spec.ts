import { expect, type Page, test } from '@playwright/test';
import { openFromAccountMenu } from '../support/admin.ts';
import { createUser, DEMO_PASSWORD, hubAs, uniqueEmail } from '../support/hub.ts';
import { chooseOption, signIn, useEnglish } from '../support/portal.ts';

const banners = (page: Page) => page.getByRole('region', { name: 'System notifications' });
const DRONE_NOTICE = /Drone flights are not possible until/;

test.beforeEach(async ({ page }) => useEnglish(page));

test('the demo drone notice shows on a signed-in page, and once dismissed stays dismissed after a reload', async ({
  page,
}) => {
  // A user of their own, so closing the banner changes nothing for the demo users.
  const email = uniqueEmail('notice');
  await createUser(email, DEMO_PASSWORD);
  await signIn(page, email);
  const drone = banners(page).getByRole('note').filter({ hasText: DRONE_NOTICE });
  await expect(drone).toBeVisible();

  await drone.getByRole('button', { name: 'Dismiss notice' }).click();
  await expect(drone).toHaveCount(0);
  await expect
    .poll(async () => {
      const hub = await hubAs(email);
      const current: { text: string }[] = await (
        await hub.get('/api/system-notices/current/language/EN')
      ).json();
      await hub.dispose();
      return current.some((notice) => DRONE_NOTICE.test(notice.text));
    })
    .toBe(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(banners(page).getByRole('note').filter({ hasText: DRONE_NOTICE })).toHaveCount(0);

  // The system notifications page, from the account menu, still lists it.
  await openFromAccountMenu(page, 'System notifications');
  await expect(page.getByRole('heading', { name: 'System notifications', level: 1 })).toBeVisible();
  await expect(page.getByText(DRONE_NOTICE)).toBeVisible();
});

test('provider staff write a notice on the system notifications page, and a user sees it as a banner', async ({
  page,
  browser,
}) => {
  const text = `Planned maintenance ${Date.now()}: the portal may be slow tonight.`;
  await signIn(page, 'support@demo.test', { at: '/system-notifications' });
  await page.getByRole('button', { name: 'New notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New system notice' });
  await dialog.getByRole('textbox', { name: '* Text' }).fill(text);
  await chooseOption(page, dialog.getByRole('combobox', { name: '* Level' }), 'Disruption');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Write notices' }).getByText(text)).toBeVisible();

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await useEnglish(userPage);
  await signIn(userPage, 'other@demo.test');
  await expect(banners(userPage).getByRole('note').filter({ hasText: text })).toBeVisible();
  await userContext.close();

  // Deleted again, so other tests' pages do not carry it.
  await page.getByRole('button', { name: `Delete notice: ${text}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete this notice?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('region', { name: 'Write notices' }).getByText(text)).toHaveCount(0);
});
