// Lighthouse scores of the login page, the dashboard and the case list, mobile and desktop:
// npm run bench:lighthouse (after `npm run build`). Starts a hub with the demo data on a throw-away data folder,
// signs in as the demo admin for the signed-in pages, and runs Lighthouse in the machine's Chromium
// (CHROME_PATH, else /usr/bin/chromium). Goals (docs/performance.md): performance >= 90 on mobile and >= 98 on
// desktop, accessibility >= 95.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const PORT = Number(process.env.PORT ?? 3395);
const BASE = `http://localhost:${PORT}`;
const PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'case list', path: '/cases', signedIn: true },
];

if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('Build the portal first: npm run build');

const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-lighthouse-'));
const hub = spawn(process.execPath, [path.join(ROOT, 'apps/api/src/server.ts')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    WEB_DIST,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // The demo accounts sign in for the signed-in pages; production settings otherwise, as a visitor gets them.
    SEED_DEMO: 'always',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForHub(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const healthy = await fetch(`${BASE}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the hub did not start');
}

async function sessionCookie(): Promise<string> {
  const response = await fetch(`${BASE}/api/Authentication/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-portal-request': '1' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'portal123' }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!response.ok || cookies.length === 0) throw new Error(`sign-in failed: ${response.status}`);
  return cookies.join('; ');
}

const percent = (score: number | null | undefined) => String(Math.round((score ?? 0) * 100)).padStart(4);

try {
  await waitForHub();
  const cookie = await sessionCookie();
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log('page        form factor  performance  accessibility   LCP ms   TBT ms    CLS');
    for (const page of PAGES) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders: page.signedIn ? { Cookie: cookie } : undefined,
        };
        const result = await lighthouse(
          `${BASE}${page.path}`,
          flags,
          formFactor === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`no Lighthouse result for ${page.path}`);
        const { categories, audits, finalDisplayedUrl } = result.lhr;
        if (!finalDisplayedUrl.endsWith(page.path))
          throw new Error(`${page.path} ended at ${finalDisplayedUrl}`);
        const metric = (id: string) => audits[id]?.numericValue ?? 0;
        console.log(
          `${page.name.padEnd(12)}${formFactor.padEnd(13)}${percent(categories.performance?.score).padStart(11)}` +
            `${percent(categories.accessibility?.score).padStart(15)}${metric('largest-contentful-paint').toFixed(0).padStart(9)}` +
            `${metric('total-blocking-time').toFixed(0).padStart(9)}${metric('cumulative-layout-shift').toFixed(3).padStart(7)}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
} finally {
  hub.kill();
  await rm(dataDir, { recursive: true, force: true });
}
