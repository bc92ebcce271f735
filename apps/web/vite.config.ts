import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: {
    // `@/lib/...` instead of `../../../lib/...`; tsconfig.json's `paths` says the same to the type checker.
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // scripts/check-bundle.mjs reads the manifest to measure what the login page loads.
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    // The hub answers /api; passing it through keeps the session cookie same-origin, as in production.
    proxy: { '/api': { target: loadEnv(mode, '.', 'HUB_').HUB_URL ?? 'http://localhost:3000' } },
  },
}));
