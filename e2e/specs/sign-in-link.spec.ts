import { type APIRequestContext, expect, test } from '@playwright/test';
import { createUser, hubAs, uniqueEmail } from '../support/hub.ts';
import { firstLink, latestMailTo } from '../support/mailbox.ts';
import { alertSaying, useEnglish } from '../support/portal.ts';

const PASSWORD = 'Link-test-password-1';

/** A new account, so its links never touch the demo users; answers its id. */
async function newUser(email: string): Promise<string> {
  await createUser(email, PASSWORD);
  const user = await hubAs(email, PASSWORD);
  const { id } = await (await user.get('/api/Authentication/user')).json();
  await user.dispose();
  return id;
}

/** Provider support mails the user a sign-in link; answers the link as the mail carries it. */
async function mailLink(support: APIRequestContext, userId: string, email: string, previous?: string) {
  const sent = await support.post(`/api/User/id/${userId}/sign-in-link`, { data: { locale: 'en' } });
  expect(sent.status(), await sent.text()).toBe(204);
  let link = '';
  await expect
    .poll(async () => {
      link = firstLink((await latestMailTo(email, 'Your sign-in link')).text);
      return link !== previous;
    })
    .toBe(true);
  return link;
}

let support: APIRequestContext;
test.beforeAll(async () => {
  support = await hubAs('support@demo.test');
});
test.afterAll(async () => support.dispose());
test.beforeEach(async ({ page }) => useEnglish(page));

test('a mailed sign-in link signs its user in once; the same link again is refused', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('link');
  const link = await mailLink(support, await newUser(email), email);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

  // Someone else who got hold of the link later, in another browser, finds it used.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await useEnglish(otherPage);
  await otherPage.goto(link);
  await expect(alertSaying(otherPage, 'The link you used is either invalid or expired.')).toBeVisible();
  await otherPage.getByRole('link', { name: 'Go to log in' }).click();
  await expect(otherPage.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  await other.close();
});

test('a link that is no longer valid (replaced by a newer one) shows the spec message', async ({ page }) => {
  // The hub's clock cannot be moved in a browser test: a link replaced by a newer one is refused by the same
  // check as an expired one (unused, unexpired, the user's newest), and answers the same message.
  const email = uniqueEmail('link-old');
  const userId = await newUser(email);
  const older = await mailLink(support, userId, email);
  await mailLink(support, userId, email, older);

  await page.goto(older);
  await expect(alertSaying(page, 'The link you used is either invalid or expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to log in' })).toBeVisible();
});

test('an altered link signs nobody in', async ({ page }) => {
  const email = uniqueEmail('link-altered');
  const link = new URL(await mailLink(support, await newUser(email), email));
  link.searchParams.set('token', `${link.searchParams.get('token')}x`);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(alertSaying(page, 'The link you used is either invalid or expired.')).toBeVisible();
  const status = await page.evaluate(async () => (await fetch('/api/Authentication/user')).status);
  expect(status).toBe(401);
});
