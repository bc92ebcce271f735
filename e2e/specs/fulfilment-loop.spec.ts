import { type Browser, type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import { openFromMenuGroup } from '../support/admin.ts';
import { bookFirstSlot } from '../support/bookings.ts';
import { setMailLanguage, uniqueHouseNumber } from '../support/hub.ts';
import { firstLink, latestMailTo, latestSmsAbout } from '../support/mailbox.ts';
import {
  enterAddressYourself,
  fillPrimaryContact,
  startNewOrder,
  uniqueReference,
} from '../support/new-order.ts';
import { jpeg } from '../support/pictures.ts';
import { chooseOption, pressInDialog, section, signIn, useEnglish } from '../support/portal.ts';

// The whole loop: an order travels from the office to the provider and back, every step taken in
// the portal's pages by the person whose step it is. Only the contact person's phone is played by the SMS
// folder the hub writes to, and the watcher's inbox by its mail folder.

// The demo catalogue is in Danish for Copenhagen; 30 pictures has no area limit.
const PRODUCT = 'Fotografering 30 billeder';
const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, isMobile: true };

/** A signed-in person in a browser of their own, speaking English. */
async function personAt(browser: Browser, email: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await useEnglish(page);
  await signIn(page, email);
  return page;
}

/**
 * The visit of `address` in the visits calendar: the first free time the public page offered falls in this
 * week or, once earlier tests have filled the first days, in one of the next ones (or two weeks ahead).
 */
