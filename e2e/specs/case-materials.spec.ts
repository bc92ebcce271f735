import { expect, type Locator, type Page, test } from '@playwright/test';
import { hubAs } from '../support/hub.ts';
import { alertSaying, chooseOption, section, signIn, useEnglish } from '../support/portal.ts';

interface FoundCase {
  id: string;
  reference: string;
}

/** The demo case with 300 delivered photos, and another Copenhagen case to copy material to. */
async function demoCases(): Promise<{ big: FoundCase; other: FoundCase }> {
  const agent = await hubAs('agent@demo.test');
  const search = async (searchKey: string) =>
    (await (await agent.post('/api/Cases/Search', { data: { take: 20, searchKey } })).json())
      .data as FoundCase[];
  const [big] = await search('DEMO-300');
  const other = (await search('NB-')).find((found) => found.id !== big?.id);
  await agent.dispose();
  if (!big || !other) throw new Error('the demo cases were not found');
  return { big, other };
}

const materialSection = (page: Page) => section(page, 'Material');
const grid = (page: Page) => page.getByRole('list', { name: 'Material of the case' });
const shownCount = (page: Page, text: string) => materialSection(page).getByText(text, { exact: true });
const tiles = (page: Page) => grid(page).getByRole('listitem');
const tileNamed = (page: Page, name: string) => tiles(page).filter({ hasText: name });
const tileNames = (page: Page) => grid(page).locator('.portal-material-name').allTextContents();

/** Drags a tile by its handle onto another tile, in small steps as a hand moves. */
async function dragTile(page: Page, from: Locator, onto: Locator) {
  const handle = from.getByRole('button', { name: /^Move / });
  await from.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const start = await handle.boundingBox();
  const end = await onto.boundingBox();
  if (!start || !end) throw new Error('tiles not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.move(end.x + end.width / 2 + 2, end.y + end.height / 2, { steps: 2 });
  await page.mouse.up();
}

/** Tiles the grid shows before "show more". */
const TILES_PER_STEP = 48;

let cases: Awaited<ReturnType<typeof demoCases>>;

test.beforeAll(async () => {
  cases = await demoCases();
});

test.beforeEach(async ({ page }) => {
  await useEnglish(page);
  await signIn(page, 'agent@demo.test');
});

test('a case with 300 photos opens fast and loads only the thumbnails on screen', async ({ page }) => {
  const thumbnails = new Set<string>();
  const fullSize = new Set<string>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/storage/demo/large-thumbnails/')) thumbnails.add(pathname);
    else if (/^\/api\/storage\/demo\/large-\d+\.jpg$/.test(pathname)) fullSize.add(pathname);
  });
  const started = Date.now();
  await page.goto(`/cases/${cases.big.id}`);
  // The first tiles come at once; the rest on "show more", so the page's other sections stay within reach.
  await expect(tiles(page)).toHaveCount(TILES_PER_STEP);
  await expect(shownCount(page, '300 of 300 shown')).toBeVisible();
  const openedMs = Date.now() - started;
  console.log(`300-photo case: grid shown after ${openedMs} ms`);
  expect(openedMs).toBeLessThan(5_000);

  await expect.poll(() => thumbnails.size).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  console.log(`thumbnails requested before scrolling: ${thumbnails.size} of 300`);
  expect(thumbnails.size).toBeLessThan(150);
  expect(fullSize.size).toBe(0);

  for (let count = TILES_PER_STEP * 2; count < 300 + TILES_PER_STEP; count += TILES_PER_STEP) {
    await page.getByRole('button', { name: /^Show \d+ more \(of 300\)$/ }).click();
    await expect(tiles(page)).toHaveCount(Math.min(count, 300));
  }
  await expect(page.getByRole('button', { name: /^Show \d+ more/ })).toHaveCount(0);
  // The last photo's thumbnail is there once it is scrolled into view.
  await tiles(page).last().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      tiles(page)
        .last()
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);

  // A click opens the photo large.
  await tileNamed(page, 'photo-300.jpg').getByRole('button', { name: 'Open photo-300.jpg' }).click();
  await expect(page.locator('.yarl__root')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__root')).toHaveCount(0);
});

