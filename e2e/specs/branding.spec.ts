import { expect, type Locator, type Page, test } from '@playwright/test';
import { openFromAccountMenu } from '../support/admin.ts';
import { signIn, useEnglish } from '../support/portal.ts';

/** The WCAG contrast ratio of two computed CSS colours ("rgb(15, 76, 92)"). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const colours = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { text: style.color, fill: style.backgroundColor };
  });

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const header = (page: Page) => page.getByRole('banner');

const NORDBOLIG_TEAL = 'rgb(15, 76, 92)';
// Hemma's yellow (#f2c14e, rgb(242, 193, 78)) mixed with black until it reads at 4.5:1 on white and its page.
const HEMMA_SHADE = 'rgb(136, 108, 44)';

/**
 * The portal wears `primary` (a computed CSS colour) on its buttons and links, once the change of look has
 * faded in (buttons ease their colour), and text, buttons and links read at WCAG AA (4.5:1) on what is
 * behind them.
 */
async function expectReadable(page: Page, primary: string) {
  const button = page.getByRole('button', { name: 'Start a new order' });
  await expect(button).toHaveCSS('background-color', primary);
  const { text, fill } = await colours(button);
  expect(contrast(text, fill)).toBeGreaterThanOrEqual(4.5);
  const link = page.getByRole('link', { name: /^See all/ }).first();
  await expect(link).toHaveCSS('color', primary);
  expect(contrast(primary, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(4.5);
}

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
});

test('an agent sees the portal in the colours, logo and icon of the branded office', async ({ page }) => {
  await signIn(page, 'agent@demo.test');
  await expect(header(page).getByRole('img', { name: 'Nordbolig København' })).toBeVisible();
  // Nordbolig's own dark teal carries white text as it is.
  await expectReadable(page, NORDBOLIG_TEAL);
  expect(await pageBackground(page)).toBe('rgb(238, 244, 245)');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml/);
});

test('a light brand colour is darkened until it reads, and an admin of two offices chooses the look', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  // The first office by name: Hemma's light yellow (#f2c14e) is far below 4.5:1 with any text.
  await expect(header(page).getByRole('img', { name: 'Hemma Mäklare Stockholm' })).toBeVisible();
  await expectReadable(page, HEMMA_SHADE);
  expect(await pageBackground(page)).toBe('rgb(251, 248, 239)');

  await openFromAccountMenu(page, 'Department look');
  const nordbolig = page.getByRole('menuitem', { name: 'Nordbolig København' });
  // The list of departments zooms in beside the menu; a click before it settles can miss.
  await expect(page.locator('.ant-dropdown-menu-submenu-popup').filter({ has: nordbolig })).not.toHaveClass(
    /-(appear|enter)/,
  );
  await nordbolig.click();
  await expect(header(page).getByRole('img', { name: 'Nordbolig København' })).toBeVisible();
  await expectReadable(page, NORDBOLIG_TEAL);

  // The choice is remembered on this browser.
  await page.reload();
  await expect(header(page).getByRole('img', { name: 'Nordbolig København' })).toBeVisible();
});

test('provider staff without an office see the portal’s own look, its red shaded for text', async ({
  page,
}) => {
  await signIn(page, 'support@demo.test');
  await expect(header(page).getByRole('link', { name: 'Property Portal' })).toBeVisible();
  await expect(header(page).getByRole('img')).toHaveCount(0);
  const link = await colours(page.getByRole('link', { name: /Open orders/ }));
  expect(contrast(link.text, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(4.5);
});