async function openVisitInCalendar(page: Page, address: string) {
  await expect(page.getByRole('heading', { name: 'Visits', level: 1 })).toBeVisible();
  const weekLabel = page.getByText(/^Week \d+$/);
  const card = page.getByRole('button', { name: new RegExp(address) });
  for (let weeksAhead = 0; weeksAhead < 4; weeksAhead += 1) {
    await expect(weekLabel).toBeVisible();
    // An empty day is known to be empty only once the week's visits have come.
    await expect(page.getByRole('region', { name: /^Week \d+$/ })).toHaveAttribute('aria-busy', 'false');
    if ((await card.count()) > 0) break;
    const week = (await weekLabel.textContent()) ?? '';
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(weekLabel).not.toHaveText(week);
  }
  await card.click();
  const drawer = page.getByRole('dialog', { name: address });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The header's bell, named by its unread count. */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });

test('an order travels from the office to the provider and back: booked, visited, delivered, reviewed, corrected and invoiced', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const houseNumber = uniqueHouseNumber();
  const address = `Strandboulevarden ${houseNumber}`;

  // 1. The agent orders photography for a new address with Astrid Holm (who reads Danish mail) watching,
  // and sends the booking link.
  await setMailLanguage('admin@demo.test', 'da');
  const agent = await personAt(browser, 'agent@demo.test');
  await startNewOrder(agent);
  await agent.getByRole('radio', { name: 'Order photography' }).click();
  // The agent works in Copenhagen only, so the wizard asks for no department.
  await enterAddressYourself(agent, 'Strandboulevarden', houseNumber, '2100', 'København Ø');
  await agent.getByLabel('Case number').fill(uniqueReference('E2E-LOOP'));
  await agent.getByRole('button', { name: 'Next' }).click();
  await agent.getByRole('radio', { name: 'Build your own package' }).click();
  await agent.getByRole('button', { name: 'Next' }).click();
  await agent.getByRole('button', { name: `Increase ${PRODUCT}` }).click();
  await agent.getByRole('button', { name: 'Next' }).click();
  await expect(agent.getByRole('heading', { name: 'Information', level: 2 })).toBeVisible();
  await fillPrimaryContact(agent);
  await chooseOption(agent, agent.getByRole('combobox', { name: 'Watchers' }), 'Astrid Holm');
  await agent.getByRole('button', { name: 'Go to summary' }).click();
  await expect(agent.getByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();
  await agent.getByRole('button', { name: 'Create order' }).click();
  await expect(agent.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  const salesId = (await agent.getByTestId('sales-id').textContent()) ?? '';
  expect(salesId).toMatch(/^SO-[A-Z0-9]{8}$/);
  const orderUrl = agent.url().replace(/\/receipt$/, '');

  await agent.getByRole('radio', { name: 'The contact person books' }).click();
  await pressInDialog(
    agent.getByRole('dialog', { name: 'Book this way: The contact person books?' }),
    'Choose',
  );
  await expect(
    agent.getByRole('status').filter({ hasText: 'The booking link has been sent to the contact person.' }),
  ).toBeVisible();

  // 2. The contact person (Karen Jensen, a mobile number) books the first free time on her phone.
  const link = firstLink(await latestSmsAbout(`${address},`));
  const contactContext = await browser.newContext(PHONE);
  const contact = await contactContext.newPage();
  await contact.goto(link);
  await expect(contact.getByRole('heading', { name: 'Book fotografen', level: 1 })).toBeVisible();
  await expect(contact.getByText(address)).toBeVisible();
  await bookFirstSlot(contact, 'Bekræft tidspunkt');
  await expect(contact.getByTestId('booked-time')).toBeVisible();
  await contactContext.close();

  // 3. The coordinator makes sure Anna Fotograf (photographer@demo.test) has the visit; she then walks it
  // through on her phone.
  const coordinator = await personAt(browser, 'coordinator@demo.test');
  await openFromMenuGroup(coordinator, 'Fulfilment', 'Visits');
  const planned = await openVisitInCalendar(coordinator, address);
  await expect(planned.getByText('Confirmed', { exact: true })).toBeVisible();
  const photographerRow = planned.getByRole('row').filter({ hasText: 'Photographer' });
  if (!(await photographerRow.textContent())?.includes('Anna Fotograf')) {
    await planned.getByRole('button', { name: 'Move or reassign' }).click();
    const move = coordinator.getByRole('dialog', { name: 'Move or reassign the visit' });
    await chooseOption(coordinator, move.getByRole('combobox', { name: /Photographer$/ }), 'Anna Fotograf');
    // Earlier tests fill Anna's first free times: the coordinator agrees a time two weeks ahead instead.
    const later = new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10);
    await move.getByRole('textbox', { name: '* Start' }).fill(`${later} 13:30`);
    await coordinator.keyboard.press('Enter');
    await pressInDialog(move, 'Save');
    await expect(coordinator.getByText('The visit is moved.')).toBeVisible();
    // The visit now lies outside the week shown, so its drawer closes.
    await expect(planned).toBeHidden();
  } else {
    await planned.getByRole('button', { name: 'Close' }).click();
    await expect(planned).toBeHidden();
  }

  const photographer = await personAt(browser, 'photographer@demo.test', PHONE);
  await photographer.goto('/provider/visits');
  const visit = await openVisitInCalendar(photographer, address);
  await expect(visit.getByRole('link', { name: /^Call Karen Jensen/ })).toHaveAttribute('href', /^tel:/);
  for (const step of ['On the way', 'Arrived', 'Complete']) {
    await visit.getByRole('button', { name: step, exact: true }).click();
    await expect(photographer.getByText(`The visit is now ${step}.`)).toBeVisible();
    await expect(visit.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(visit.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
  await photographer.context().close();

  // The coordinator finds the order among the incoming ones and hands its line and its texts to the editor.
  await openFromMenuGroup(coordinator, 'Fulfilment', 'Incoming orders');
  await coordinator.getByLabel('Search', { exact: true }).fill(salesId);
  await expect(coordinator.getByText('Showing 1 of 1 orders', { exact: true })).toBeVisible();
  await coordinator.getByRole('link', { name: salesId, exact: true }).click();
  await expect(coordinator.getByRole('heading', { name: `Order ${salesId}`, level: 1 })).toBeVisible();
  const deliverLink = section(coordinator, 'Order lines').getByRole('link', { name: /^Deliver: / });
  const lineUrl = (await deliverLink.getAttribute('href')) ?? '';
  const textsUrl =
    (await coordinator.getByRole('link', { name: 'Texts', exact: true }).getAttribute('href')) ?? '';

  // 4. The editor delivers two pictures to the line, which delivers the order, and writes the ad text.
  const editor = await personAt(browser, 'editor@demo.test');
  await editor.goto(lineUrl);
  await expect(editor.getByRole('heading', { name: `Deliver ${PRODUCT}`, level: 1 })).toBeVisible();
  await editor
    .locator('input[type="file"]')
    .setInputFiles([await jpeg(editor, 'Stue.jpg', '#c0392b'), await jpeg(editor, 'Facade.jpg', '#2980b9')]);
  await expect(editor.getByRole('listitem').filter({ hasText: 'Uploaded' })).toHaveCount(2);
  await editor.getByLabel('Delivered quantity').fill('2');
  await editor.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(editor.getByText('2 files delivered to the case.')).toBeVisible();
  await expect(
    editor.getByText('Every line is delivered: the order is Delivered and the office is told.'),
  ).toBeVisible();

  // The watcher (who reads Danish mail) is told the order is delivered.
  const delivered = await latestMailTo('admin@demo.test', `Ordre ${salesId} har fået ny status`);
  expect(delivered.text).toContain(`Ordre ${salesId} på ${address}, 2100 København Ø er nu leveret.`);

  await editor.goto(textsUrl);
  await expect(editor.getByRole('heading', { name: `Texts for ${address}`, level: 1 })).toBeVisible();
  await chooseOption(
    editor,
    editor.getByRole('combobox', { name: 'Write another section' }),
    'Ad text',
    'Ad',
  );
  await editor.getByLabel('Text of Ad text').fill('Lys villa ved Øresund med have mod syd.');
  await editor.getByRole('button', { name: 'Deliver text' }).click();
  await expect(editor.getByText("The text is delivered and waits for the office's review.")).toBeVisible();

  // 5. The agent is told, sees the pictures on the case and approves the text.
  await agent.goto('/dashboard');
  await bell(agent).click();
  await agent
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link', {
      name: `The material for ${address}, 2100 København Ø is delivered (order ${salesId})`,
    })
    .click();
  await expect(agent.getByRole('heading', { name: 'Case details', level: 1 })).toBeVisible();
  const material = agent.getByRole('list', { name: 'Material of the case' });
  await expect(material.getByRole('listitem').filter({ hasText: 'Stue.jpg' })).toBeVisible();
  await expect(material.getByRole('listitem').filter({ hasText: 'Facade.jpg' })).toBeVisible();
  await section(agent, 'Texts').getByRole('link', { name: 'Open the texts' }).click();
  await expect(agent.getByRole('heading', { name: 'Texts', level: 1 })).toBeVisible();
  const adText = agent.getByRole('region', { name: 'Ad text', exact: true });
  await expect(adText.getByText('Lys villa ved Øresund med have mod syd.')).toBeVisible();
  await adText.getByRole('button', { name: 'Approve' }).click();
  await expect(adText.getByText('Approved by Mikkel Dahl')).toBeVisible();

  // The agent draws two comments on the first picture and submits them.
  await agent.goto(orderUrl);
  await agent.getByRole('link', { name: `Comment on pictures of ${PRODUCT}` }).click();
  await expect(agent.getByRole('heading', { name: `Feedback on ${PRODUCT}`, level: 1 })).toBeVisible();
  const surface = agent.getByRole('application', { name: /^Drawing surface on / });
  await surface.scrollIntoViewIfNeeded();
  const box = await surface.boundingBox();
  if (!box) throw new Error('the drawing surface is not shown');
  await surface.click({ position: { x: box.width * 0.3, y: box.height * 0.5 } });
  await surface.click({ position: { x: box.width * 0.7, y: box.height * 0.5 } });
  const items = agent.getByRole('list', { name: 'Comments on this picture' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await items.nth(0).getByLabel('Feedback text').fill('Fjern bilen');
  await items.nth(1).getByLabel('Feedback text').fill('Mere lys i stuen');
  // Submitted straight away: the comments are saved on the way.
  await agent.getByRole('button', { name: 'Submit for review' }).click();
  const confirm = agent.getByRole('dialog', { name: 'Submit the feedback for review?' });
  await pressInDialog(confirm, 'Submit for review');
  await expect(confirm).toBeHidden();
  await expect(
    agent.getByRole('alert').filter({ hasText: 'The feedback is submitted for review.' }),
  ).toBeVisible();

  // 6. The editor answers one comment with a corrected picture and declines the other.
  await editor.goto('/dashboard');
  await openFromMenuGroup(editor, 'Fulfilment', 'Feedback');
  await editor.getByRole('link', { name: new RegExp(`^${address}`) }).click();
  const first = editor.getByRole('region', { name: 'Comment 1' });
  await expect(first.getByText('Fjern bilen')).toBeVisible();
  await first.getByLabel('Reply to the office').fill('Bilen er fjernet.');
  await first.locator('input[type="file"]').setInputFiles([await jpeg(editor, 'Stue-rettet.jpg', '#27ae60')]);
  await expect(first.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await first.getByRole('button', { name: 'Send answer' }).click();
  await expect(first.getByText('Answered: Bilen er fjernet.')).toBeVisible();
  const second = editor.getByRole('region', { name: 'Comment 2' });
  await second.getByRole('radio', { name: 'Declined' }).check();
  await second.getByLabel('Reply to the office').fill('Lyset er som optaget.');
  await second.getByRole('button', { name: 'Send answer' }).click();
  await expect(second.getByText('Answered: Lyset er som optaget.')).toBeVisible();
  await editor.context().close();

  // The agent is told of the answers and sees them, and the original and the corrected picture side by side.
  await agent.reload();
  await bell(agent).click();
  await agent
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link', {
      name: `The provider answered your feedback on ${address}, 2100 København Ø (order ${salesId})`,
    })
    .click();
  await expect(agent.getByRole('heading', { name: `Feedback on ${PRODUCT}`, level: 1 })).toBeVisible();
  const comments = agent.getByRole('list', { name: 'Comments on this picture' });
  await expect(comments.getByText('Bilen er fjernet.')).toBeVisible();
  await expect(comments.getByText('Lyset er som optaget.')).toBeVisible();
  await expect(comments.getByText('Declined', { exact: true })).toBeVisible();
  const beforeAfter = comments.getByRole('figure', { name: 'Comment 1 before and after the correction' });
  await expect(beforeAfter.getByRole('img', { name: 'Before' })).toBeVisible();
  await expect(beforeAfter.getByRole('img', { name: 'After' })).toHaveJSProperty('complete', true);

  // 7. The coordinator invoices the delivered order.
  await coordinator.reload();
  const overview = section(coordinator, 'Overview');
  await expect(overview.getByText('Delivered', { exact: true })).toBeVisible();
  await overview.getByRole('button', { name: 'Invoice' }).click();
  const invoice = coordinator.getByRole('dialog', { name: `Invoice order ${salesId}?` });
  await pressInDialog(invoice, 'Invoice');
  await expect(invoice).toBeHidden();
  await expect(overview.getByText('Invoiced', { exact: true })).toBeVisible();
  await coordinator.context().close();

  // 8. The watcher is told the order is invoiced, and the agent sees it so.
  const invoiced = await latestMailTo('admin@demo.test', `Ordre ${salesId} har fået ny status`);
  expect(invoiced.text).toContain(`Ordre ${salesId} på ${address}, 2100 København Ø er nu faktureret.`);
  await agent.goto(orderUrl);
  await expect(section(agent, 'Overview').getByText('Invoiced', { exact: true })).toBeVisible();
  await agent.context().close();
});
