import { expect, type Page, type Route, test } from '@playwright/test';
import { hubAs } from '../support/hub.ts';
import { FILM_PLAYER, keepRequestsLocal, TOUR } from '../support/local-hosts.ts';
import { chooseOption, section, signIn, useEnglish } from '../support/portal.ts';
import { caseWithMaterial, type Presentation } from '../support/public-pages.ts';

// Floor plans, tours, panoramas and links on the case page, in the lightbox and in the presentations. The
// material is a demo case's, given those kinds by rewriting the hub's answer; the tour and film services are
// answered from this machine.

const PDF = '/e2e/Plantegning.pdf';
const INSECURE = 'http://old-tour.example.test/';
const SCANNER = 'https://scanner.example.test/plans/1';

let demo: Presentation;
/** How many pieces of material the case page and the office's "all material" presentation show. */
let materialCount: number;
let allSlideCount: number;

test.beforeAll(async () => {
  const agent = await hubAs('agent@demo.test');
  // A floor plan, a tour, a panorama and a link are made of the first four.
  demo = await caseWithMaterial(agent, 4);
  materialCount = (await (await agent.get(`/api/cases/${demo.caseId}/assets`)).json()).materials.length;
  allSlideCount = (await (await agent.get(`/api/cases/${demo.caseId}/presentation?activeOnly=false`)).json())
    .slides.length;
  await agent.dispose();
  expect(materialCount).toBeGreaterThanOrEqual(4);
});

test.beforeEach(async ({ page }) => {
  await keepRequestsLocal(page);
  await useEnglish(page);
});

/** The lightbox's current slide, by its "n of total" label. */
const currentSlide = (page: Page) => page.locator('.yarl__slide_current');

