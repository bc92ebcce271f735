import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openFromMenuGroup } from '../support/admin.ts';
import { orderPhotography } from '../support/bookings.ts';
import { hubAs } from '../support/hub.ts';
import { latestMailTo, latestSmsAbout } from '../support/mailbox.ts';
import { chooseFilterOption, pressInDialog, section, signIn, useEnglish } from '../support/portal.ts';
import { bookAnnaOn, nextWednesday, phoneOrder, tomorrowInCopenhagen } from '../support/visits.ts';

/** The main menu's Tasks entry, named with the number of open tasks. */
const tasksLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Tasks/ });

async function openTaskTotal(agent: APIRequestContext): Promise<number> {
  const me = await (await agent.get('/api/Authentication/user')).json();
  return (await (await agent.get(`/api/users/${me.id}/tasks/total`)).json()).total;
}

test('the coordinator cancels a booked order: the photographer sees it cancelled, the contact person is told, the office’s tasks are cancelled', async ({
  page,
  browser,
}) => {
  const order = await phoneOrder();
  const day = tomorrowInCopenhagen();
  await bookAnnaOn(order.bookingId, day);
  const agent = await hubAs('agent@demo.test');
  const { salesId } = await (await agent.get(`/api/orders/${order.orderId}`)).json();
  const orderTasks: { status: string }[] = await (
    await agent.get(`/api/orders/${order.orderId}/tasks`)
  ).json();
  const openOfOrder = orderTasks.filter((task) => task.status === 'Open' || task.status === 'Partial').length;
  expect(openOfOrder).toBeGreaterThan(0);
  const totalBefore = await openTaskTotal(agent);

  // The coordinator cancels the order in the console, asked once more.
  await useEnglish(page);
  await signIn(page, 'coordinator@demo.test', { at: `/provider/orders/${order.orderId}` });
  const overview = section(page, 'Overview');
  await overview.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${salesId}?` });
  await expect(dialog).toContainText('The contact person is told by text message and mail');
  await pressInDialog(dialog, 'Cancel order');
  await expect(dialog).toBeHidden();
  await expect(overview.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(section(page, 'Order lines').getByRole('link', { name: /^Deliver: / })).toHaveCount(0);
  await expect(section(page, 'Booking')).toContainText('Cancelled');
  await page.screenshot({ path: test.info().outputPath('coordinator-cancelled.png'), fullPage: true });

  // The contact person (of a Danish office) gets a text message and a mail in Danish.
  const sms = await latestSmsAbout(order.address);
  expect(sms).toContain('er aflyst');
  const mail = await latestMailTo(order.contactEmail, 'aflyst');
  expect(mail.subject).toContain(order.address);

  // The photographer's day, on her phone on the morning of the visit: the visit is there, cancelled.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    timezoneId: 'Europe/Copenhagen',
  });
  const photographer = await phone.newPage();
  await photographer.clock.install({ time: new Date(`${day}T06:00:00Z`) });
  await useEnglish(photographer);
  await signIn(photographer, 'photographer@demo.test', { at: '/provider/visits' });
  const visit = photographer
    .getByRole('region', { name: 'Your visits today' })
    .getByRole('article', { name: new RegExp(`^${order.address},`) });
  await expect(visit.getByText('Cancelled', { exact: true })).toBeVisible();
  // Nothing left to mark on the way, arrived or complete; the job sheet still says what was ordered.
  await expect(visit.getByRole('button', { name: /^(On the way|Arrived|Complete)$/ })).toHaveCount(0);
  await photographer.screenshot({
    path: test.info().outputPath('photographer-cancelled.png'),
    fullPage: true,
  });
  await phone.close();

  // The office: the order's tasks are cancelled and the menu's count of open tasks dropped by as many.
  const office = await browser.newContext();
  const agentPage = await office.newPage();
  await useEnglish(agentPage);
  await signIn(agentPage, 'agent@demo.test', { at: `/orders/${order.orderId}` });
  const tasks = section(agentPage, 'Tasks');
  await expect(tasks.getByText('Cancelled', { exact: true })).toHaveCount(openOfOrder);
  await expect(tasks.getByText('To do', { exact: true })).toHaveCount(0);
  const total = totalBefore - openOfOrder;
  await expect(tasksLink(agentPage)).toHaveAccessibleName(new RegExp(`^Tasks\\s*${total} open tasks?$`));
  expect(await openTaskTotal(agent)).toBe(total);
  await office.close();
  await agent.dispose();
});

test('a key-pickup order is left to the provider’s phone, shows the keys, and is booked without a dead link', async ({
  page,
  browser,
}) => {
  const keys = 'Naboen, Bookingvej 1';
  const agent = await hubAs('agent@demo.test');
  const order = await orderPhotography(agent, 'København', [], 'agent@demo.test', {
    bookingInfo: { keyPickup: true, keyPickupAddress: keys },
  });
  const info = await (await agent.get(`/api/orders/${order.orderId}/booking-info`)).json();
  expect(info).toMatchObject({ choice: 'PROVIDER_PHONE', phoneOnlyReason: 'KEY_PICKUP' });
  // No link that could only say "we will call" is sent.
  const link = await agent.post('/api/Bookings/third-party-link', {
    data: { bookingId: info.bookingId, channel: 'EMAIL' },
  });
  expect(link.status()).toBe(409);

  // The receipt says why the contact person is not offered booking.
  await useEnglish(page);
  await signIn(page, 'agent@demo.test', { at: `/orders/${order.orderId}/receipt` });
  const options = page.getByRole('radiogroup', { name: 'Booking options' });
  await expect(options.getByRole('radio', { name: 'We book by phone' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(options.getByRole('radio', { name: 'The contact person books' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByText(/The keys are picked up before the visit/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('receipt-key-pickup.png'), fullPage: true });

  // The coordinator finds it by phone, with the keys, and books it.
  const console = await browser.newContext();
  const coordinator = await console.newPage();
  await useEnglish(coordinator);
  await signIn(coordinator, 'coordinator@demo.test');
  await openFromMenuGroup(coordinator, 'Fulfilment', 'To book');
  const row = coordinator.getByRole('listitem').filter({ hasText: order.address });
  await expect(row).toContainText(`Keys at: ${keys}`);
  await row.getByRole('button', { name: new RegExp(`^Book ${order.address},`) }).click();
  const dialog = coordinator.getByRole('dialog', { name: 'Book the visit' });
  await chooseFilterOption(coordinator, 'Photographer', 'Anna Fotograf');
  await dialog.getByRole('textbox', { name: '* Start' }).fill(`${nextWednesday()} 13:00`);
  await coordinator.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Book visit' }).click();
  await expect(coordinator.getByText('The visit is booked.')).toBeVisible();
  await console.close();

  await page.goto(`/orders/${order.orderId}`);
  await expect(page.getByRole('region', { name: 'Overview' })).toContainText(
    /Date of photography:?\s*\d{1,2} \w{3} \d{4}, 13:00/,
  );
  await agent.dispose();
});
