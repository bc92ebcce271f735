import { defineConfig, devices } from '@playwright/test';

export const HUB_PORT = Number(process.env.E2E_PORT ?? 3310);
// Another port gets its own data folder, so two runs side by side never share a database.
export const E2E_DATA_DIR = new URL(
  process.env.E2E_PORT ? `./.e2e-data-${HUB_PORT}` : './.e2e-data',
  import.meta.url,
).pathname;

export default defineConfig({
  testDir: './specs',
  // One hub with one database: tests that change shared demo data would race in parallel.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/failure-summary.ts']],
  use: {
    baseURL: `http://localhost:${HUB_PORT}`,
    trace: 'retain-on-failure',
    // E2E_SCREENSHOTS=1 keeps a screenshot of every test's last page, for looking at what was built.
    screenshot: process.env.E2E_SCREENSHOTS ? 'on' : 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    command: 'node support/start-hub.mjs',
    url: `http://localhost:${HUB_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(HUB_PORT),
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      // Every browser and request context of a run signs in from this one address, well over the 30 a minute
      // a real office gets; the limit itself is proven by the hub's rate-limit route tests.
      RATE_LIMIT_SIGN_IN: '600',
      PUBLIC_URL: `http://localhost:${HUB_PORT}`,
      // The webhooks spec's receiver runs on this machine, which webhooks may reach only when allowed.
      WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1',
    },
  },
});
