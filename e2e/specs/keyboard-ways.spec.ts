import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { hubAs, signInByCall } from '../support/hub.ts';
import { type DeliveredLine, findFreshFeedbackLines } from '../support/order-lines.ts';
import { caseWithMaterial } from '../support/public-pages.ts';

// The lightbox, the annotation canvas and the material's sorting have keyboard ways, said in the
// user's language; dialogs keep the focus inside while open and give it back to what opened them.

async function signIn(page: Page, email: string, locale: 'en' | 'da') {
  await page.addInitScript((language) => window.localStorage.setItem('locale', language), locale);
  await signInByCall(page.request, email);
}

/**
 * Where the focus is: in the dialog, on the page behind it, or gone to the browser's own controls (the body,
 * in a browser without a window), which Tab passes through on its way round as with a native modal dialog.
 */
const focusPlace = (dialog: Locator) =>
  dialog.evaluate((element) => {
    if (element.contains(document.activeElement)) return 'dialog';
    return document.activeElement === document.body ? 'browser' : 'page';
  });

/** Tab, and then Shift+Tab, go round the dialog's controls and never reach the page behind it. */
async function expectFocusKeptIn(page: Page, dialog: Locator) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < 8; presses += 1) {
      await page.keyboard.press(key);
      await expect
        .poll(() => focusPlace(dialog), `the focus stays off the page after ${key}`)
        .not.toBe('page');
    }
  }
  // The rounds may end on the browser's own stop, where a window-less browser has no controls to pass
  // through; the next Tab from there lands in the dialog again.
  if ((await focusPlace(dialog)) === 'browser') await page.keyboard.press('Tab');
  await expect.poll(() => focusPlace(dialog)).toBe('dialog');
}

/** Presses Shift+Tab until `target` has the focus. */
async function shiftTabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 10; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Shift+Tab');
  }
  await expect(target).toBeFocused();
}

test('the lightbox opens from a thumbnail with Enter, pages with the arrows, keeps the focus, and Escape gives it back, in Danish', async ({
  page,
}) => {
  const hub = await hubAs('agent@demo.test');
  const presentation = await caseWithMaterial(hub);
  await hub.dispose();
  const total = presentation.slides.length;
  await signIn(page, 'agent@demo.test', 'da');
  await page.goto(`/cases/${presentation.caseId}/presentation`);
  const thumbnails = page.getByRole('button', { name: /^Åbn / });
  await expect(thumbnails).toHaveCount(total);

  const second = thumbnails.nth(1);
  await second.focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog', { name: 'Materiale' });
  await expect(lightbox).toBeVisible();
  for (const button of ['Forrige', 'Næste', 'Luk']) {
    await expect(lightbox.getByRole('button', { name: button, exact: true })).toBeVisible();
  }
  const current = page.locator('.yarl__slide_current');
  await expect(current).toHaveAttribute('aria-label', `2 af ${total}`);
  await expect(current).toHaveAttribute('aria-roledescription', 'Dias');
  // The lightbox takes one arrow key per quarter of a second (its slide's half time), as a person pressing
  // twice in a row would find: a key pressed sooner is ignored, and pressed again.
  const pressUntil = (key: string, label: string) =>
    expect(async () => {
      await page.keyboard.press(key);
      await expect(current).toHaveAttribute('aria-label', label, { timeout: 1_000 });
    }).toPass();
  await pressUntil('ArrowRight', `3 af ${total}`);
  await pressUntil('ArrowLeft', `2 af ${total}`);

  await expectFocusKeptIn(page, lightbox);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(second).toBeFocused();
  // Space opens it as well.
  await page.keyboard.press('Space');
  await expect(lightbox).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(second).toBeFocused();
});

