import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * How many workers run the specs side by side; each has a hub and a database of its own. Two unless told: on
 * the 2-core machine two cut the suite by a fifth and have passed it twice in a row (README "Tests").
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3310);
/**
 * Debian's headless shell draws no window at all and runs the suite about a tenth faster than the full
 * Chromium, which is used where the shell is not installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** The port of worker `index`'s hub; the next run beside this one takes a first port past the last of these. */
const hubPort = (index: number) => FIRST_PORT + index;
/** Each hub's own data folder, so no two hubs, in this run or another beside it, share a database. */
const dataDirOf = (port: number) => new URL(`./.e2e-data-${port}`, import.meta.url).pathname;

// Playwright gives each worker process its index among the workers (a worker that replaces a failed one keeps
// it), so the specs and their helpers, loaded in the worker, talk to that worker's hub and read its mail folder.
export const HUB_PORT = hubPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_DATA_DIR = dataDirOf(HUB_PORT);

export default defineConfig({
  testDir: './specs',
  // A spec file runs in one worker, its tests in their order; the files are shared out among the workers.
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/failure-summary.ts']],
  use: {
    baseURL: `http://localhost:${HUB_PORT}`,
    // A trace only when asked (E2E_TRACE=1, to run a failed spec again): recording the DOM of every step in
    // every test, passed or not, took about a tenth of the suite's time. A failed test always keeps its error
    // and its screenshot (docs/decisions/0178-browser-traces-when-asked.md).
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false, snapshots: true } : 'off',
    // The portal drops its slides and fades for a person who asks for less motion; the tests ask too, so no
    // step waits for a dialog or a menu to finish moving.
    reducedMotion: 'reduce',
    // E2E_SCREENSHOTS=1 keeps a screenshot of every test's last page, for looking at what was built.
    screenshot: process.env.E2E_SCREENSHOTS ? 'on' : 'only-on-failure',
    launchOptions: {
      executablePath: BROWSER,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: WORKERS }, (_, index) => {
    const port = hubPort(index);
    return {
      command: 'node support/start-hub.mjs',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDirOf(port),
        LOG_LEVEL: 'warn',
        // Every browser and request context of a run signs in from this one address, well over the 30 a minute
        // a real office gets; the limit itself is proven by the hub's rate-limit route tests.
        RATE_LIMIT_SIGN_IN: '600',
        PUBLIC_URL: `http://localhost:${port}`,
        // The webhooks spec's receiver runs on this machine, which webhooks may reach only when allowed.
        WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1',
      },
    };
  }),
});
