import { type APIRequestContext, expect, test } from '@playwright/test';
import { hubAs } from '../support/hub.ts';
import { type DeliveredLine, findDeliveredLines } from '../support/order-lines.ts';
import { alertSaying, signInThroughPage, useEnglish } from '../support/portal.ts';

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
  await signInThroughPage(page, 'admin@demo.test');
});

test('an order line is rated with a document from the order page', async ({ page }) => {
  const comment = `The photos came a day late (${Date.now()}).`;
  await page.goto(`/orders/${line.orderId}`);
  await page.getByRole('button', { name: `Rate ${line.productName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Rate ${line.productName}` });
  await expect(dialog.getByText('Tell us how the delivery went.')).toBeVisible();

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
  await expect(alertSaying(page, 'Thank you, the rating is sent.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The provider gets the rating with its document, moved out of the upload folder and readable.
  const ratings: StoredRating[] = await (
    await hub.get(`/api/orders/orderlines/${line.lineId}/ratings`)
  ).json();
  const sent = ratings.find((rating) => rating.comment === comment);
  expect(sent?.type).toBe('complaint');
  expect(sent?.createdBy?.name).toBe('Astrid Holm');
  expect(sent?.documents.map(({ fileName, contentType }) => [fileName, contentType])).toEqual([
    ['inspection-report.pdf', 'application/pdf'],
  ]);
  const document = await page.request.get(sent?.documents[0]?.url as string);
  expect(document.status()).toBe(200);
  expect((await document.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('the rating dialog opens by itself from the link in the delivery mail', async ({ page }) => {
  await page.goto(`/orders/${line.orderId}?rate=${line.lineId}`);
  const dialog = page.getByRole('dialog', { name: `Rate ${line.productName}` });
  await expect(dialog.getByRole('radio', { name: 'Change request' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Rate ${line.productName}` })).toBeVisible();
});
