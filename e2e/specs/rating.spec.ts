import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openFromMenuGroup } from '../support/admin.ts';
import { hubAs } from '../support/hub.ts';
import { latestMailTo } from '../support/mailbox.ts';
import { type DeliveredLine, findDeliveredLines } from '../support/order-lines.ts';
import { jpeg } from '../support/pictures.ts';
import { alertSaying, chooseOption, section, signIn, useEnglish } from '../support/portal.ts';

// The office's "Feedback / complaint" on a delivered line (POST /orders/rating/w2) and the provider's answer
// in its feedback console, as both sides meet them.

interface StoredRating {
  type: string;
  comment: string;
  documents: { fileName: string; contentType: string; url: string }[];
  createdBy: { name: string } | null;
}

/** A small real PDF: the hub checks that a document's content is what its name says. */
const INSPECTION_REPORT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

let hub: APIRequestContext;
let line: DeliveredLine;

test.beforeAll(async () => {
  hub = await hubAs('admin@demo.test');
  // Ratings are kept side by side, so any delivered line will do; the test reads back only its own.
  [line] = (await findDeliveredLines(hub, 1, () => true)) as [DeliveredLine];
});

test.afterAll(async () => {
  await hub.dispose();
});

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signIn(page, 'admin@demo.test');
});

/** The dialog's button and the dialog of a line, by what they are: a message to the provider, not a score. */
const openDialog = async (page: Page, productName: string) => {
  await page.getByRole('button', { name: `Feedback / complaint about ${productName}` }).click();
  return page.getByRole('dialog', { name: `Feedback or complaint about ${productName}` });
};

/** The header's bell, named by its unread count. */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });

