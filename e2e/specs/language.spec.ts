import { expect, test } from '@playwright/test';
import da from '../../apps/web/src/locales/da/common.json' with { type: 'json' };
import no from '../../apps/web/src/locales/no/common.json' with { type: 'json' };
import sv from '../../apps/web/src/locales/sv/common.json' with { type: 'json' };
import { signInThroughPage, useEnglish } from '../support/portal.ts';

test('switching language changes the menu and is remembered', async ({ page }) => {
  await useEnglish(page);
  await signInThroughPage(page, 'agent@demo.test');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('Cases', { exact: true })).toBeVisible();

  for (const [name, texts] of [
    ['Dansk', da],
    ['Svenska', sv],
    ['Norsk', no],
  ] as const) {
    await page.getByRole('button', { name: /^(Language|Sprog|Språk)/ }).click();
    await page.getByRole('menuitem', { name }).click();
    const translatedMenu = page.getByRole('navigation', { name: texts.menu.main });
    await expect(translatedMenu.getByText(texts.menu.cases, { exact: true })).toBeVisible();
    await expect(translatedMenu.getByText(texts.menu.help, { exact: true })).toBeVisible();
  }
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: no.menu.main }).getByText(no.menu.cases, { exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBe('no');
});

// The host decides a first visit (Swedish under .se, else Danish), not the browser's language; the unit tests
// of lib/locale-choice.ts cover a host under .se.
test.describe('a first visit without a stored choice', () => {
  for (const locale of ['fi-FI', 'sv-SE', 'en-GB']) {
    test.describe(`with a ${locale} browser`, () => {
      test.use({ locale });
      test('starts in Danish on a host without .se', async ({ page }) => {
        await page.goto('/login');
        await expect(page.getByLabel(da.fields.email)).toBeVisible();
      });
    });
  }
});
