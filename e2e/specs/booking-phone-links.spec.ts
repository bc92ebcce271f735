import { devices, expect, test } from '@playwright/test';
import { bookFirstSlot, mailedBookingLink, orderPhotography } from '../support/bookings.ts';
import { hubAs } from '../support/hub.ts';

/*
 * The contact person books on their own phone: the booked address opens the phone's maps app and the visit
 * goes into its calendar, each the way the phone's system expects (docs/product.md: iOS and mobile detection).
 */
for (const { phone, maps, calendar } of [
  { phone: 'iPhone 13', maps: /^https:\/\/maps\.apple\.com\/\?q=/, calendar: /\/calendar\.ics$/ },
  {
    phone: 'Pixel 7',
    maps: /^geo:0,0\?q=/,
    calendar: /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  },
] as const) {
  test(`a contact person on ${phone} opens the booked visit in the phone's maps and calendar`, async ({
    browser,
  }) => {
    const hub = await hubAs('admin@demo.test');
    const order = await orderPhotography(hub, 'København');
    const link = await mailedBookingLink(hub, order, 'en');
    const { defaultBrowserType: _, ...device } = devices[phone];
    const context = await browser.newContext(device);
    const visitor = await context.newPage();
    await visitor.goto(link);
    await bookFirstSlot(visitor, 'Confirm time');
    await expect(visitor.getByTestId('booked-time')).toBeVisible();

    await expect(visitor.getByRole('link', { name: order.address })).toHaveAttribute('href', maps);
    const addToCalendar = visitor.getByRole('link', { name: 'Add to calendar' });
    await expect(addToCalendar).toHaveAttribute('href', calendar);
    if (phone === 'iPhone 13') {
      // The file the iPhone opens in Calendar: the visit at the booked time and place.
      const file = await context.request.get((await addToCalendar.getAttribute('href')) ?? '');
      expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      expect(await file.text()).toContain(`LOCATION:${order.address.replace(/,/g, '\\,')}`);
    }
    await context.close();
    await hub.dispose();
  });
}
