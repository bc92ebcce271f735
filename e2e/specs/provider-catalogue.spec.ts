import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openFromMenuGroup } from '../support/admin.ts';
import { hubAs } from '../support/hub.ts';
import { enterAddressYourself, startNewOrder, uniqueReference } from '../support/new-order.ts';
import {
  alertSaying,
  chooseFilterOption,
  chooseOption,
  pressInDialog,
  signIn,
  useEnglish,
} from '../support/portal.ts';

// The coordinator's catalogue, as the office's order wizard then offers it. Bergen and its admin are used, whom
// no ordering spec orders for; the products are this test's own, and the order stop is lifted again.
const BERGEN = 'Fjordhus Eiendom Bergen';
const stamp = Date.now().toString(36).toUpperCase();
const priced = { item: `E2E-CAT-${stamp}-A`, name: `E2E portrett ${stamp}` };
const retired = { item: `E2E-CAT-${stamp}-B`, name: `E2E gruppebilde ${stamp}` };

let coordinatorHub: APIRequestContext;
let bergenId: number;

test.beforeAll(async () => {
  coordinatorHub = await hubAs('coordinator@demo.test');
  const departments = await (await coordinatorHub.get('/api/provider/catalogue/departments')).json();
  bergenId = departments.find((department: { name: string }) => department.name === BERGEN).id;
  for (const product of [priced, retired]) {
    const response = await coordinatorHub.post('/api/provider/catalogue/products', {
      data: {
        branchId: bergenId,
        itemNumber: product.item,
        name: product.name,
        description: 'Laget av nettlesertesten.',
        grouping: 'PORTRAIT',
        unit: 'stk',
        price: 1000,
        maxKvmSize: null,
        maxOrderAmount: null,
        tasks: ['BOOK_PHOTOGRAPHER', 'UPLOAD_IMAGES'],
        alaCarte: true,
        active: true,
        deliveryKinds: ['files'],
        deliveredMaterialTypes: ['Picture'],
        tags: [],
        caseCategory: 'PORTRAIT',
        cloudScannerLinkTypes: [],
        rights: { credit: null, licence: 'PERSON_AT_OFFICE', licenceText: null, validMonths: null },
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
});

test.afterAll(async () => {
  // Bergen takes orders again whatever happened above, for the specs that run after this one.
  await coordinatorHub.delete(`/api/provider/catalogue/blacklist/${bergenId}`);
  await coordinatorHub.dispose();
});

test.beforeEach(async ({ page }) => useEnglish(page));

/** Opens one of the test's products from the console's product list, found by its item number. */
async function openProduct(page: Page, item: string, name: string) {
  await page.getByLabel('Search').fill(item);
  await expect(page.getByText('Showing 1 of 1', { exact: true })).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** The office admin's portrait wizard for Bergen, up to its "build your own package" list. */
async function openPortraitProducts(page: Page) {
  await startNewOrder(page);
  await page.getByRole('radio', { name: 'Order portrait' }).click();
  await enterAddressYourself(page, 'Bryggen', '5', '5003', 'Bergen');
  await page.getByLabel('Case number').fill(uniqueReference('E2E-CAT'));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Build your own package' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
}

test('a department price and a deactivated product reach the order wizard; an order stop blocks it', async ({
  page,
  browser,
}) => {
  // Two people, two sign-ins and the whole order wizard: slow on a busy machine.
  test.slow();
  await signIn(page, 'coordinator@demo.test');
  await openFromMenuGroup(page, 'Fulfilment', 'Catalogue');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();

  await openProduct(page, priced.item, priced.name);
  const bergenRow = page.getByRole('row', { name: new RegExp(BERGEN) });
  await bergenRow.getByRole('spinbutton', { name: `Price for ${BERGEN}` }).fill('777');
  await bergenRow.getByRole('button', { name: `Save price for ${BERGEN}` }).click();
  await expect(bergenRow).toContainText('777');
  await expect(bergenRow.getByRole('button', { name: `Save price for ${BERGEN}` })).toBeDisabled();

  await page.getByRole('link', { name: '← Products' }).click();
  await openProduct(page, retired.item, retired.name);
  await page.getByRole('switch', { name: 'Active' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  const office = await browser.newPage();
  await useEnglish(office);
  await signIn(office, 'other@demo.test');
  await openPortraitProducts(office);
  const offered = office.getByRole('listitem').filter({ hasText: priced.name });
  await expect(offered).toContainText('777');
  await expect(office.getByText(retired.name)).toHaveCount(0);

  await page.getByRole('link', { name: '← Products' }).click();
  await page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Order stop' }).click();
  await chooseFilterOption(page, 'Department', `${BERGEN} (NO)`);
  await page.getByLabel('Reason').fill('Unpaid invoices (browser test)');
  await page.getByRole('button', { name: 'Stop orders' }).click();
  await expect(page.getByRole('row', { name: new RegExp(BERGEN) })).toContainText('Unpaid invoices');

  // The wizard asks again when it is opened anew.
  await office.goto('/dashboard');
  await startNewOrder(office);
  await expect(
    alertSaying(
      office,
      'This department cannot create orders at the moment. Please contact customer support.',
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: `Allow orders for ${BERGEN}` }).click();
  await pressInDialog(page.getByRole('dialog'), 'Allow orders');
  await expect(page.getByText('No department is stopped.')).toBeVisible();
  await office.close();
});

test('a product says what it delivers: files and links, its material types, tags and case category', async ({
  page,
}) => {
  await signIn(page, 'coordinator@demo.test');
  await openFromMenuGroup(page, 'Fulfilment', 'Catalogue');
  await openProduct(page, priced.item, priced.name);
  const delivers = page.getByRole('group', { name: 'What it delivers' });
  await delivers.getByRole('checkbox', { name: 'Links' }).check();
  await chooseOption(
    page,
    delivers.getByRole('combobox', { name: 'Material types' }),
    '3D tour (Matterport)',
  );
  await chooseOption(page, delivers.getByRole('combobox', { name: 'Tags' }), 'Virtual tour');
  await chooseOption(page, delivers.getByRole('combobox', { name: 'Case category' }), 'Matterport');
  const saved = page.waitForRequest(
    (request) =>
      request.method() === 'PUT' && /\/api\/provider\/catalogue\/products\/\d+$/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    deliveryKinds: ['files', 'links'],
    deliveredMaterialTypes: ['Picture', 'Matterport'],
    tags: ['VIRTUAL_TOUR'],
    caseCategory: 'MATTERPORT',
  });
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
});
