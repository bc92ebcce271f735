import { type Browser, expect, type Page, test } from '@playwright/test';
import { readZipContents } from '../../apps/api/src/modules/downloads/downloads.test-fixtures.ts';
import { uniqueHouseNumber } from '../support/hub.ts';
import { keepRequestsLocal, TOUR } from '../support/local-hosts.ts';
import { firstLink, latestMailTo } from '../support/mailbox.ts';
import {
  enterAddressYourself,
  fillPrimaryContact,
  startNewOrder,
  uniqueReference,
} from '../support/new-order.ts';
import { jpeg } from '../support/pictures.ts';
import {
  alertSaying,
  chooseFilterOption,
  chooseOption,
  pressInDialog,
  section,
  signIn,
  useEnglish,
} from '../support/portal.ts';

// What an office buys arrives as what it is: a package of pictures and a 2D floor plan, a Matterport tour and a
// 720° panorama, ordered in the wizard, delivered by the editor (files and the tour's link), and seen by the
// office as four kinds of material, in the lightbox, the shared presentation, the zip and the case list. The
// tour's host is answered by a local page: nothing leaves this machine.

const PACKAGE = 'Standard 20 billeder + plantegning';
const TOUR_PRODUCT = 'Matterport 3D-rundvisning';
const PANORAMA = '720° panorama';

async function personAt(browser: Browser, email: string) {
  const context = await browser.newContext();
  await keepRequestsLocal(context);
  const page = await context.newPage();
  await useEnglish(page);
  await signIn(page, email);
  return page;
}

/** Opens the order line's delivery page from the provider's order page. */
async function openDelivery(editor: Page, orderId: string, product: string) {
  await editor.goto(`/provider/orders/${orderId}`);
  await section(editor, 'Order lines')
    .getByRole('link', { name: `Deliver: ${product}` })
    .click();
  await expect(editor.getByRole('heading', { name: `Deliver ${product}`, level: 1 })).toBeVisible();
}

async function deliverFiles(editor: Page, files: { name: string; colour: string }[]) {
  const uploads = [];
  for (const file of files) uploads.push(await jpeg(editor, file.name, file.colour));
  await editor.locator('input[type="file"]').setInputFiles(uploads);
  await expect(editor.getByRole('listitem').filter({ hasText: 'Uploaded' })).toHaveCount(files.length);
  await editor.getByLabel('Delivered quantity').fill(String(files.length));
  await editor.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(editor.getByText(/files? delivered to the case\./)).toBeVisible();
}