test('a tour opens in a sandboxed frame that cannot send the portal’s tab to another page', async ({
  page,
}) => {
  const tour = 'https://tour.example.test/show/1';
  // The tour's page tries to take over the tab it is shown in, as a hostile embed would.
  await page.route('https://tour.example.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Tour</title><p>3D tour</p><script>
        try { top.location.href = 'https://evil.example.test/'; document.title = 'navigated'; }
        catch { document.title = 'blocked'; }
      </script>`,
    }),
  );
  // The first material of the case is shown as a link to the tour (the demo data has no tours).
  await page.route(`**/api/cases/${cases.big.id}/assets`, async (route) => {
    const response = await route.fetch();
    const assets = await response.json();
    assets.materials[0].url = tour;
    await route.fulfill({ response, json: assets });
  });
  await page.goto(`/cases/${cases.big.id}`);
  await tiles(page)
    .first()
    .getByRole('button', { name: /^Open / })
    .click();
  const frame = page.locator('iframe.media-lightbox-frame');
  await expect(frame).toHaveAttribute('src', tour);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
  await expect.poll(() => page.frame({ url: tour })?.title()).toBe('blocked');
  expect(new URL(page.url()).pathname).toBe(`/cases/${cases.big.id}`);
});

test('dragging sorts the material, and the order stays after a reload', async ({ page }) => {
  await page.goto(`/cases/${cases.big.id}`);
  await expect(tiles(page)).toHaveCount(TILES_PER_STEP);
  const [first, second, third] = await tileNames(page);
  await dragTile(page, tileNamed(page, first as string), tileNamed(page, third as string));
  await expect.poll(async () => (await tileNames(page)).slice(0, 3)).toEqual([second, third, first]);
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(tiles(page)).toHaveCount(TILES_PER_STEP);
  expect((await tileNames(page)).slice(0, 3)).toEqual([second, third, first]);
});

test('material can be deactivated and restored', async ({ page }) => {
  await page.goto(`/cases/${cases.big.id}`);
  const tile = tileNamed(page, 'photo-010.jpg');
  await tile.getByRole('checkbox', { name: 'Choose photo-010.jpg' }).check();
  await expect(materialSection(page).getByText('1 chosen', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(tile.getByText('Inactive', { exact: true })).toBeVisible();

  await materialSection(page).getByText('Only active', { exact: true }).click();
  await expect(shownCount(page, '299 of 300 shown')).toBeVisible();
  await expect(tileNamed(page, 'photo-010.jpg')).toHaveCount(0);
  await materialSection(page).getByText('Show all', { exact: true }).click();

  await tile.getByRole('checkbox', { name: 'Choose photo-010.jpg' }).check();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(tile.getByText('Inactive', { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(tileNamed(page, 'photo-010.jpg')).toBeVisible();
  await expect(tileNamed(page, 'photo-010.jpg').getByText('Inactive', { exact: true })).toHaveCount(0);
});

test('chosen material is copied to another case found by search', async ({ page }) => {
  await page.goto(`/cases/${cases.big.id}`);
  for (const name of ['photo-021.jpg', 'photo-022.jpg']) {
    await tileNamed(page, name)
      .getByRole('checkbox', { name: `Choose ${name}` })
      .check();
  }
  await page.getByRole('button', { name: 'Copy to another case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy material to another case' });
  await expect(dialog.getByText('2 chosen items will be copied.')).toBeVisible();
  const target = dialog.getByRole('combobox', { name: 'Case to copy to' });
  await target.click();
  await target.fill('NB');
  await expect(
    page.locator('.ant-select-dropdown:visible').getByText('Type at least 3 characters', { exact: true }),
  ).toBeVisible();
  await chooseOption(page, target, cases.other.reference, cases.other.reference);
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(alertSaying(dialog, '2 items were copied.')).toBeVisible();
  await dialog.getByRole('link', { name: 'Open the case copied to' }).click();

  await expect(page).toHaveURL(new RegExp(`/cases/${cases.other.id}$`));
  await expect(tileNamed(page, 'photo-021.jpg')).toBeVisible();
  await expect(tileNamed(page, 'photo-022.jpg')).toBeVisible();
  await page.getByRole('combobox', { name: 'Batch' }).click();
  await expect(page.locator('.ant-select-dropdown:visible').getByText(/^Copied material/)).toBeVisible();
});
