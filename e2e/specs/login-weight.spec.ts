import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';

/**
 * The budget of the first page a visitor sees, counted as a browser sees it: every script downloaded until
 * the network is idle, dynamic imports included, each gzipped. The goal is 200 KB (the login page is at
 * about 197 KB); the gate stands at 220 KB
 * (docs/decisions/0034-login-page-weight-measured-in-a-browser.md, docs/performance.md). The portal's
 * address `/` is counted too: a visitor without a session goes on from there to the login page, and must not
 * download the signed-in pages on the way.
 */
const BUDGET_KB = 220;

async function scriptsKbOf(page: Page, path: string): Promise<{ total: number; files: number }> {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    const isScript = (response.headers()['content-type'] ?? '').includes('javascript');
    if (isScript) sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('textbox').first()).toBeVisible();
  const all = await Promise.all(sizes);
  return { total: all.reduce((sum, size) => sum + size, 0) / 1024, files: all.length };
}

for (const locale of ['en', 'da', 'sv', 'no']) {
  for (const [path, name] of [
    ['/login', 'the login page'],
    ['/', 'the portal’s address, on its way to the login page,'],
  ] as const) {
    test(`${name} in "${locale}" downloads at most ${BUDGET_KB} KB of gzipped JavaScript`, async ({
      page,
    }) => {
      await page.addInitScript((stored) => window.localStorage.setItem('locale', stored), locale);
      const { total, files } = await scriptsKbOf(page, path);
      console.log(`${path} (${locale}): ${total.toFixed(1)} KB of JavaScript in ${files} files (gzip)`);
      expect(total).toBeLessThanOrEqual(BUDGET_KB);
    });
  }
}