test.describe('the annotation canvas', () => {
  let line: DeliveredLine;

  test.beforeAll(async () => {
    const hub = await hubAs('admin@demo.test');
    // Nothing is saved here, so the line stays fresh for the feedback spec.
    [line] = (await findFreshFeedbackLines(hub, 1)) as [DeliveredLine];
    await hub.dispose();
  });

  test('comments are placed, gone through and removed with the keyboard, and the submit question keeps and returns the focus', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test', 'en');
    await page.goto(`/orders/${line.orderId}/lines/${line.lineId}/feedback`);
    const surface = page.getByRole('application', { name: /^Drawing surface on / });
    const items = page.getByRole('list', { name: 'Comments on this picture' }).getByRole('listitem');
    const said = (text: string) => page.getByRole('status').filter({ hasText: text });
    await expect(surface).toBeVisible();
    await expect(page.getByText(/Page Down and Page Up choose the next or previous comment/)).toBeVisible();

    // Enter places a point where the crosshair is, and the new comment's text takes the focus.
    await surface.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(items.locator('strong')).toHaveText(['1. Point']);
    await expect(items.first().getByLabel('Feedback text')).toBeFocused();
    await page.keyboard.type('The lamp is crooked.');
    await shiftTabTo(page, surface);
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Enter');
    await expect(items.locator('strong')).toHaveText(['1. Point', '2. Point']);
    await expect(items.nth(1).getByLabel('Feedback text')).toBeFocused();
    await page.keyboard.type('Brighten the window.');

    // Page Up and Page Down go through the comments; Delete removes the chosen one.
    await shiftTabTo(page, surface);
    await page.keyboard.press('PageUp');
    await expect(said('Comment 2 chosen: Point.')).toHaveCount(1);
    await page.keyboard.press('PageUp');
    await expect(said('Comment 1 chosen: Point.')).toHaveCount(1);
    await expect(items.first()).toHaveClass(/feedback-annotation-active/);
    await page.keyboard.press('PageDown');
    await expect(said('Comment 2 chosen: Point.')).toHaveCount(1);
    await page.keyboard.press('Delete');
    await expect(said('Comment 2 removed.')).toHaveCount(1);
    await expect(items.locator('strong')).toHaveText(['1. Point']);
    await expect(items.first().getByLabel('Feedback text')).toHaveValue('The lamp is crooked.');
    await expect(surface).toBeFocused();

    // Removed with the list's button, the focus goes to the next comment's text, or to the surface when none is left.
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Enter');
    await expect(items.locator('strong')).toHaveText(['1. Point', '2. Point']);
    await page.keyboard.type('Straighten the picture frame.');
    await items.first().getByRole('button', { name: 'Remove comment 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(items.locator('strong')).toHaveText(['1. Point']);
    await expect(items.first().getByLabel('Feedback text')).toHaveValue('Straighten the picture frame.');
    await expect(items.first().getByLabel('Feedback text')).toBeFocused();
    await items.first().getByRole('button', { name: 'Remove comment 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(0);
    await expect(surface).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items.first().getByLabel('Feedback text')).toBeFocused();
    await page.keyboard.type('The lamp is crooked.');

    // A confirmation (ConfirmDialog) keeps the focus and gives it back to its button on Escape.
    const submit = page.getByRole('button', { name: 'Submit for review' });
    await submit.focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: 'Submit the feedback for review?' });
    await expect(question).toBeVisible();
    await expectFocusKeptIn(page, question);
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(submit).toBeFocused();
  });
});

test('a tile is moved with the keyboard, each step said in Danish, and a form dialog keeps and returns the focus', async ({
  page,
}) => {
  const agent = await hubAs('agent@demo.test');
  const search = await agent.post('/api/Cases/Search', { data: { take: 5, searchKey: 'DEMO-300' } });
  const [big]: { id: string }[] = (await search.json()).data;
  await agent.dispose();
  await signIn(page, 'agent@demo.test', 'da');
  await page.goto(`/cases/${big?.id}`);
  const grid = page.getByRole('list', { name: 'Sagens materiale' });
  const names = () => grid.locator('.portal-material-name').allTextContents();
  await expect(grid.getByRole('listitem')).toHaveCount(48);
  const [first, second] = await names();

  const handle = grid.getByRole('button', { name: `Flyt ${first}` });
  await handle.focus();
  // dnd-kit's live region, which a screen reader reads out as the tile moves.
  const liveRegion = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(liveRegion).toHaveText(`${first} er samlet op fra plads 1 af 48.`);
  await page.keyboard.press('ArrowRight');
  await expect(liveRegion).toHaveText(`${first} er flyttet til plads 2 af 48.`);
  await page.keyboard.press('Space');
  await expect(liveRegion).toHaveText(`${first} er sluppet på plads 2 af 48.`);
  await expect.poll(async () => (await names()).slice(0, 2)).toEqual([second, first]);
  // Escape while moving puts the tile back. Each key waits for the last one's words, as above: dnd-kit listens
  // for the arrows and Escape only once the tile is picked up.
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(liveRegion).toHaveText(`${first} er samlet op fra plads 2 af 48.`);
  await page.keyboard.press('ArrowLeft');
  await expect(liveRegion).toHaveText(`${first} er flyttet til plads 1 af 48.`);
  await page.keyboard.press('Escape');
  await expect(liveRegion).toHaveText(`Flytningen er fortrudt. ${first} bliver på plads 2 af 48.`);
  expect((await names()).slice(0, 2)).toEqual([second, first]);

  const copy = page.getByRole('button', { name: 'Kopiér alt til en anden sag' });
  await copy.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Kopiér materiale til en anden sag' });
  await expect(dialog).toBeVisible();
  await expectFocusKeptIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(copy).toBeFocused();
});

test('placeholders shown while the dashboard loads have no empty headings and say that it loads', async ({
  page,
}) => {
  await signIn(page, 'agent@demo.test', 'en');
  // The dashboard panels' calls wait, so the panels show their placeholders until the test lets them answer.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const panelCalls = ['/api/Cases/Search', '/api/orders/tasks/search', '/api/properties'];
  await page.route(
    (url) => panelCalls.includes(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto('/dashboard');
  await expect(page.locator('.ant-skeleton').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withRules(['empty-heading']).analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
  await expect(page.getByText('Loading…').first()).toBeAttached();
  release();
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
});
