import { expect, type Page, test } from '@playwright/test';
import { orderPhotography } from '../support/bookings.ts';
import { hubAs } from '../support/hub.ts';
import { signIn, useEnglish } from '../support/portal.ts';

/** The header's bell, named by its unread count ("Notifications, 3 unread"). */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });

test.beforeEach(async ({ page }) => useEnglish(page));

test('an order delivered by the provider notifies its agent: the bell counts it, and opening it shows the case and marks it read', async ({
  page,
}) => {
  // The agent orders for themselves (no notification for their own action); the provider delivers it.
  const agent = await hubAs('agent@demo.test');
  const { orderId, address } = await orderPhotography(agent, 'København', [], 'agent@demo.test');
  const { caseId } = await (await agent.get(`/api/orders/${orderId}`)).json();
  const unreadBefore: number = (await (await agent.get('/api/notifications/unread-count')).json())
    .unreadCount;

  const provider = await hubAs('support@demo.test');
  // Nothing was delivered to the lines nor the visit booked: the provider confirms it delivers anyway.
  const delivered = await provider.post(`/api/provider/orders/${orderId}/status`, {
    data: { status: 'Delivered', confirmUndelivered: true },
  });
  expect(delivered.status(), await delivered.text()).toBe(204);
  await provider.dispose();

  await signIn(page, 'agent@demo.test');
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`);
  await bell(page).click();
  const popover = page.getByRole('region', { name: 'Notifications' });
  const item = popover.getByRole('link', {
    name: new RegExp(`The material for ${address}, .* is delivered`),
  });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Unread');
  await item.click();

  await expect(page).toHaveURL(new RegExp(`/cases/${caseId}$`));
  await expect(page.getByRole('heading', { name: 'Case details', level: 1 })).toBeVisible();
  await expect(page.getByText(address).first()).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unreadBefore} unread`);
  const mine = await (await agent.get('/api/notifications?take=100')).json();
  const notification = mine.data.find((row: { orderId: string }) => row.orderId === orderId);
  expect(notification).toMatchObject({ kind: 'material_delivered', link: `/cases/${caseId}` });
  expect(notification.readAt).not.toBeNull();
  await agent.dispose();

  // The page lists it too, no longer marked unread.
  await bell(page).click();
  await popover.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const listed = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`The material for ${address}, .* is delivered`) });
  await expect(listed).toBeVisible();
  await expect(listed).not.toContainText('Unread');
});
