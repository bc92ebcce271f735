import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The workers do nearly all the work (each runs a hub and its database), so use every core: Vitest's
    // default leaves one idle, which is half of a 2-core CI machine.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'] } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      {
        // The portal's logic that runs without a browser: what a wizard sends, which filters an address gives.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts'],
          // A fixed zone with a summer-time change, so day boundaries and offsets read the same on every machine.
          env: { TZ: 'Europe/Copenhagen' },
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/template-database.ts'],
          setupFiles: ['apps/api/src/test/setup.ts'],
          // Every file builds its own hub on its own database copy and the hub keeps no module-level state,
          // so files share one module graph per worker instead of importing the hub again (about 2.7 s each).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