test('a floor plan, a tour and a panorama show as what they are; the tour opens in a frame, the PDF as its page', async ({
  page,
}) => {
  await page.route(`**/api/cases/${demo.caseId}/assets`, async (route) => {
    const response = await route.fetch();
    const assets = await response.json();
    const [plan, tour, panorama, insecure] = assets.materials;
    Object.assign(plan, {
      type: 'Floorplan',
      name: 'Plantegning.pdf',
      largestSource: { ...plan.largestSource, contentType: 'application/pdf', url: PDF },
      cloudScannerLinks: [{ type: 'CloudScannerAlternativeFloorplan', url: SCANNER }],
    });
    Object.assign(tour, {
      type: 'Matterport',
      name: '3D-rundvisning',
      url: TOUR,
      tags: ['MATTERPORT', 'VIRTUAL_TOUR'],
      largestSource: null,
      previewUrl: null,
      thumbnailUrl: null,
    });
    Object.assign(panorama, { type: 'PanoramasJpeg', tags: ['PANORAMA_720'] });
    Object.assign(insecure, {
      type: 'Link',
      name: 'Gammel rundvisning',
      url: INSECURE,
      largestSource: null,
      previewUrl: null,
      thumbnailUrl: null,
    });
    await route.fulfill({ response, json: assets });
  });
  await signIn(page, 'agent@demo.test', { at: `/cases/${demo.caseId}` });
  const material = section(page, 'Material');
  // The tiles themselves, not the list of a tile's cloud scanner links.
  const tiles = material.getByRole('list', { name: 'Material of the case' }).locator(':scope > li');
  const tile = (name: string) => tiles.filter({ hasText: name });

  // Each kind says what it is; the PDF floor plan shows its first page and links to the file.
  await expect(tile('Plantegning.pdf')).toContainText('Floor plan');
  await expect(
    tile('Plantegning.pdf').getByRole('link', { name: 'Open Plantegning.pdf as PDF' }),
  ).toHaveAttribute('href', PDF);
  await expect(tile('Plantegning.pdf').locator('img')).toBeVisible();
  await expect(
    tile('Plantegning.pdf').getByRole('link', { name: 'Cloud scanner: alternative floor plan' }),
  ).toHaveAttribute('href', SCANNER);
  const tourTile = tile('3D-rundvisning');
  for (const text of ['3D tour (Matterport)', 'my.matterport.com', 'Matterport', 'Virtual tour']) {
    await expect(tourTile).toContainText(text);
  }
  await expect(tourTile.getByRole('button', { name: 'Open 3D-rundvisning' })).toHaveAccessibleDescription(
    /3D tour \(Matterport\)\s*my\.matterport\.com/,
  );
  await expect(tiles.nth(2)).toContainText('720° panorama');

  // The type filter finds the floor plan among the pictures.
  const total = materialCount;
  await chooseOption(page, material.getByRole('combobox', { name: 'Type' }), 'Floor plan');
  await expect(material.getByText(`1 of ${total} shown`, { exact: true })).toBeVisible();
  await chooseOption(page, material.getByRole('combobox', { name: 'Type' }), 'All types');
  await expect(material.getByText(`${total} of ${total} shown`, { exact: true })).toBeVisible();

  // The tour opens in a sandboxed frame with the local page, and a way to open it in a tab of its own.
  await tourTile.getByRole('button', { name: 'Open 3D-rundvisning' }).click();
  const frame = currentSlide(page).locator('iframe');
  await expect(frame).toHaveAttribute('src', TOUR);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
  await expect.poll(() => page.frame({ url: TOUR })?.title()).toBe('Matterport tour');
  await expect(currentSlide(page).getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute(
    'href',
    TOUR,
  );

  // Back to the floor plan: its rendered page with the PDF as a link; and round the end to the last slide.
  await page.keyboard.press('ArrowLeft');
  await expect(currentSlide(page).getByRole('img', { name: 'Plantegning.pdf' })).toBeVisible();
  await expect(currentSlide(page).getByRole('link', { name: 'Open the PDF' })).toHaveAttribute('href', PDF);
  await page.keyboard.press('ArrowLeft');
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `${total} of ${total}`);

  // A link that may not be framed (not https) shows the fallback instead of a blank page.
  for (let position = 1; position <= 4; position += 1) {
    await page.keyboard.press('ArrowRight');
    await expect(currentSlide(page)).toHaveAttribute('aria-label', `${position} of ${total}`);
  }
  await expect(currentSlide(page).getByText('Gammel rundvisning could not be shown here.')).toBeVisible();
  await expect(currentSlide(page).locator('iframe')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__root')).toHaveCount(0);
});

test('the office’s and the shared presentation show the tour and the floor plan; only active hides an inactive film', async ({
  page,
  browser,
}) => {
  // The hub's slides with a tour first, the floor plan second, and an inactive film where all material shows.
  const rewrite = async (route: Route) => {
    const response = await route.fetch();
    const presentation = await response.json();
    const [tour, plan] = presentation.slides;
    Object.assign(tour, {
      kind: 'iframe',
      materialType: 'Matterport',
      name: '3D-rundvisning',
      embedUrl: TOUR,
      thumbnailUrl: null,
      previewUrl: null,
      originalUrl: null,
      contentType: null,
    });
    Object.assign(plan, {
      materialType: 'Floorplan',
      name: 'Plantegning.pdf',
      contentType: 'application/pdf',
      originalUrl: PDF,
    });
    if (new URL(route.request().url()).searchParams.get('activeOnly') === 'false') {
      presentation.slides.push({
        ...tour,
        id: crypto.randomUUID(),
        materialType: 'Video',
        name: 'Filmen',
        embedUrl: FILM_PLAYER,
        active: false,
      });
    }
    await route.fulfill({ response, json: presentation });
  };
  await page.route(`**/api/cases/${demo.caseId}/presentation?**`, rewrite);
  await signIn(page, 'agent@demo.test', { at: `/cases/${demo.caseId}/presentation` });
  const tiles = page.getByRole('button', { name: /^Open / });
  await expect(tiles).toHaveCount(allSlideCount + 1);
  const tourTile = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Open 3D-rundvisning' }) });
  for (const text of ['3D-rundvisning', '3D tour (Matterport)', 'my.matterport.com']) {
    await expect(tourTile).toContainText(text);
  }
  await expect(page.getByRole('listitem').filter({ hasText: 'Floor plan' })).toHaveCount(1);

  // The inactive film opens in its player; "only active" leaves it out.
  await page.getByRole('button', { name: 'Open Filmen' }).click();
  await expect(currentSlide(page).locator('iframe')).toHaveAttribute('src', FILM_PLAYER);
  await page.keyboard.press('ArrowRight');
  await expect(currentSlide(page).locator('iframe')).toHaveAttribute('src', TOUR);
  await page.keyboard.press('Escape');
  await page.getByText('Only active', { exact: true }).click();
  await expect(tiles).toHaveCount(demo.slides.length);
  await expect(page.getByRole('button', { name: 'Open Filmen' })).toHaveCount(0);

  // Someone without an account, on a phone, sees the tour as a card and opens it.
  const agent = await hubAs('agent@demo.test');
  const share = await agent.post(`/api/cases/${demo.caseId}/presentation/shares`, {
    data: { expiresInDays: 1 },
  });
  expect(share.status(), await share.text()).toBe(201);
  const { id: shareId, url } = await share.json();
  const visitorContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const visitor = await visitorContext.newPage();
  await keepRequestsLocal(visitor);
  await useEnglish(visitor);
  await visitor.route('**/api/public/presentation/**', rewrite);
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { name: demo.address, level: 1 })).toBeVisible();
  await visitor.getByRole('button', { name: 'Open 3D-rundvisning' }).click();
  await expect(currentSlide(visitor).locator('iframe')).toHaveAttribute('src', TOUR);
  await visitor.keyboard.press('ArrowRight');
  await expect(currentSlide(visitor).getByRole('link', { name: 'Open the PDF' })).toHaveAttribute(
    'href',
    PDF,
  );
  await visitorContext.close();
  // The case's list of shared links is presentation.spec.ts's to count.
  await agent.delete(`/api/cases/${demo.caseId}/presentation/shares/${shareId}`);
  await agent.dispose();
});
