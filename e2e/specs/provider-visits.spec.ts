import { expect, type Page, test } from '@playwright/test';
import { mainMenu, openFromMenuGroup } from '../support/admin.ts';
import { hubAs, uniqueEmail, uniqueHouseNumber } from '../support/hub.ts';
import { chooseFilterOption, signIn, useEnglish } from '../support/portal.ts';
import { bookAnnaOn, nextWednesday, phoneOrder, tomorrowInCopenhagen } from '../support/visits.ts';

/**
 * An order of the agent's office with what a photographer's job sheet lists: pictures, a Matterport scan, a
 * floor plan, a panorama and a drone flight, keys to pick up, the property's facts, a comment and two contact
 * persons; booked by the provider's phone, as every key pickup is.
 */
async function jobSheetOrder() {
  const office = await hubAs('admin@demo.test');
  const branches: { id: number; name: string }[] = await (
    await office.get('/api/Authentication/user/branches')
  ).json();
  const branch = branches.find((item) => item.name.includes('København'));
  if (!branch) throw new Error('the demo data has no office in København');
  const products: { id: number; name: string; tasks: string[]; deliveredMaterialTypes: string[] }[] = await (
    await office.get(`/api/branches/${branch.id}/products/alacarte`)
  ).json();
  const delivering = (type: string) => products.find((item) => item.deliveredMaterialTypes.includes(type));
  const chosen = [
    products.find(
      (item) => item.tasks.includes('BOOK_PHOTOGRAPHER') && item.deliveredMaterialTypes.includes('Picture'),
    ),
    delivering('Matterport'),
    delivering('Floorplan'),
    delivering('PanoramasJpeg'),
    products.find((item) => item.tasks.includes('ARIAL')),
  ];
  const number = uniqueHouseNumber();
  const address = `Jobvej ${number}`;
  const upsert = await office.post('/api/Cases/upsert/webshop', {
    data: {
      branchId: branch.id,
      orderContacts: [
        { name: 'Mette Lund', phone: '+45 20 30 40 50', email: uniqueEmail('owner'), contactType: 'OWNER' },
        {
          name: 'Søren Mægler',
          phone: '+45 31 22 44 55',
          email: uniqueEmail('agent'),
          contactType: 'REALTOR',
        },
      ],
      address: { street: 'Jobvej', buildingNumber: number, zip: '8600', city: 'Silkeborg' },
    },
  });
  expect(upsert.status(), await upsert.text()).toBe(200);
  const created = await office.post('/api/orders/new/webshop', {
    data: {
      caseId: (await upsert.json()).caseId,
      flow: 'PHOTOGRAPHY',
      bookingInfo: {
        keyPickup: true,
        keyPickupAddress: `Naboen, Jobvej ${number} B`,
        photographerComment: 'Ring hos naboen først, katten må ikke slippe ud.',
      },
      propertyInfo: {
        propertyType: 'flat',
        livingArea: 112,
        floors: 2,
        cadastralNumber: '12a Silkeborg Bygrunde',
        roofColor: 'red',
      },
      responsibleEmail: 'admin@demo.test',
      package: null,
      products: chosen.map((product) => ({ id: product?.id, quantity: 1 })),
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { orderId, salesId } = await created.json();
  // A key pickup is booked by the provider's phone from the start.
  const info = await (await office.get(`/api/orders/${orderId}/booking-info`)).json();
  expect(info).toMatchObject({ choice: 'PROVIDER_PHONE', phoneOnlyReason: 'KEY_PICKUP' });
  const { bookingId } = info;
  await office.dispose();
  return { orderId, salesId: salesId as string, bookingId: bookingId as string, address, products: chosen };
}

async function fitsThePhone(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('the coordinator books a phone order by phone, and the agent sees the time on the order', async ({
  page,
  browser,
}) => {
  const order = await phoneOrder();
  await useEnglish(page);
  await signIn(page, 'coordinator@demo.test');
  await openFromMenuGroup(page, 'Fulfilment', 'To book');
  await expect(page.getByRole('heading', { name: 'To book', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Book ${order.address},`) }).click();

  const dialog = page.getByRole('dialog', { name: 'Book the visit' });
  await chooseFilterOption(page, 'Photographer', 'Anna Fotograf');
  await dialog.getByRole('textbox', { name: '* Start' }).fill(`${nextWednesday()} 10:00`);
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Book visit' }).click();
  await expect(page.getByText('The visit is booked.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(`^Book ${order.address},`) })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('coordinator-to-book.png'), fullPage: true });

  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await useEnglish(agent);
  await signIn(agent, 'agent@demo.test', { at: `/orders/${order.orderId}` });
  await expect(agent.getByRole('region', { name: 'Overview' })).toContainText(
    /Date of photography:?\s*\d{1,2} \w{3} \d{4}, 10:00/,
  );
  await agentContext.close();
});

test('the photographer marks today’s visit on the way, arrived and complete on a phone', async ({
  browser,
}) => {
  const order = await phoneOrder();
  const day = tomorrowInCopenhagen();
  await bookAnnaOn(order.bookingId, day);

  // Her phone on the morning of the visit: the hub's clock is real, the phone's is set to that morning.
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    timezoneId: 'Europe/Copenhagen',
  });
  const page = await context.newPage();
  await page.clock.install({ time: new Date(`${day}T06:00:00Z`) });
  await useEnglish(page);
  await signIn(page, 'photographer@demo.test', { at: '/provider/visits' });
  const today = page.getByRole('region', { name: 'Your visits today' });
  const visit = today.getByRole('article', { name: new RegExp(`^${order.address},`) });
  await expect(visit.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(visit.getByRole('link', { name: /^Call Mette Lund/ })).toHaveAttribute('href', /^tel:\+45/);
  await fitsThePhone(page);
  await page.screenshot({ path: test.info().outputPath('photographer-today.png'), fullPage: true });

  for (const step of ['On the way', 'Arrived', 'Complete']) {
    await visit.getByRole('button', { name: step, exact: true }).click();
    await expect(page.getByText(`The visit is now ${step}.`)).toBeVisible();
    await expect(visit.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(visit.getByRole('button', { name: /^(On the way|Arrived|Complete)$/ })).toHaveCount(0);
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Your visits today' })
      .getByRole('article', { name: new RegExp(`^${order.address},`) }),
  ).toContainText('Complete');
  await context.close();
});

test('an office admin has no fulfilment menu and is refused the visits', async ({ page }) => {
  await useEnglish(page);
  await signIn(page, 'admin@demo.test');
  await expect(mainMenu(page).getByRole('menuitem', { name: 'Fulfilment' })).toHaveCount(0);
  await page.goto('/provider/visits');
  await expect(page.getByText('You do not have access to this.')).toBeVisible();
  const office = await hubAs('admin@demo.test');
  expect((await office.get('/api/provider/visits/to-book')).status()).toBe(403);
  await office.dispose();
});

test('the photographer opens the job sheet of her visit and reads its order, and no other', async ({
  page,
}) => {
  const order = await jobSheetOrder();
  await bookAnnaOn(order.bookingId, nextWednesday());
  const notHers = await phoneOrder();
  await useEnglish(page);
  await signIn(page, 'photographer@demo.test', { at: '/provider/visits' });
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: new RegExp(`${order.address}, 8600 Silkeborg`) }).click();

  const sheet = page.getByRole('dialog', { name: new RegExp(order.address) });
  await expect(sheet.getByRole('alert')).toContainText(
    `Pick up the keys firstThe keys are at Naboen, ${order.address} B.`,
  );
  const toShoot = sheet.getByRole('region', { name: 'What to shoot' });
  for (const product of order.products) {
    await expect(toShoot.getByRole('listitem').filter({ hasText: product?.name ?? '?' })).toContainText(
      '1 ×',
    );
  }
  for (const kind of ['Pictures', 'Matterport scan', 'Floor plan', '720° panorama', 'Drone']) {
    await expect(toShoot.getByText(kind, { exact: true }).first()).toBeVisible();
  }
  await expect(sheet.getByRole('region', { name: 'The agent’s comment' })).toContainText(
    'Ring hos naboen først, katten må ikke slippe ud.',
  );
  const property = sheet.getByRole('region', { name: 'The property' });
  await expect(property.getByRole('row', { name: /Cadastral number/ })).toContainText(
    '12a Silkeborg Bygrunde',
  );
  await expect(property.getByRole('row', { name: /Roof colour/ })).toContainText('Red');
  await expect(property).toContainText('112 m²');
  const contacts = sheet.getByRole('region', { name: 'Contact persons' });
  await expect(contacts.getByRole('link', { name: '+45 20 30 40 50' })).toHaveAttribute(
    'href',
    'tel:+4520304050',
  );
  await expect(contacts).toContainText('Søren Mægler');
  await page.screenshot({ path: test.info().outputPath('photographer-job-sheet.png') });

  await sheet.getByRole('link', { name: `Open order ${order.salesId}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.salesId}`, level: 1 })).toBeVisible();
  const lines = page.getByRole('region', { name: 'Order lines' });
  await expect(lines.getByRole('row').filter({ hasText: order.products[1]?.name ?? '?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Information' })).toContainText(`Naboen, ${order.address} B`);
  await expect(page.getByText('Total', { exact: true })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await fitsThePhone(page);
  await page.screenshot({ path: test.info().outputPath('photographer-visit-order-375.png'), fullPage: true });

  await page.goto(`/provider/visits/orders/${notHers.orderId}`);
  await expect(page.getByText('Order details not found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the visits' }).click();
  await expect(page.getByRole('heading', { name: 'Visits', level: 1 })).toBeVisible();
});
