import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { hubAs } from '../support/hub.ts';
import { firstLink, latestMailTo } from '../support/mailbox.ts';
import { alertSaying, section, signIn, taskStatus, useEnglish } from '../support/portal.ts';
import { orderPortrait } from '../support/public-pages.ts';

async function statusOnHub(hub: APIRequestContext, taskId: string): Promise<string> {
  return (await (await hub.get(`/api/orders/tasks/${taskId}`)).json()).task.status;
}

async function openTask(page: Page, taskId: string) {
  await page.goto(`/tasks/${taskId}`);
  await expect(page.getByRole('heading', { name: 'Information about the person', level: 1 })).toBeVisible();
}

test('a contact person answers the interview on the public page, and the link is refused afterwards', async ({
  browser,
  page,
}) => {
  const hub = await hubAs('admin@demo.test');
  const { taskId, address, contactEmail } = await orderPortrait(hub);
  const sent = await hub.post(`/api/orders/tasks/${taskId}/interviews/send`, { data: { locale: 'en' } });
  expect(sent.status(), await sent.text()).toBe(200);
  expect(await statusOnHub(hub, taskId)).toBe('Partial');

  const mail = await latestMailTo(contactEmail, 'interview');
  const link = firstLink(mail.text);
  expect(link).toMatch(/\/public\/interview\/[\w-]{40,}$/);

  // The contact person: no account, no session, on a phone.
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Interview' })).toBeVisible();
  await expect(visitor.getByText(address)).toBeVisible();
  await visitor.getByLabel('Your full name as it should be shown').fill('Kirsten Holm');
  await visitor.getByLabel('Your job title').fill('Estate agent');
  await visitor.getByRole('switch', { name: /May we show your phone number/ }).click();
  await visitor.getByLabel('Tell us a little about yourself outside work.').fill('Sails every summer.');
  // Nothing on the page is wider than the phone.
  await expect
    .poll(() => visitor.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);
  await visitor.getByRole('button', { name: 'Send my answers' }).click();
  await expect(visitor.getByText('Thank you for your answers', { exact: true })).toBeVisible();

  expect(await statusOnHub(hub, taskId)).toBe('Completed');
  await useEnglish(page);
  await signIn(page, 'admin@demo.test');
  await openTask(page, taskId);
  await expect(taskStatus(page)).toHaveText('Done');
  const interview = section(page, 'Interview');
  await expect(interview.getByText(`Answered by ${contactEmail}`)).toBeVisible();
  await expect(interview.getByText('Sails every summer.', { exact: true })).toBeVisible();

  await visitor.goto(link);
  await expect(
    visitor.getByText('Application already submitted or order was closed.', { exact: true }),
  ).toBeVisible();
  await visitorContext.close();
  await hub.dispose();
});

test('the office sends the interview from the task page, sends it again, and can fill it in itself', async ({
  page,
}) => {
  const hub = await hubAs('admin@demo.test');
  const { taskId, contactEmail } = await orderPortrait(hub);
  await useEnglish(page);
  await signIn(page, 'admin@demo.test');
  await openTask(page, taskId);

  // The contact person and the department's language are chosen already.
  await expect(page.getByRole('heading', { name: 'Send to the contact person' })).toBeVisible();
  const interview = section(page, 'Interview');
  await expect(interview.getByText(`Kirsten Holm (${contactEmail})`, { exact: true })).toBeVisible();
  await expect(interview.getByText('Dansk', { exact: true })).toBeVisible();
  await interview.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    alertSaying(interview, new RegExp(`^Sent to Kirsten Holm \\(${contactEmail}\\) on`)),
  ).toBeVisible();
  await expect(taskStatus(page)).toHaveText('Partly done');
  const danish = await latestMailTo(contactEmail, 'Et kort interview');
  const firstLinkSent = firstLink(danish.text);

  // Sending again mails a new link; the first one no longer opens the form.
  await page.getByRole('button', { name: 'Send again' }).click();
  await expect
    .poll(async () => firstLink((await latestMailTo(contactEmail, 'Et kort interview')).text))
    .not.toBe(firstLinkSent);
  const refused = await page.request.get(`/api/public/forms/${firstLinkSent.split('/').pop()}`);
  expect(refused.status()).toBe(404);

  await page.getByRole('button', { name: 'Fill in the interview' }).click();
  await page.getByRole('button', { name: 'Complete the task' }).click();
  await expect(alertSaying(interview, 'Please answer at least one question.')).toBeVisible();
  await page.getByLabel('Your job title').fill('Office manager');
  await page.getByRole('button', { name: 'Complete the task' }).click();
  await expect(taskStatus(page)).toHaveText('Done');
  await expect(interview.getByText('Office manager', { exact: true })).toBeVisible();
  // Every question but the job title is shown as not answered.
  await expect(interview.getByText('Not answered', { exact: true })).not.toHaveCount(0);
  expect(await statusOnHub(hub, taskId)).toBe('Completed');
  await hub.dispose();
});
