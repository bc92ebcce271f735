import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { hubAs } from '../support/hub.ts';
import { alertSaying, chooseOption, section, signIn, useEnglish } from '../support/portal.ts';

/** A line as an office writes it, every character of it kept: a hyphen, a dash, m², # and an emoji. */
const WRITTEN = '3-værelses – 112 m² #vesterbro 🏡';

interface CurrentText {
  name: string;
  review: { state: string; reviewable: boolean } | null;
}

/**
 * Cases of the demo data whose delivered texts wait for review: `open` inside the 30-day window, `closed`
 * past it (the demo data delivers texts for three orders, one of them 45 days ago).
 */
async function casesWithDeliveredTexts(hub: APIRequestContext) {
  const search = await hub.post('/api/Cases/Search', { data: { take: 100 } });
  const cases: { id: string }[] = (await search.json()).data;
  const found: { open: string[]; closed: string[] } = { open: [], closed: [] };
  for (const { id } of cases) {
    const texts: CurrentText[] = await (await hub.get(`/api/cases/${id}/texts/current`)).json();
    const waiting = texts.filter((text) => text.review?.state === 'PENDING');
    if (waiting.length === 3 && waiting.every((text) => text.review?.reviewable)) found.open.push(id);
    if (waiting.length > 0 && waiting.every((text) => !text.review?.reviewable)) found.closed.push(id);
  }
  return found;
}

/** A section of the texts page: the card titled with the section's name. */
const textSection = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: title, exact: true });

let hub: APIRequestContext;
let cases: { open: string[]; closed: string[] };

test.beforeAll(async () => {
  hub = await hubAs('admin@demo.test');
  cases = await casesWithDeliveredTexts(hub);
});

test.afterAll(async () => {
  await hub.dispose();
});

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signIn(page, 'admin@demo.test');
});

test('delivered texts are approved and rejected, a text is edited with a list and an earlier version restored', async ({
  page,
}) => {
  expect(cases.open.length, 'a case with delivered texts waiting for review').toBeGreaterThan(0);
  const caseId = cases.open[0] as string;
  await page.goto(`/cases/${caseId}`);
  const texts = section(page, 'Texts');
  await expect(texts.getByText('Awaiting review').first()).toBeVisible();
  await texts.getByRole('link', { name: 'Open the texts' }).click();
  await expect(page).toHaveURL(new RegExp(`/cases/${caseId}/texts$`));
  await expect(page.getByRole('heading', { name: 'Texts', level: 1 })).toBeVisible();
  await expect(page.getByText('3 delivered texts are waiting for your review.')).toBeVisible();

  // Sections come in their groups: the headline and the introduction under "Heading and introduction".
  const heading = textSection(page, 'Headline');
  await expect(heading.getByText('Awaiting review')).toBeVisible();
  await expect(heading.getByText(/You can approve or reject this text until/)).toBeVisible();
  await heading.getByRole('button', { name: 'Approve' }).click();
  await expect(heading.getByText('Approved', { exact: true })).toBeVisible();
  await expect(heading.getByText('Approved by Astrid Holm')).toBeVisible();
  await expect(heading.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Rejecting asks for a reason; without one the dialog says it is required.
  const introduction = textSection(page, 'Introduction');
  await introduction.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Introduction' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Reason').fill('Mention the new roof from 2021.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();
  await expect(introduction.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(introduction.getByText('Reason: Mention the new roof from 2021.')).toBeVisible();

  // Editing: two lines become a bulleted list; every character is kept as written.
  const ads = textSection(page, 'Ad text');
  const delivered = (await ads.locator('.case-text-content').textContent()) ?? '';
  await ads.getByRole('button', { name: 'Edit' }).click();
  const editor = ads.getByLabel('Text of Ad text');
  await editor.fill(`Room for everyone:\nThree bedrooms\n${WRITTEN}`);
  await editor.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(20, area.value.length));
  await ads.getByRole('button', { name: 'Bulleted list' }).click();
  await ads.getByText('Preview', { exact: true }).click();
  await expect(ads.getByRole('listitem')).toHaveText(['Three bedrooms', WRITTEN]);
  await ads.getByRole('button', { name: 'Save as new version' }).click();
  await expect(ads.getByRole('listitem')).toHaveText(['Three bedrooms', WRITTEN]);
  // Read back from the hub, not from the form.
  await page.reload();
  await expect(ads.getByRole('listitem')).toHaveText(['Three bedrooms', WRITTEN]);
  await expect(ads.getByText('2 versions')).toBeVisible();
  await expect(ads.getByText('Changed by Astrid Holm')).toBeVisible();
  // Who changed it and when: "now", with the exact time on hover.
  await ads.locator('time').hover();
  await expect(page.getByRole('tooltip')).toContainText(String(new Date().getFullYear()));

  // "Select version": the delivered version is read and restored as a new version.
  await ads.getByRole('button', { name: 'Select version' }).click();
  const versions = page.getByRole('dialog', { name: 'Versions of Ad text' });
  await expect(versions.getByText('Current version')).toBeVisible();
  await chooseOption(page, versions.getByRole('combobox', { name: 'Version' }), /^Version 1:/);
  await expect(versions.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(versions.getByRole('region', { name: 'Text of the selected version' })).toHaveText(delivered);
  await versions.getByRole('button', { name: 'Restore this version' }).click();
  await page
    .getByRole('dialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore this version' })
    .click();
  await expect(versions).toBeHidden();
  await expect(ads.locator('.case-text-content')).toHaveText(delivered);
  await expect(ads.getByText('3 versions')).toBeVisible();

  // Approve all takes the one still waiting; after that there is nothing to approve.
  await expect(page.getByText('1 delivered text is waiting for your review.')).toBeVisible();
  await page.getByRole('button', { name: 'Approve all' }).click();
  await expect(ads.getByText('Approved', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Approve all' }).click();
  await expect(alertSaying(page, 'No text to approve')).toBeVisible();

  // The case page shows the review states too.
  await page.getByRole('link', { name: 'Back to the case' }).click();
  await expect(section(page, 'Texts').getByText('Approved', { exact: true })).toHaveCount(2);
  await expect(section(page, 'Texts').getByText('Rejected', { exact: true })).toBeVisible();
});

test('a text whose order was delivered more than 30 days ago cannot be reviewed, and the page says why', async ({
  page,
}) => {
  expect(cases.closed.length, 'a case whose review window closed').toBeGreaterThan(0);
  await page.goto(`/cases/${cases.closed[0]}/texts`);
  const heading = textSection(page, 'Headline');
  await expect(heading.getByText('Review closed')).toBeVisible();
  await expect(
    heading.getByText(/its order was delivered more than 30 days ago, and the review window closed on/),
  ).toBeVisible();
  await expect(heading.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(heading.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(page.getByText('0 delivered texts are waiting for your review.')).toBeVisible();
  await page.getByRole('button', { name: 'Approve all' }).click();
  await expect(alertSaying(page, /can no longer be reviewed/)).toBeVisible();
});
