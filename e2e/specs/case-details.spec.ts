import { expect, type Page, test } from '@playwright/test';
import { orderPhotography } from '../support/bookings.ts';
import { hubAs } from '../support/hub.ts';
import {
  chooseOption,
  openCaseFromList,
  pressInDialog,
  section,
  signIn,
  useEnglish,
} from '../support/portal.ts';

const headers = { 'x-portal-request': '1' };
// A minimal one-page PDF; the portal only looks at the name, the hub stores the bytes as they are.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

interface DemoCase {
  id: string;
  reference: string;
  branchName: string;
  address: { addressFull: string };
}

/** A case whose material is not archived, found through the portal's own search call. */
async function findActiveCase(page: Page): Promise<DemoCase> {
  const search = await page.request.post('/api/Cases/Search', { data: { take: 100 }, headers });
  const cases: (DemoCase & { materialInfo: { materialsState: string } })[] = (await search.json()).data;
  const found = cases.find((item) => item.materialInfo.materialsState === 'ACTIVE');
  if (!found) throw new Error('the demo data has no case with active material');
  return found;
}

test.use({ viewport: { width: 375, height: 812 } });

test('a case is opened from the case list, and documents and links are added on a phone', async ({
  page,
}) => {
  await useEnglish(page);
  await signIn(page, 'admin@demo.test');
  const demo = await findActiveCase(page);

  // On a phone the main menu sits behind its button; the case list is opened by its address.
  await page.goto('/cases');
  await openCaseFromList(page, demo.reference);
  await expect(page).toHaveURL(new RegExp(`/cases/${demo.id}$`));
  const information = section(page, 'Information');
  await expect(information.getByText(demo.address.addressFull, { exact: true })).toBeVisible();
  await expect(information.getByText(demo.branchName, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Texts' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Location material from other cases' })).toBeVisible();

  // A document: PDF upload with a type and a title.
  const title = `Energy label ${Date.now()}`;
  await page.getByRole('button', { name: 'Add document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add document' });
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Document type' }), 'Energy labelling');
  await dialog.getByLabel('Title').fill(title);
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'energy.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: title })).toBeVisible();
  await expect(documents.getByText('Energy labelling · energy.pdf')).toBeVisible();

  // Replacing it keeps one document of the type, with the new file and title.
  await page.getByRole('button', { name: `Replace ${title}` }).click();
  const replace = page.getByRole('dialog', { name: 'Replace document' });
  await replace.getByLabel('Title').fill(`${title} (new)`);
  await replace
    .locator('input[type="file"]')
    .setInputFiles({ name: 'energy-2026.pdf', mimeType: 'application/pdf', buffer: PDF });
  await replace.getByRole('button', { name: 'Save' }).click();
  await expect(replace).toBeHidden();
  await expect(documents.getByRole('link', { name: `${title} (new)` })).toBeVisible();
  await expect(documents.getByText('Energy labelling · energy-2026.pdf')).toBeVisible();
  await expect(documents.getByRole('listitem')).toHaveCount(1);

  // A link: a web address is required.
  const linkForm = page.getByRole('form', { name: 'Add link' });
  await linkForm.getByLabel('Title').fill('Owners’ association');
  await linkForm.getByLabel('Web address').fill('not a web address');
  await linkForm.getByRole('button', { name: 'Add link' }).click();
  await expect(linkForm.getByText('Enter a valid URL')).toBeVisible();
  await linkForm.getByLabel('Web address').fill('https://example.com/association');
  await linkForm.getByRole('button', { name: 'Add link' }).click();
  await expect(
    page.getByRole('list', { name: 'Links' }).getByRole('link', { name: 'Owners’ association' }),
  ).toBeVisible();

  // Nothing on the page is wider than the phone.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
});

test("a case's address is corrected with the wizard's lookup on a phone, and an archived case keeps its own", async ({
  page,
}) => {
  await useEnglish(page);
  const admin = await hubAs('admin@demo.test');
  const { orderId } = await orderPhotography(admin, 'København');
  const ordered = await (await admin.get(`/api/orders/${orderId}`)).json();
  const archived = (await (await admin.post('/api/Cases/Search', { data: { take: 100 } })).json()).data.find(
    (item: { materialInfo: { materialsState: string } }) => item.materialInfo.materialsState === 'ARCHIVED',
  );
  await admin.dispose();
  expect(archived, 'the demo data has an archived case').toBeDefined();

  await signIn(page, 'admin@demo.test', { at: `/cases/${ordered.caseId}` });
  const information = section(page, 'Information');
  await expect(information.getByText(/^Bookingvej \d+, 8600 Silkeborg$/)).toBeVisible();
  await information.getByRole('button', { name: 'Edit address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the address' });
  // Saving without choosing a suggestion says what is missing, next to the lookup.
  await pressInDialog(dialog, 'Save');
  await expect(dialog.getByText('This field is required', { exact: true })).toBeVisible();
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Address' }), 'Tagensvej 85', 'Tagensvej 85');
  await expect(dialog.getByText('Address found', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(information.getByText('Tagensvej 85, 2200 København N', { exact: true })).toBeVisible();

  // The case list finds the case by its new address.
  await page.goto('/cases');
  await page.getByLabel('Search').fill('Tagensvej 85');
  await expect(page.getByRole('link', { name: ordered.caseReference, exact: true })).toHaveCount(1);

  // An archived case says why its address cannot be changed.
  await page.goto(`/cases/${archived.id}`);
  const edit = section(page, 'Information').getByRole('button', { name: 'Edit address' });
  await expect(edit).toBeDisabled();
  await expect(edit).toHaveAccessibleDescription('The address of an archived case cannot be changed.');
});
