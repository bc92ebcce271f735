import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { hubAs } from '../support/hub.ts';
import { type DeliveredLine, findFreshFeedbackLines } from '../support/order-lines.ts';
import { alertSaying, chooseOption, signIn, useEnglish } from '../support/portal.ts';

interface StoredAnnotation {
  label: number;
  tool: string;
  kind: string;
  text: string;
  state: string | null;
  points: { x: number; y: number }[];
}

/** The surface of the open picture, where a tool draws. */
const drawingSurface = (page: Page) => page.getByRole('application', { name: /^Drawing surface on / });

/** The comments of the open picture, in label order. */
const comments = (page: Page) => page.getByRole('list', { name: 'Comments on this picture' });

/** A spot on the surface given in picture coordinates (0..1), in the page's pixels. */
async function spot(surface: Locator, x: number, y: number) {
  const box = await surface.boundingBox();
  if (!box) throw new Error('the drawing surface is not shown');
  return { x: box.x + x * box.width, y: box.y + y * box.height };
}

/** A mouse drag through the given picture coordinates, with in-between moves as a hand makes them. */
async function dragThrough(page: Page, surface: Locator, path: [number, number][]) {
  const [first, ...rest] = path;
  if (!first) return;
  const start = await spot(surface, ...first);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const corner of rest) {
    const to = await spot(surface, ...corner);
    await page.mouse.move(to.x, to.y, { steps: 6 });
  }
  await page.mouse.up();
}

/** Picks a drawing tool the way a person does, by its name in the tool bar. */
async function chooseTool(page: Page, tool: string) {
  await page.getByRole('radiogroup', { name: 'Drawing tool' }).getByText(tool, { exact: true }).click();
  await expect(page.getByRole('radio', { name: tool })).toBeChecked();
}

async function storedFeedback(hub: APIRequestContext, line: DeliveredLine) {
  const response = await hub.get(`/api/orders/orderlines/${line.lineId}/feedback`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { state: string; annotations: StoredAnnotation[] };
}

const feedbackUrl = (line: DeliveredLine) => `/orders/${line.orderId}/lines/${line.lineId}/feedback`;

let hub: APIRequestContext;
let lines: DeliveredLine[];

test.beforeAll(async () => {
  hub = await hubAs('admin@demo.test');
  // One line per test, each without feedback yet: the first test submits its line's feedback for good.
  lines = await findFreshFeedbackLines(hub, 3);
});

test.afterAll(async () => {
  await hub.dispose();
});

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signIn(page, 'admin@demo.test');
});

