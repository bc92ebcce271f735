import { expect, test } from '@playwright/test';
import { mainMenu, menuGroup, openFromMenuGroup } from '../support/admin.ts';
import { orderPhotography } from '../support/bookings.ts';
import { hubAs, setMailLanguage } from '../support/hub.ts';
import { latestMailTo } from '../support/mailbox.ts';
import {
  alertSaying,
  chooseFilterOption,
  pressInDialog,
  section,
  signIn,
  useEnglish,
} from '../support/portal.ts';

test.beforeEach(async ({ page }) => useEnglish(page));

test('the coordinator finds a new order among the incoming ones, delivers and invoices it; its agent sees it and is mailed', async ({
  page,
  browser,
}) => {
  // The agent orders photography for a new address of Copenhagen, responsible themselves; they read Danish mail.
  await setMailLanguage('agent@demo.test', 'da');
  const agent = await hubAs('agent@demo.test');
  const { orderId, address } = await orderPhotography(agent, 'København', [], 'agent@demo.test');
  const { salesId } = await (await agent.get(`/api/orders/${orderId}`)).json();
  await agent.dispose();

  await signIn(page, 'coordinator@demo.test');
  await openFromMenuGroup(page, 'Fulfilment', 'Incoming orders');
  await expect(page.getByRole('heading', { name: 'Incoming orders', level: 1 })).toBeVisible();
  await chooseFilterOption(page, 'Status', 'Open');
  await chooseFilterOption(page, 'Country', 'Denmark');
  await page.getByLabel('Search', { exact: true }).fill(salesId);
  await expect(page.getByText('Showing 1 of 1 orders', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: address });
  await expect(row).toContainText('Nordbolig København (DK)');
  await row.getByRole('link', { name: salesId, exact: true }).click();

  await expect(page.getByRole('heading', { name: `Order ${salesId}`, level: 1 })).toBeVisible();
  const overview = section(page, 'Overview');
  await expect(overview.getByText('Open', { exact: true })).toBeVisible();
  await expect(section(page, 'Contact persons')).toContainText('Mette Lund');
  await expect(section(page, 'Tasks')).toContainText('Book the photographer');
  await expect(section(page, 'Booking')).toContainText('Not planned yet');
  const deliver = section(page, 'Order lines').getByRole('link', { name: /^Deliver: / });
  await expect(deliver).toHaveCount(1);
  const lineName = (await deliver.getAttribute('aria-label'))?.replace('Deliver: ', '') ?? '';

  // Nothing is delivered and the visit was never booked: marking delivered names both and asks.
  await overview.getByRole('button', { name: 'Mark delivered' }).click();
  const asked = page.getByRole('dialog', { name: `Mark order ${salesId} delivered?` });
  await expect(asked).toContainText('Not everything is delivered yet:');
  await expect(asked.getByRole('listitem')).toHaveText([
    lineName,
    "The photographer's visit was never booked.",
  ]);
  await pressInDialog(asked, 'Mark delivered anyway');
  await expect(asked).toBeHidden();
  await expect(overview.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(overview.getByRole('button', { name: 'Reopen' })).toHaveCount(0);

  // Invoicing ends the order's life, so it is asked once more.
  await overview.getByRole('button', { name: 'Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: `Invoice order ${salesId}?` });
  await pressInDialog(dialog, 'Invoice');
  await expect(dialog).toBeHidden();
  await expect(overview.getByText('Invoiced', { exact: true })).toBeVisible();
  await expect(overview.getByText("The order's status is final.")).toBeVisible();

  // The agent (who reads Danish mail) was told of the change, and sees the order invoiced in the portal.
  const mail = await latestMailTo('agent@demo.test', salesId);
  expect(mail.text).toContain(`${salesId}`);
  expect(mail.text).toContain('faktureret');
  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await useEnglish(agentPage);
  await signIn(agentPage, 'agent@demo.test', { at: `/orders/${orderId}` });
  await expect(agentPage.getByRole('heading', { name: new RegExp(salesId), level: 1 })).toBeVisible();
  await expect(section(agentPage, 'Overview').getByText('Invoiced', { exact: true })).toBeVisible();
  await agentContext.close();
});

test('an office admin gets no console: no Fulfilment menu, and the hub refuses the incoming orders', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await expect(mainMenu(page)).toBeVisible();
  await expect(menuGroup(page, 'Fulfilment')).toHaveCount(0);
  await page.goto('/provider/orders');
  await expect(alertSaying(page, 'You do not have access to this.')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(0);
});
