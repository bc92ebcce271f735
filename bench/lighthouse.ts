// Lighthouse scores of the login page, the dashboard and the case list, mobile and desktop:
// npm run bench:lighthouse -- [--pages login,dashboard,cases] [--form-factors mobile,desktop] [--port 3395]
//   [--reports <folder>]
// (after `npm run build`; the built portal at WEB_DIST, else apps/web/dist). Starts a hub with the demo data on a throw-away data folder,
// signs in as the demo admin for the signed-in pages, and runs Lighthouse in the machine's Chromium
// (CHROME_PATH, else /usr/bin/chromium). Goals (docs/performance.md): performance >= 90 on mobile and >= 98 on
// desktop, accessibility >= 95. --reports keeps each run's full JSON report (<page>-<form factor>.json), whose
// diagnostics (bootup-time, mainthread-work-breakdown, largest-contentful-paint-element, long-tasks) say where
// the time went.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: 'login,dashboard,cases' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    port: { type: 'string', default: process.env.PORT ?? '3395' },
    reports: { type: 'string' },
  },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_DIST = process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
const PORT = Number(values.port);
const BASE = `http://localhost:${PORT}`;
const ALL_PAGES = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'case list', path: '/cases', signedIn: true },
];
const PAGES = values.pages.split(',').map((wanted) => {
  const page = ALL_PAGES.find((candidate) => candidate.path === `/${wanted}`);
  if (!page) throw new Error(`--pages: no page "${wanted}" (login, dashboard, cases)`);
  return page;
});
const FORM_FACTORS = values['form-factors'].split(',').map((wanted) => {
  if (wanted !== 'mobile' && wanted !== 'desktop')
    throw new Error(`--form-factors: "${wanted}" is neither mobile nor desktop`);
  return wanted;
});

if (!existsSync(path.join(WEB_DIST, 'index.html')))
  throw new Error(`Build the portal first: npm run build (no index.html in ${WEB_DIST})`);

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
const hubExited = new Promise((resolve) => hub.once('exit', resolve));

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
      for (const formFactor of FORM_FACTORS) {
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
        if (values.reports) {
          await mkdir(values.reports, { recursive: true });
          const file = `${page.path.slice(1)}-${formFactor}.json`;
          await writeFile(path.join(values.reports, file), JSON.stringify(result.lhr));
        }
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
  // The hub writes its database until it has stopped: removing the folder before then races its last writes.
  await hubExited;
  await rm(dataDir, { recursive: true, force: true });
}
