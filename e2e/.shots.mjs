// Screens of issue 28 in four languages and two widths, against a running demo hub (BASE).
import { chromium } from '@playwright/test';
const BASE = process.env.BASE ?? 'http://localhost:3456';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
async function as(email, locale, width) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width, height: 900 }, isMobile: width < 500 });
  await context.addInitScript((l) => window.localStorage.setItem('locale', l), locale);
  const r = await context.request.post('/api/Authentication/sign-in', { data: { email, password: 'portal123', remember: false }, headers: { 'x-portal-request': '1' } });
  if (r.status() !== 200) throw new Error(await r.text());
  return { context, page: await context.newPage() };
}
const shots = [
  ['coordinator@demo.test', '/dashboard', 'coord-home'],
  ['photographer@demo.test', '/dashboard', 'photo-home'],
  ['photographer@demo.test', '/provider/visits', 'photo-visits', async (page) => { await page.locator('.portal-visit-today, .portal-visit-card').first().click(); await page.getByRole('dialog').waitFor(); await page.waitForTimeout(800); }],
  ['editor@demo.test', '/provider/feedback', 'editor-feedback'],
  ['coordinator@demo.test', '/provider/visits/to-book', 'coord-tobook'],
];
for (const locale of (process.env.LOCALES ?? 'en,da,sv,no').split(',')) {
  for (const width of [1280, 375]) {
    for (const [email, path, name, act] of shots) {
      const { context, page } = await as(email, locale, width);
      try {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        if (act) await act(page);
        await page.screenshot({ path: `/tmp/shots/${name}-${locale}-${width}.png`, fullPage: !act });
        const sw = await page.evaluate(() => document.documentElement.scrollWidth);
        if (sw > width) console.log('TOO WIDE', name, locale, width, sw);
      } catch (e) { console.log('FAIL', name, locale, width, e.message.split('\n')[0]); }
      await context.close();
    }
  }
}
await browser.close();
