import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { hubAs } from '../support/hub.ts';
import { type DeliveryFile, deliverFiles } from '../support/listings.ts';
import { jpeg } from '../support/pictures.ts';
import { chooseOption, section, signIn, useEnglish } from '../support/portal.ts';

// Usage rights as the provider and the office meet them: the coordinator gives a product its default licence
// and credit in the catalogue, a delivery of it carries them, the office reads them under a picture, cannot
// zip a picture whose rights have expired, and downloads the case's rights summary. Bergen and its admin are
// used, whom no ordering spec orders for; the product and the case are this spec's own.

const BERGEN = 'Fjordhus Eiendom Bergen';
const OFFICE = 'other@demo.test';
const stamp = Date.now().toString(36).toUpperCase();
const PRODUCT = { item: `E2E-RIGHTS-${stamp}`, name: `E2E bruksrett ${stamp}` };
const CREDIT = `Studio E2E ${stamp}`;
const LICENCE_WORDS = 'Only the seller’s brochure and the listing of this sale';

/** A day well before today, whichever zone the hub's department is in. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

let coordinator: APIRequestContext;
let office: APIRequestContext;
let editor: APIRequestContext;
let bergenId: number;
let productId: number;

test.beforeAll(async () => {
  coordinator = await hubAs('coordinator@demo.test');
  office = await hubAs(OFFICE);
  editor = await hubAs('editor@demo.test');
  const departments = await (await coordinator.get('/api/provider/catalogue/departments')).json();
  bergenId = departments.find((department: { name: string }) => department.name === BERGEN).id;
  const created = await coordinator.post('/api/provider/catalogue/products', {
    data: {
      branchId: bergenId,
      itemNumber: PRODUCT.item,
      name: PRODUCT.name,
      description: 'Laget av nettlesertesten.',
      grouping: 'CASE',
      unit: 'stk',
      price: 1000,
      maxKvmSize: null,
      maxOrderAmount: null,
      tasks: [],
      alaCarte: true,
      active: true,
      deliveryKinds: ['files'],
      deliveredMaterialTypes: ['Picture'],
      tags: [],
      caseCategory: 'CASE',
      cloudScannerLinkTypes: [],
      rights: { credit: null, licence: 'SALE_MARKETING', licenceText: null, validMonths: null },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  productId = (await created.json()).id;
});

test.afterAll(async () => {
  await coordinator.dispose();
  await office.dispose();
  await editor.dispose();
});

test.beforeEach(async ({ page }) => useEnglish(page));

/** A new Bergen case with an order of the spec's product, its pictures delivered by the editor. */
async function deliveredCase(
  files: DeliveryFile[],
): Promise<{ caseId: string; orderId: string; lineId: string }> {
  const upsert = await office.post('/api/Cases/upsert/webshop', {
    data: {
      branchId: bergenId,
      orderContacts: [{ name: 'Kari Nordmann', phone: '+47 912 34 567', contactType: 'OWNER' }],
      address: { street: 'Rettighetsveien', buildingNumber: stamp.slice(-3), zip: '5003', city: 'Bergen' },
    },
  });
  expect(upsert.status(), await upsert.text()).toBe(200);
  const { caseId } = await upsert.json();
  const order = await office.post('/api/orders/new/webshop', {
    data: {
      caseId,
      flow: 'PHOTOGRAPHY',
      bookingInfo: {},
      responsibleEmail: OFFICE,
      package: null,
      products: [{ id: productId, quantity: 1 }],
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = await order.json();
  const [line] = await (await office.get(`/api/orders/${orderId}/orderlines`)).json();
  await deliverFiles(editor, line.id, files);
  return { caseId, orderId, lineId: line.id };
}

test('provider staff give a product its default licence, credit and length in the catalogue', async ({
  page,
}) => {
  await signIn(page, 'coordinator@demo.test', { at: `/provider/catalogue/products/${productId}` });
  const rights = page.getByRole('group', { name: 'Usage rights' });
  await expect(rights).toBeVisible();
  await chooseOption(page, rights.getByRole('combobox', { name: 'Licence' }), 'Custom licence');
  const words = rights.getByLabel('Licence in your own words');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(words).toHaveAccessibleDescription(/required/i);

  await words.fill(LICENCE_WORDS);
  await rights.getByLabel('Credit').fill(CREDIT);
  await rights.getByLabel('Valid for').fill('12');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

  const saved = await (await coordinator.get(`/api/provider/catalogue/products/${productId}`)).json();
  expect(saved.rights).toEqual({
    credit: CREDIT,
    licence: 'CUSTOM',
    licenceText: LICENCE_WORDS,
    validMonths: 12,
  });
});

test('the office reads a picture’s rights, cannot zip one whose rights expired, and downloads the summary', async ({
  page,
}) => {
  await page.goto('/login');
  const { caseId } = await deliveredCase([
    await jpeg(page, 'facade.jpg', '#b8432f'),
    await jpeg(page, 'portrait.jpg', '#5c7a8f'),
  ]);
  const assets = await (await office.get(`/api/cases/${caseId}/assets`)).json();
  const portrait = assets.materials.find((material: { name: string }) => material.name === 'portrait.jpg');
  const expiredOn = daysAgo(3);
  const ended = await editor.put(`/api/cases/${caseId}/assets/rights`, {
    data: {
      materialIds: [portrait.id],
      credit: CREDIT,
      licence: 'PERSON_AT_OFFICE',
      licenceText: null,
      expiresOn: expiredOn,
    },
  });
  expect(ended.status(), await ended.text()).toBe(200);

  await signIn(page, OFFICE, { at: `/cases/${caseId}` });
  const material = section(page, 'Material');
  const grid = material.getByRole('list', { name: 'Material of the case' });
  const facade = grid.getByRole('listitem').filter({ hasText: 'facade.jpg' });
  const expired = grid.getByRole('listitem').filter({ hasText: 'portrait.jpg' });

  // The credit and the licence in words, under the picture where it opens large.
  await facade.getByRole('button', { name: 'Open facade.jpg' }).click();
  await expect(page.getByText(new RegExp(`© ${CREDIT} · ${LICENCE_WORDS} · usable until`))).toBeVisible();
  await page.keyboard.press('Escape');

  // The expired picture is marked, cannot be chosen, and its box says why.
  await expect(expired.getByText('Rights expired', { exact: true })).toBeVisible();
  const expiredBox = expired.getByRole('checkbox', { name: 'Choose portrait.jpg' });
  await expect(expiredBox).toBeDisabled();
  await expect(expiredBox).toHaveAccessibleDescription(/^Usage rights expired on /);
  await material.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(material.getByText('1 chosen', { exact: true })).toBeVisible();
  await expect(material.getByRole('button', { name: 'Download 1 file' })).toBeVisible();

  // The rights summary as a CSV file, holding the credit of every file.
  await material.getByRole('button', { name: /Usage rights/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Rights summary (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(CREDIT);
  expect(csv).toContain('portrait.jpg');
});

test('provider staff give a delivered picture a last day on the delivery page, and the office cannot zip it', async ({
  page,
}) => {
  await page.goto('/login');
  const { caseId, orderId, lineId } = await deliveredCase([
    await jpeg(page, 'garden.jpg', '#4f7a3a'),
    await jpeg(page, 'agent.jpg', '#5c7a8f'),
  ]);
  const lastDay = daysAgo(2);

  await signIn(page, 'editor@demo.test', { at: `/provider/orders/${orderId}/lines/${lineId}` });
  const delivered = section(page, 'Delivered material');
  const agent = delivered.getByRole('listitem').filter({ hasText: 'agent.jpg' });
  await expect(agent.getByText(/usable until/)).toBeVisible();
  await agent.getByRole('checkbox', { name: 'Choose agent.jpg' }).check();
  await delivered.getByRole('button', { name: 'Set usage rights (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Usage rights of 1 file' });
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Licence' }), 'For the person');
  await dialog.getByLabel('Credit').fill(CREDIT);
  const day = dialog.getByLabel('Last day of use');
  await day.fill(lastDay);
  await day.press('Enter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(agent.getByText('Rights expired', { exact: true })).toBeVisible();
  await expect(
    agent.getByText(new RegExp(`© ${CREDIT} · For the person's time at the office`)),
  ).toBeVisible();

  await signIn(page, OFFICE, { at: `/cases/${caseId}` });
  const grid = section(page, 'Material').getByRole('list', { name: 'Material of the case' });
  const expiredBox = grid
    .getByRole('listitem')
    .filter({ hasText: 'agent.jpg' })
    .getByRole('checkbox', { name: 'Choose agent.jpg' });
  await expect(expiredBox).toBeDisabled();
  await expect(expiredBox).toHaveAccessibleDescription(/^Usage rights expired on /);
  await expect(
    grid
      .getByRole('listitem')
      .filter({ hasText: 'garden.jpg' })
      .getByRole('checkbox', { name: 'Choose garden.jpg' }),
  ).toBeEnabled();
});
