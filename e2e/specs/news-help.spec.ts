import { expect, type Page, test } from '@playwright/test';
import { mainMenu, openFromMenuGroup } from '../support/admin.ts';
import { hubAs } from '../support/hub.ts';
import { signIn, useEnglish } from '../support/portal.ts';

const newsPanel = (page: Page) => page.getByRole('region', { name: 'News', exact: true });

/** A screenshot of the page at a width (E2E_SCREENSHOTS=1 keeps them), with nothing wider than the window. */
async function lookAt(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(width);
  if (process.env.E2E_SCREENSHOTS) {
    await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  }
}

test.beforeEach(async ({ page }) => useEnglish(page));

test('the dashboard shows the latest 3 news, and "see all" opens the news page and an item', async ({
  page,
}) => {
  const hub = await hubAs('admin@demo.test');
  const latest: { title: string }[] = await (await hub.get('/api/news/language/EN')).json();
  await hub.dispose();
  expect(latest).toHaveLength(3);

  await signIn(page, 'admin@demo.test');
  const items = newsPanel(page).getByTestId('dashboard-news');
  await expect(items).toHaveCount(3);
  for (const [index, item] of latest.entries()) {
    await expect(items.nth(index).getByRole('link', { name: item.title })).toBeVisible();
  }
  // Dates are day-month-year in the reader's language: "24 Nov 2026".
  await expect(items.first().locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
  await lookAt(page, 'dashboard-news-en-1280', 1280);
  await lookAt(page, 'dashboard-news-en-375', 375);
  await page.setViewportSize({ width: 1280, height: 900 });

  await newsPanel(page).getByRole('link', { name: 'See all news' }).click();
  await expect(page.getByRole('heading', { name: 'News', level: 1 })).toBeVisible();
  const listed = page.getByRole('listitem');
  await expect(listed).toHaveCount(5);
  await lookAt(page, 'news-en-375', 375);
  await page.setViewportSize({ width: 1280, height: 900 });
  const title = latest[1]?.title ?? '';
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'All news' }).click();
  await expect(page).toHaveURL(/\/news$/);
});

test('help center search finds an article and opens it; no match links to customer support', async ({
  page,
}) => {
  await signIn(page, 'agent@demo.test');
  // The header's "Help" group opens on a click (apps/web/src/app/layout/main-menu.tsx).
  await openFromMenuGroup(page, 'Help', 'Help center');
  await expect(page.getByRole('heading', { name: 'Help center', level: 1 })).toBeVisible();
  const articles = page.getByRole('list', { name: 'Help articles' });
  await expect(articles.getByRole('listitem')).toHaveCount(6);

  const search = page.getByRole('searchbox', { name: 'Search the help center' });
  await search.fill('working days');
  await expect(articles.getByRole('listitem')).toHaveCount(1);
  await expect(articles.getByRole('link', { name: 'How booking links work' })).toBeVisible();
  await lookAt(page, 'help-search-en-1280', 1280);
  await articles.getByRole('link', { name: 'How booking links work' }).click();
  await expect(page.getByRole('heading', { name: 'How booking links work', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'booking link by text message or email' }),
  ).toBeVisible();
  await lookAt(page, 'help-article-en-375', 375);
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('link', { name: 'Help center', exact: true }).last().click();
  await search.fill('helicopter');
  await expect(page.getByRole('status')).toContainText('No article matches “helicopter”.');
  await expect(page.getByRole('link', { name: 'contact customer support' })).toHaveAttribute(
    'href',
    '/support',
  );
});

test('an editor with content.manage publishes a news item, which then shows first on the dashboard', async ({
  page,
}) => {
  const title = `Drone photos now bookable ${Date.now()}`;
  await signIn(page, 'support@demo.test', { at: '/news' });
  const editor = page.getByRole('region', { name: 'Write news' });
  await editor.getByRole('button', { name: 'New news item' }).click();
  const dialog = page.getByRole('dialog', { name: 'New news item' });

  // English is required: saving an empty item says so next to the field.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();

  await dialog.getByRole('textbox', { name: /Title$/ }).fill(title);
  await dialog
    .getByRole('textbox', { name: /Teaser$/ })
    .fill('Order aerial photos with any photography package.');
  await dialog
    .getByRole('textbox', { name: /Text$/ })
    .fill('Drone photos show the plot and the area.\n\n- From today\n- In all regions');
  await dialog.getByRole('tab', { name: 'Dansk' }).click();
  await dialog
    .getByRole('textbox', { name: /Title$/ })
    .fill(`Dronefotos kan nu bestilles ${title.slice(-13)}`);
  // A language started but not finished is refused in its own tab.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('tab', { name: 'Dansk', selected: true })).toBeVisible();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: /Teaser$/ }).fill('Bestil luftfotos til enhver fotopakke.');
  await dialog.getByRole('textbox', { name: /Text$/ }).fill('Dronefotos viser grunden og området.');
  await dialog.getByRole('switch', { name: 'Published' }).click();
  await lookAt(page, 'news-editor-en-1280', 1280);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor.getByRole('switch', { name: `Published: ${title}` })).toBeChecked();

  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  const first = newsPanel(page).getByTestId('dashboard-news').first();
  await expect(first.getByRole('link', { name: title })).toBeVisible();
  await expect(newsPanel(page).getByTestId('dashboard-news')).toHaveCount(3);
});
