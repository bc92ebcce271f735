import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { portalTexts } from './apps/web/build/portal-texts.ts';

const webSource = fileURLToPath(new URL('./apps/web/src', import.meta.url));
// A fixed zone with a summer-time change, so day boundaries and offsets read the same on every machine.
const webEnv = { TZ: 'Europe/Copenhagen' };

/** The hub's tests on a real database and its global set-up, shared by the two hub projects. */
const hubTestSetup = {
  globalSetup: ['apps/api/src/test/template-database.ts'],
  setupFiles: ['apps/api/src/test/setup.ts'],
};

export default defineConfig({
  test: {
    // The workers do nearly all the work (each runs a hub and its database), and part of it is waiting (a
    // bench's child process, a timer the test lets run, a mail on its way): one worker more than there are
    // cores kept a 2-core machine busy and took the step from 265 s to 235 s.
    maxWorkers: '150%',
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      {
        // The portal's logic that runs without a browser: what a wizard sends, which filters an address gives.
        resolve: { alias: { '@': webSource } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], env: webEnv },
      },
      {
        // The portal's components in a DOM, driven as a person would, with the hub answered by a fake fetch.
        plugins: [portalTexts(`${webSource}/locales`)],
        resolve: { alias: { '@': webSource } },
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          env: webEnv,
          // jsdom: Ant Design's own tests run in it; happy-dom lacks parts its pickers and selects rely on.
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // The files of a worker share one module graph: Ant Design, React and the texts are imported once per
          // worker instead of once per file, and Ant Design's styles are built once; the set-up file resets the
          // page, the network and the language for each file (docs/decisions/0180-a-lighter-vitest-step.md).
          isolate: false,
          // A file's first render also builds Ant Design's styles, which takes seconds on a busy 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/api/src/**/*.pg.test.ts'],
          ...hubTestSetup,
          // Every file builds its own hub on its own database copy and the hub keeps no module-level state,
          // so files share one module graph per worker instead of importing the hub again (about 2.7 s each).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Every bench run at tiny sizes as a child process, so that each stays runnable; no figure is judged.
        test: {
          name: 'bench-smoke',
          include: ['bench/**/*.test.ts'],
          // Longer than the runner's own limit for one bench run (bench/smoke/run-bench.ts), which then ends
          // the bench and its hubs and shows what it printed.
          testTimeout: 200_000,
        },
      },
      // `npm run client:generate` writes the typed client; a project only then, so no test run ever writes it.
      ...(process.env.CLIENT_GENERATE
        ? [
            {
              test: {
                name: 'client-generate',
                include: ['apps/api/src/plugins/openapi-client.generate.ts'],
                testTimeout: 120_000,
                ...hubTestSetup,
              },
            },
          ]
        : []),
      // Tests that need a PostgreSQL server (several hub processes on one database, the database going away):
      // a project only when TEST_DATABASE_URL is set, so .ci/run's PostgreSQL step runs them by name
      // (`--project api-postgres`, which fails when the project is missing) and a PGlite run leaves them out.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['apps/api/src/**/*.pg.test.ts'],
                ...hubTestSetup,
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