test('a point, an arrow and a lasso are drawn on a delivered picture as labels 1-3, submitted, and editing is refused after', async ({
  page,
}) => {
  // Two pages, a save and a submit: more steps than the default time allows on a busy machine.
  test.slow();
  const line = lines[0] as DeliveredLine;
  await page.goto(`/orders/${line.orderId}`);
  await page.getByRole('link', { name: `Comment on pictures of ${line.productName}` }).click();
  await expect(
    page.getByRole('heading', { name: `Feedback on ${line.productName}`, level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Picture 1: .*, 0 comments$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Draw on the picture to add a comment.')).toBeVisible();

  const surface = drawingSurface(page);
  // A portrait picture is taller than the screen: its top half is brought into view and drawn on.
  await surface.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  // Point is the tool a page opens with: a click places it.
  await surface.click({ position: await relative(surface, 0.3, 0.4) });
  await chooseTool(page, 'Arrow');
  await dragThrough(page, surface, [
    [0.6, 0.15],
    [0.75, 0.3],
  ]);
  await chooseTool(page, 'Lasso');
  await dragThrough(page, surface, [
    [0.15, 0.3],
    [0.4, 0.3],
    [0.4, 0.48],
    [0.15, 0.48],
    [0.15, 0.3],
  ]);

  const items = comments(page).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.locator('strong')).toHaveText(['1. Point', '2. Arrow', '3. Lasso']);
  await expect(surface.locator('.feedback-label text')).toHaveText(['1', '2', '3']);
  await expect(page.getByRole('button', { name: /^Picture 1: .*, 3 comments$/ })).toBeVisible();

  // A comment without a text is not sent; each says what is missing.
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(items.getByText('Feedback text is required.')).toHaveCount(3);
  await items.nth(0).getByLabel('Feedback text').fill('Remove the bin in front of the door.');
  await items.nth(1).getByLabel('Feedback text').fill('The gutter is crooked here.');
  await items.nth(2).getByLabel('Feedback text').fill('The lawn looks grey; make it greener.');
  await chooseOption(page, items.nth(1).getByRole('combobox', { name: 'Kind' }), 'Complaint');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(alertSaying(page, 'The draft is saved.')).toBeVisible();

  // Stored in picture coordinates, numbered as drawn: the point where it was clicked.
  const draft = await storedFeedback(hub, line);
  expect(draft.state).toBe('DRAFT');
  expect(draft.annotations.map(({ label, tool, kind }) => [label, tool, kind])).toEqual([
    [1, 'POINT', 'CHANGE'],
    [2, 'ARROW', 'COMPLAINT'],
    [3, 'LASSO', 'CHANGE'],
  ]);
  const [point] = draft.annotations[0]?.points ?? [];
  expect(point?.x).toBeCloseTo(0.3, 1);
  expect(point?.y).toBeCloseTo(0.4, 1);
  expect(draft.annotations[2]?.points.length).toBeGreaterThanOrEqual(4);
  for (const { points } of draft.annotations) {
    for (const { x, y } of points) expect(Math.min(x, y) >= 0 && Math.max(x, y) <= 1).toBe(true);
  }

  // A colleague has the same draft open in another tab while it is submitted.
  const colleague = await page.context().newPage();
  await colleague.goto(feedbackUrl(line));
  await expect(comments(colleague).getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: 'Submit for review' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit the feedback for review?' });
  await confirm.getByRole('button', { name: 'Submit for review' }).click();
  await expect(confirm).toBeHidden();
  await expect(alertSaying(page, 'The feedback is submitted for review.')).toBeVisible();
  await expect(alertSaying(page, 'Astrid Holm submitted this feedback')).toContainText(
    'Submitted for review',
  );
  await expect(items).toHaveCount(3);
  await expect(items.getByText('Open', { exact: true })).toHaveCount(3);
  await expect(items.nth(1).getByText('Complaint', { exact: true })).toBeVisible();
  await expect(items.nth(1).getByText('The gutter is crooked here.')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await expect(page.getByRole('application')).toHaveCount(0);

  // The colleague's change is refused with the reason, and reloading shows the submitted feedback.
  await comments(colleague).getByRole('listitem').nth(0).getByLabel('Feedback text').fill('Also the bike.');
  await colleague.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    alertSaying(colleague, 'Feedback cannot be edited after it is submitted for review.'),
  ).toBeVisible();
  await colleague.reload();
  await expect(alertSaying(colleague, 'Astrid Holm submitted this feedback')).toBeVisible();
  await expect(comments(colleague).getByText('Remove the bin in front of the door.')).toBeVisible();
  expect((await storedFeedback(hub, line)).annotations[0]?.text).toBe('Remove the bin in front of the door.');
  await colleague.close();
});

test('a picture that cannot be loaded says so, and a point is placed on the next one with the keyboard', async ({
  page,
}) => {
  const line = lines[1] as DeliveredLine;
  const record = await (await hub.get(`/api/orders/orderlines/${line.lineId}/feedback`)).json();
  // The link is signed anew on every call, so the picture is known by its path, not its whole address.
  const broken = new URL(record.pictures[0].previewUrl, 'http://localhost').pathname;
  await page.route(
    (url) => url.pathname === broken,
    (route) => route.abort(),
  );
  await page.goto(feedbackUrl(line));
  await expect(alertSaying(page, 'The picture could not be loaded.')).toBeVisible();

  await page.getByRole('button', { name: /^Picture 2: / }).click();
  await expect(alertSaying(page, 'The picture could not be loaded.')).toHaveCount(0);
  const surface = drawingSurface(page);
  await surface.focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(
    page.getByRole('status').filter({ hasText: 'Crosshair at 55 % across, 55 % down' }),
  ).toHaveCount(1);
  await page.keyboard.press('Enter');
  const items = comments(page).getByRole('listitem');
  await expect(items.locator('strong')).toHaveText(['1. Point']);
  await items.getByLabel('Feedback text').fill('The window reflects the photographer.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(alertSaying(page, 'The draft is saved.')).toBeVisible();
  const [stored] = (await storedFeedback(hub, line)).annotations;
  expect(stored?.points).toEqual([{ x: 0.55, y: 0.55 }]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('a point is tapped and an arrow drawn with a finger', async ({ page }) => {
    const line = lines[2] as DeliveredLine;
    await page.goto(feedbackUrl(line));
    const surface = drawingSurface(page);
    await surface.scrollIntoViewIfNeeded();
    const tap = await spot(surface, 0.5, 0.5);
    await page.touchscreen.tap(tap.x, tap.y);
    await chooseTool(page, 'Arrow');
    await swipe(page, await spot(surface, 0.2, 0.2), await spot(surface, 0.7, 0.6));

    const items = comments(page).getByRole('listitem');
    await expect(items.locator('strong')).toHaveText(['1. Point', '2. Arrow']);
    await expect(surface.locator('.feedback-label text')).toHaveText(['1', '2']);
    await items.nth(0).getByLabel('Feedback text').fill('Straighten the picture.');
    await items.nth(1).getByLabel('Feedback text').fill('The sky is too dark here.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(alertSaying(page, 'The draft is saved.')).toBeVisible();

    const [point, arrow] = (await storedFeedback(hub, line)).annotations;
    expect(point?.points[0]?.x).toBeCloseTo(0.5, 1);
    expect(arrow?.tool).toBe('ARROW');
    expect(arrow?.points[0]?.x).toBeCloseTo(0.2, 1);
    expect(arrow?.points[1]?.y).toBeCloseTo(0.6, 1);
    // Nothing wider than the phone: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

/** A position inside the surface for `locator.click`, from picture coordinates. */
async function relative(surface: Locator, x: number, y: number) {
  const box = await surface.boundingBox();
  if (!box) throw new Error('the drawing surface is not shown');
  return { x: x * box.width, y: y * box.height };
}

/** A finger moved across the screen: real touch events, which the browser also sends as touch pointers. */
async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 8; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / 8;
    const y = from.y + ((to.y - from.y) * step) / 8;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
