import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { firstPageChunk, signedInLayoutChunk } from './build/first-page-chunk.ts';
import { portalTexts } from './build/portal-texts.ts';

const source = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

// The lazy modules of the first page's route (the login page) and its layout.
const FIRST_PAGE_ROUTES = [source('app/layout/public-layout.tsx'), source('app/routes/auth/login.tsx')];

export default defineConfig(({ mode }) => ({
  plugins: [react(), portalTexts(source('locales'))],
  resolve: {
    // `@/lib/...` instead of `../../../lib/...`; tsconfig.json's `paths` says the same to the type checker.
    alias: { '@': source('') },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // Reading a property has no side effects in this code base (no getters that do work). Without this, the
      // contracts' `{ ...materialErrorMessages.en, ... }` keeps every area's texts in every language on the
      // first page, although the portal takes its texts per language from build/portal-texts.ts.
      treeshake: { propertyReadSideEffects: false },
      output: {
        codeSplitting: {
          groups: [
            firstPageChunk(source('main.tsx'), FIRST_PAGE_ROUTES),
            signedInLayoutChunk(source('main.tsx'), FIRST_PAGE_ROUTES, source('app/layout/app-layout.tsx')),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // The hub answers /api; passing it through keeps the session cookie same-origin, as in production.
    proxy: { '/api': { target: loadEnv(mode, '.', 'HUB_').HUB_URL ?? 'http://localhost:3000' } },
  },
}));