test('a package with a floor plan, a Matterport tour and a 720° panorama is ordered, delivered and shown as what each is', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const houseNumber = uniqueHouseNumber();
  const address = `Frederiksberg Allé ${houseNumber}`;

  // The agent orders the package with the tour and the panorama as extras.
  const agent = await personAt(browser, 'agent@demo.test');
  await startNewOrder(agent);
  await agent.getByRole('radio', { name: 'Order photography' }).click();
  await enterAddressYourself(agent, 'Frederiksberg Allé', houseNumber, '1820', 'Frederiksberg C');
  await agent.getByLabel('Case number').fill(uniqueReference('E2E-KINDS'));
  await agent.getByRole('button', { name: 'Next' }).click();
  await agent.getByRole('radio', { name: PACKAGE }).click();
  await agent.getByRole('button', { name: 'Next' }).click();
  await expect(agent.getByRole('heading', { name: 'Choices and options', level: 2 })).toBeVisible();
  await agent.getByRole('button', { name: `Increase ${TOUR_PRODUCT}` }).click();
  await agent.getByRole('button', { name: `Increase ${PANORAMA}` }).click();
  await agent.getByRole('button', { name: 'Next' }).click();
  await expect(agent.getByRole('heading', { name: 'Information', level: 2 })).toBeVisible();
  await fillPrimaryContact(agent);
  await agent.getByRole('button', { name: 'Go to summary' }).click();
  await agent.getByRole('button', { name: 'Create order' }).click();
  await expect(agent.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  const orderId = new URL(agent.url()).pathname.split('/').at(-2) ?? '';

  // The editor delivers pictures, the floor plan and the panorama as files, and the tour as its link.
  const editor = await personAt(browser, 'editor@demo.test');
  await openDelivery(editor, orderId, 'Fotografering 20 billeder');
  await deliverFiles(editor, [
    { name: 'Stue.jpg', colour: '#c0392b' },
    { name: 'Facade.jpg', colour: '#2980b9' },
  ]);
  await openDelivery(editor, orderId, 'Plantegning 2D');
  await deliverFiles(editor, [{ name: 'Plantegning.jpg', colour: '#ecf0f1' }]);
  await openDelivery(editor, orderId, PANORAMA);
  await deliverFiles(editor, [{ name: 'Stue-360.jpg', colour: '#16a085' }]);
  await openDelivery(editor, orderId, TOUR_PRODUCT);
  const linkForm = section(editor, 'Deliver a link');
  await chooseOption(editor, linkForm.getByRole('combobox', { name: 'Type' }), '3D tour (Matterport)');
  await linkForm.getByRole('textbox', { name: 'Address' }).fill(TOUR);
  await linkForm.getByRole('textbox', { name: 'Title' }).fill('Rundvisning stueplan');
  await linkForm.getByRole('button', { name: 'Deliver link' }).click();
  await expect(editor.getByText('The link is delivered to the case.')).toBeVisible();
  await expect(
    editor.getByText('Every line is delivered: the order is Delivered and the office is told.'),
  ).toBeVisible();
  await editor.context().close();

  // The office sees each as what it is.
  const order = await (await agent.request.get(`/api/orders/${orderId}`)).json();
  await agent.goto(`/cases/${order.caseId}`);
  const material = agent.getByRole('list', { name: 'Material of the case' });
  const tile = (name: string) => material.getByRole('listitem').filter({ hasText: name });
  await expect(tile('Plantegning.jpg')).toContainText('Floor plan');
  await expect(tile('Stue-360.jpg')).toContainText('720° panorama');
  await expect(tile('Rundvisning stueplan')).toContainText('3D tour (Matterport)');
  await expect(tile('Stue.jpg')).toBeVisible();

  // The lightbox opens the tour in a frame of its own.
  await tile('Rundvisning stueplan').getByRole('button', { name: 'Open Rundvisning stueplan' }).click();
  const slide = agent.locator('.yarl__slide_current');
  await expect(slide.locator('iframe')).toHaveAttribute('src', TOUR);
  await expect.poll(() => agent.frame({ url: TOUR })?.title()).toBe('Matterport tour');
  await agent.keyboard.press('Escape');

  // The shared presentation shows it to someone without an account.
  await agent.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await agent.getByRole('link', { name: 'Open presentation' }).click();
  await expect(agent.getByRole('heading', { name: 'Presentation', level: 1 })).toBeVisible();
  await agent.getByRole('button', { name: 'Copy link' }).click();
  await expect(alertSaying(agent, 'The link has been copied to the clipboard.')).toBeVisible();
  const shared = await agent.evaluate(() => navigator.clipboard.readText());
  const visitorContext = await browser.newContext();
  await keepRequestsLocal(visitorContext);
  const visitor = await visitorContext.newPage();
  await useEnglish(visitor);
  await visitor.goto(shared);
  await expect(visitor.getByRole('heading', { name: new RegExp(address), level: 1 })).toBeVisible();
  await visitor.getByRole('button', { name: 'Open Rundvisning stueplan' }).click();
  await expect(visitor.locator('.yarl__slide_current iframe')).toHaveAttribute('src', TOUR);
  await visitorContext.close();
  // The link is revoked again: other specs count the shared links of the cases they find.
  await agent.getByRole('list', { name: 'Shared links' }).getByRole('button', { name: 'Revoke' }).click();
  await pressInDialog(agent.getByRole('dialog'), 'Revoke');
  await expect(agent.getByText('No links have been shared yet.', { exact: true })).toBeVisible();

  // The zip packs the files and lists the tour's link.
  await agent.goto(`/cases/${order.caseId}`);
  const email = `kinds-${Date.now()}@demo.test`;
  for (const name of ['Plantegning.jpg', 'Rundvisning stueplan']) {
    await agent.getByRole('checkbox', { name: `Choose ${name}` }).check();
  }
  await agent.getByRole('button', { name: 'Download 2 files' }).click();
  const dialog = agent.getByRole('dialog', { name: 'Download as a zip file' });
  await dialog.getByLabel('Send the link to').fill(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(alertSaying(agent, `We email the link to ${email} when it is ready.`)).toBeVisible();
  const zip = await agent.request.get(firstLink((await latestMailTo(email)).text));
  expect(zip.status()).toBe(200);
  const entries = readZipContents(await zip.body());
  expect([...entries.keys()].some((name) => name.endsWith('Plantegning.jpg'))).toBe(true);
  // The list of links is a text file in the asker's language (links.txt, länkar.txt, lenker.txt).
  const list = [...entries].find(([name]) => /\.txt$/.test(name));
  expect(list?.[1].toString('utf8')).toContain(TOUR);

  // The case list's category filter finds the case by what was delivered.
  await agent.goto('/cases');
  await agent.getByLabel('Search').fill(address);
  await chooseFilterOption(agent, 'Category', 'Matterport');
  await expect(agent.getByText('Showing 1 of 1 cases', { exact: true })).toBeVisible();
  await expect(agent.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(address);
  await agent.context().close();
});
