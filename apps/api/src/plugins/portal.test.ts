import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp } from '../test/test-app.ts';

// A built portal as `npm run build` leaves it: hashed files under /assets, each with the .br and .gz copies
// that compress-dist.mjs writes, and the page itself.
const PAGE =
  '<!doctype html><title>Portal</title><script type="module" src="/assets/first-page-Ab12Cd34.js"></script>';
const SCRIPT = `export const texts = ${JSON.stringify('the portal '.repeat(200))};`;

async function writeWithCopies(file: string, content: string): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

describe('the built portal', async () => {
  const { deps } = await createTestApp();
  const webDist = await mkdtemp(path.join(tmpdir(), 'portal-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeWithCopies(path.join(webDist, 'index.html'), PAGE);
  await writeWithCopies(path.join(webDist, 'assets/first-page-Ab12Cd34.js'), SCRIPT);
  const app = await buildApp(deps, { webDist, rateLimits: false });
  afterAll(async () => {
    await app.close();
    await rm(webDist, { recursive: true, force: true });
  });
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('caches a hashed file for a year, as it never changes under its name', async () => {
    const response = await get('/assets/first-page-Ab12Cd34.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it.each(['/', '/login', '/cases/123?status=OPEN', '/index.html'])(
    'has the browser ask again for the page itself at %s, so a new release is seen at once',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(PAGE);
    },
  );

  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const response = await get('/assets/first-page-Ab12Cd34.js', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get('/assets/first-page-Ab12Cd34.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const response = await get('/assets/first-page-Ab12Cd34.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('sends the page itself compressed too, still never cached', async () => {
    const response = await get('/login', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
  });

  it('answers an unknown API path with 404, not with the page', async () => {
    const response = await get('/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });
});