test('an order line gets a complaint with a document from the order page', async ({ page }) => {
  const comment = `The photos came a day late (${Date.now()}).`;
  await page.goto(`/orders/${line.orderId}`);
  const dialog = await openDialog(page, line.productName);
  await expect(dialog.getByText('Ask for a change, make a complaint')).toBeVisible();

  // Nothing chosen: the dialog says what it needs and sends nothing.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByLabel('Comment')).toHaveAttribute('aria-invalid', 'true');
  // Both the kind and the comment are asked for in words, never as the call's raw values.
  await expect(dialog.getByText('This field is required')).toHaveCount(2);

  await dialog.getByRole('radio', { name: 'Complaint' }).check();
  await dialog.getByLabel('Comment').fill(comment);
  await expect(dialog.getByText('Choose files')).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'inspection-report.pdf',
    mimeType: 'application/pdf',
    buffer: INSPECTION_REPORT,
  });
  await expect(dialog.getByText('inspection-report.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(alertSaying(page, 'Thank you, your message is sent to the provider.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The order shows it, waiting for the provider's answer.
  const sent = section(page, 'Feedback and complaints').getByRole('region', {
    name: `Complaint: ${line.productName}`,
  });
  await expect(sent.filter({ hasText: comment }).getByText('Awaiting answer')).toBeVisible();

  // The provider gets the rating with its document, moved out of the upload folder and readable.
  const ratings: StoredRating[] = await (
    await hub.get(`/api/orders/orderlines/${line.lineId}/ratings`)
  ).json();
  const stored = ratings.find((rating) => rating.comment === comment);
  expect(stored?.type).toBe('complaint');
  expect(stored?.createdBy?.name).toBe('Astrid Holm');
  expect(stored?.documents.map(({ fileName, contentType }) => [fileName, contentType])).toEqual([
    ['inspection-report.pdf', 'application/pdf'],
  ]);
  const document = await page.request.get(stored?.documents[0]?.url as string);
  expect(document.status()).toBe(200);
  expect((await document.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the dialog opens by itself from the link in the delivery mail', async ({ page }) => {
  await page.goto(`/orders/${line.orderId}?rate=${line.lineId}`);
  const dialog = page.getByRole('dialog', { name: `Feedback or complaint about ${line.productName}` });
  await expect(dialog.getByRole('radio', { name: 'Change request' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: `Feedback / complaint about ${line.productName}` }),
  ).toBeVisible();
});

test('a complaint is answered by the provider with a corrected delivery, and the office sees the answer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A picture line nobody has written about yet, so its messages on both sides are this test's own.
  const [target] = (await findDeliveredLines(
    hub,
    1,
    async (candidate) =>
      candidate.canReceiveFeedback &&
      (await (await hub.get(`/api/orders/orderlines/${candidate.id}/ratings`)).json()).length === 0,
  )) as [DeliveredLine];
  const { salesId } = await (await hub.get(`/api/orders/${target.orderId}`)).json();
  const comment = `Stuen er for mørk på billederne (${Date.now()}).`;

  // The office sends a complaint from the order page; the provider's support mailbox gets it.
  await page.goto(`/orders/${target.orderId}`);
  const dialog = await openDialog(page, target.productName);
  await dialog.getByRole('radio', { name: 'Complaint' }).check();
  await dialog.getByLabel('Comment').fill(comment);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(alertSaying(page, 'Thank you, your message is sent to the provider.')).toBeVisible();
  const support = await latestMailTo('support@portal.local', `Complaint on order ${salesId}`);
  expect(support.text).toContain(comment);

  // The editor finds it in the feedback console, waiting, and accepts it with a reply.
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await useEnglish(editor);
  await signIn(editor, 'editor@demo.test');
  await openFromMenuGroup(editor, 'Fulfilment', 'Feedback');
  const row = editor.getByRole('row').filter({ hasText: comment });
  await expect(row.getByText('Awaiting answer')).toBeVisible();
  await row.getByRole('link').click();
  const message = editor
    .getByRole('region', { name: 'Complaint from the office' })
    .filter({ hasText: comment });
  const reply = 'Vi tager billederne igen – 3-værelses, 112 m² #vesterbro.';
  await message.getByRole('radio', { name: 'Accepted, in progress' }).check();
  await message.getByLabel('Reply to the office').fill(reply);
  await message.getByRole('button', { name: 'Send answer' }).click();
  await expect(message.getByText(reply)).toBeVisible();
  await expect(message.getByText('Answer from Elin Strand')).toBeVisible();

  // The corrected pictures are delivered on the line's delivery page, then named in the answer that ends it.
  await message
    .getByRole('link', { name: "Deliver a corrected version on the line's delivery page first" })
    .click();
  await expect(
    editor.getByRole('heading', { name: `Deliver ${target.productName}`, level: 1 }),
  ).toBeVisible();
  await editor
    .locator('input[type="file"]')
    .setInputFiles([await jpeg(editor, 'Stue-lysere.jpg', '#f1c40f')]);
  await expect(editor.getByRole('listitem').filter({ hasText: 'Uploaded' })).toHaveCount(1);
  await editor.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(editor.getByText('1 file delivered to the case.')).toBeVisible();
  await editor.goBack();
  await message.getByRole('radio', { name: 'Done' }).check();
  await message.getByLabel('Reply to the office').fill('Nye billeder med lys i stuen er leveret.');
  await chooseOption(
    editor,
    message.getByRole('combobox', { name: 'Corrected delivery' }),
    /^1 file delivered/,
  );
  await message.getByRole('button', { name: 'Send answer' }).click();
  await expect(message.getByText('Nye billeder med lys i stuen er leveret.')).toBeVisible();
  // Done closes it: no more answers are asked for.
  await expect(message.getByRole('button', { name: 'Send answer' })).toHaveCount(0);
  await editorContext.close();

  // The office is told in the portal and by mail, and reads both answers on the order, where the line says
  // how its complaint stands.
  await page.reload();
  await bell(page).click();
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('link', {
      name: new RegExp(`The provider answered the feedback or complaint on .*\\(order ${salesId}\\)`),
    })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/orders/${target.orderId}#rating-`));
  const answered = section(page, 'Feedback and complaints')
    .getByRole('region', { name: `Complaint: ${target.productName}` })
    .filter({ hasText: comment });
  await expect(answered.getByText(reply)).toBeVisible();
  await expect(answered.getByText('Nye billeder med lys i stuen er leveret.')).toBeVisible();
  await expect(answered.getByText('Answer from Elin Strand')).toHaveCount(2);
  await expect(answered.getByText('A corrected delivery of 1 file.')).toBeVisible();
  await expect(answered.getByRole('link', { name: 'See it on the case' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Complaint: Done' })).toBeVisible();
  const mail = await latestMailTo('admin@demo.test', salesId);
  expect(mail.text).toContain('Nye billeder med lys i stuen er leveret.');
});
