import { expect, type Page, test } from '@playwright/test';
import { hubAs } from '../support/hub.ts';
import { alertSaying, chooseOption, pressInDialog, signIn, useEnglish } from '../support/portal.ts';
import { caseWithMaterial } from '../support/public-pages.ts';

const PHONE = { width: 375, height: 740 };

/** The lightbox's current slide, by its "n of total" label. */
async function expectSlide(page: Page, position: number, total: number) {
  await expect(page.locator('.yarl__slide_current')).toHaveAttribute('aria-label', `${position} of ${total}`);
}

test.use({ viewport: PHONE });

test('a shared presentation opens without an account, pages with the keyboard and stops when revoked', async ({
  page,
  browser,
}) => {
  await useEnglish(page);
  const hub = await hubAs('agent@demo.test');
  const presentation = await caseWithMaterial(hub);
  const total = presentation.slides.length;
  // Links other tests shared of the same demo case are revoked first, so the list holds only this test's.
  const shares = `/api/cases/${presentation.caseId}/presentation/shares`;
  for (const share of (await (await hub.get(shares)).json()) as { id: string }[]) {
    expect((await hub.delete(`${shares}/${share.id}`)).status()).toBe(204);
  }
  await hub.dispose();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'agent@demo.test', { at: `/cases/${presentation.caseId}` });
  // The material above the link fills in after the page; a person clicks once it has stopped moving.
  await expect(page.getByRole('list', { name: 'Material of the case' })).toBeVisible();
  await page.getByRole('link', { name: 'Open presentation' }).click();
  await expect(page.getByRole('heading', { name: 'Presentation', level: 1 })).toBeVisible();
  await expect(page.getByText(presentation.address, { exact: true })).toBeVisible();
  // The link works for the chosen time (90 days unless chosen), and the list says until when.
  await chooseOption(page, page.getByRole('combobox', { name: 'Link works for' }), '7 days');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(alertSaying(page, 'The link has been copied to the clipboard.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/presentation\/[\w-]+$/);
  await expect(page.getByRole('list', { name: 'Shared links' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Shared links' })).toContainText('Works until');

  // Someone without an account, on a phone.
  const visitorContext = await browser.newContext({ viewport: PHONE });
  const visitor = await visitorContext.newPage();
  await useEnglish(visitor);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: presentation.address, level: 1 })).toBeVisible();
  await expect(visitor.getByRole('img', { name: presentation.departmentName })).toBeVisible();
  const tiles = visitor.getByRole('button', { name: /^Open / });
  await expect(tiles).toHaveCount(total);

  await tiles.first().click();
  await expect(visitor.getByRole('dialog', { name: 'Material' })).toBeVisible();
  await expectSlide(visitor, 1, total);
  // ArrowLeft on the first slide wraps to the last...
  await visitor.keyboard.press('ArrowLeft');
  await expectSlide(visitor, total, total);
  // ...and ArrowRight past the last wraps to the first.
  await visitor.keyboard.press('ArrowRight');
  await expectSlide(visitor, 1, total);
  for (let position = 2; position <= total; position += 1) {
    await visitor.keyboard.press('ArrowRight');
    await expectSlide(visitor, position, total);
  }
  await visitor.keyboard.press('ArrowRight');
  await expectSlide(visitor, 1, total);
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('dialog', { name: 'Material' })).toBeHidden();

  // The office revokes the link; the visitor's next visit says it is no longer valid.
  await page.getByRole('list', { name: 'Shared links' }).getByRole('button', { name: 'Revoke' }).click();
  await pressInDialog(page.getByRole('dialog'), 'Revoke');
  await expect(page.getByText('No links have been shared yet.', { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(
    visitor.getByText('This presentation link is no longer valid.', { exact: true }),
  ).toBeVisible();
  await visitorContext.close();
});
