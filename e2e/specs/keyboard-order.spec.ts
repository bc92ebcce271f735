import { expect, type Locator, type Page, test } from '@playwright/test';
import { uniqueReference } from '../support/new-order.ts';
import { signIn } from '../support/portal.ts';

// An order placed with the keyboard alone, from the dashboard to the receipt, with the focus visible
// at every stop. Nothing here clicks: Tab, Shift+Tab, Enter, Space, the arrow keys and typing only.

/**
 * Whether the focused element shows that it has the focus: an outline or a focus ring (box shadow) on it or on
 * the wrapper Ant Design draws around it (a radio's button, an input's frame).
 */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    let element: Element | null = document.activeElement;
    for (let depth = 0; element && depth < 4; depth += 1, element = element.parentElement) {
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      if (outline || style.boxShadow !== 'none') return true;
    }
    return false;
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` or something inside it has the focus, checking the focus is
 * visible where it stops.
 */
async function tabTo(page: Page, target: Locator, backwards = false) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await target.evaluate((element) => element.contains(document.activeElement)).catch(() => false)) {
      expect(await focusIsVisible(page), 'the focused element shows its focus').toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Moves the focus into a group of radios and on with the arrow keys until `name` is checked. */
async function chooseRadio(page: Page, group: Locator, name: string | RegExp) {
  await tabTo(page, group);
  const wanted = group.getByRole('radio', { name });
  for (let presses = 0; presses < 20 && !(await wanted.isChecked()); presses += 1) {
    await page.keyboard.press(presses === 0 ? 'Space' : 'ArrowRight');
  }
  await expect(wanted).toBeChecked();
}

/** Opens a select with the keyboard, types `search`, and moves down to `option` before pressing Enter. */
async function chooseByKeyboard(page: Page, combobox: Locator, option: string, search = option) {
  await tabTo(page, combobox);
  await page.keyboard.type(search);
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(open.locator('.ant-select-item-option', { hasText: option }).first()).toBeVisible();
  const active = open.locator('.ant-select-item-option-active');
  for (let presses = 0; presses < 30; presses += 1) {
    // Suggestions that arrive while typing come with none highlighted until a key moves the highlight.
    if ((await active.count()) > 0 && ((await active.textContent()) ?? '').includes(option)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(active).toContainText(option);
  await page.keyboard.press('Enter');
  await expect(open).toHaveCount(0);
}

async function pressButton(page: Page, name: string) {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
}

test('an agent places a photography order with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  await signIn(page, 'agent@demo.test');

  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'New order' }),
  );
  await page.keyboard.press('Enter');
  const draft = page.getByRole('dialog', { name: 'Continue your unfinished order?' });
  const firstStep = page.getByRole('heading', { name: 'Order type and address', level: 2 });
  await expect(draft.or(firstStep)).toBeVisible();
  if (await draft.isVisible()) await pressButton(page, 'Start over');

  await chooseRadio(
    page,
    page.getByRole('radiogroup', { name: 'What would you like to order?' }),
    'Order photography',
  );
  await chooseByKeyboard(
    page,
    page.getByRole('combobox', { name: 'Address' }),
    'Guldbergsgade 29',
    'Guldbergsgade',
  );
  await expect(page.getByText('Address found', { exact: true })).toBeVisible();
  await tabTo(page, page.getByLabel('Case number'));
  await page.keyboard.type(uniqueReference('E2E-KEYS'));
  await pressButton(page, 'Next');

  await expect(page.getByRole('heading', { name: 'Package', level: 2 })).toBeVisible();
  await chooseRadio(page, page.getByRole('radiogroup', { name: 'Packages' }), 'Komplet med video og tekst');
  await pressButton(page, 'Next');

  await expect(page.getByRole('heading', { name: 'Choices and options', level: 2 })).toBeVisible();
  await chooseRadio(
    page,
    page.getByRole('radiogroup', { name: 'Antal billeder' }),
    /Fotografering 20 billeder/,
  );
  await pressButton(page, 'Increase Collage');
  await expect(page.getByLabel('Quantity of Collage')).toHaveValue('1');
  // The stepper's own arrow keys: up to two, and back to one.
  await tabTo(page, page.getByLabel('Quantity of Collage'), true);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByLabel('Quantity of Collage')).toHaveValue('2');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Quantity of Collage')).toHaveValue('1');
  await pressButton(page, 'Next');

  await expect(page.getByRole('heading', { name: 'Information', level: 2 })).toBeVisible();
  const primary = page.getByRole('group', { name: 'Primary contact person' });
  await tabTo(page, primary.getByLabel('Name'));
  await page.keyboard.type('Karen Jensen');
  await tabTo(page, primary.getByLabel('Phone'));
  await page.keyboard.type('20 30 40 50');
  await pressButton(page, 'Go to summary');

  await expect(page.getByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();
  await expect(page.getByText('Collage').first()).toBeVisible();
  await pressButton(page, 'Create order');
  await expect(page.getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sales-id')).toHaveText(/^SO-[A-Z0-9]{8}$/);
});
