import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { LocalStorage } from '../../adapters/storage/local-storage.ts';
import { mp4File } from '../../test/sample-files.ts';
import { createTestApp } from '../../test/test-app.ts';

const RANGE_REFUSED = 'errors.rangeNotSatisfiable';

describe('local storage answers Range requests, as S3 does, so a video can seek', async () => {
  const { app, deps } = await createTestApp();
  const storage = deps.storage as LocalStorage;
  // A film as a camera writes it: the ISO media header, then 256 KiB of frames.
  const file = Buffer.concat([mp4File(), randomBytes(256 * 1024)]);
  const size = file.length;
  const { etag } = await storage.write('cases/c1/film.mp4', file, 'video/mp4');
  const url = await storage.presignGet('cases/c1/film.mp4', { expiresInSeconds: 60 });
  const get = (range?: string, method: 'GET' | 'HEAD' = 'GET', headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { ...(range ? { range } : {}), ...headers } });

  it('answers the whole file with Accept-Ranges when no Range is asked', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-range']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(size));
    expect(response.rawPayload.equals(file)).toBe(true);
  });

  it('answers bytes a-b with exactly that slice of the stored file', async () => {
    const response = await get('bytes=100-1099');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-1099/${size}`);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.rawPayload.equals(file.subarray(100, 1100))).toBe(true);
  });

  it('answers an open-ended range up to the end, and an end past the file up to its last byte', async () => {
    const open = await get(`bytes=${size - 300}-`);
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes ${size - 300}-${size - 1}/${size}`);
    expect(open.headers['content-length']).toBe('300');
    expect(open.rawPayload.equals(file.subarray(size - 300))).toBe(true);

    const beyond = await get(`bytes=0-${size + 5000}`);
    expect(beyond.statusCode).toBe(206);
    expect(beyond.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    expect(beyond.rawPayload.equals(file)).toBe(true);
  });

  it('answers a suffix range with the last bytes, or the whole file when it asks for more than there is', async () => {
    const last = await get('bytes=-500');
    expect(last.statusCode).toBe(206);
    expect(last.headers['content-range']).toBe(`bytes ${size - 500}-${size - 1}/${size}`);
    expect(last.rawPayload.equals(file.subarray(size - 500))).toBe(true);

    const more = await get(`bytes=-${size * 2}`);
    expect(more.statusCode).toBe(206);
    expect(more.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    expect(more.rawPayload.equals(file)).toBe(true);
  });

  it('refuses a range starting past the end with 416 and the file size, in the error shape', async () => {
    for (const range of [`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`, 'bytes=-0']) {
      const response = await get(range, 'GET', { 'accept-language': 'da' });
      expect(response.statusCode, range).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${size}`);
      expect(response.json()).toMatchObject({
        code: RANGE_REFUSED,
        message: 'Den ønskede del af filen ligger efter filens slutning.',
      });
    }
  });

  it('answers the whole file to a range it cannot read, several ranges or a changed file (If-Range)', async () => {
    for (const headers of [
      { range: 'bytes=5-2' },
      { range: 'items=0-10' },
      { range: 'bytes=0-10,20-30' },
      { range: 'bytes=0-10', 'if-range': '"an older version"' },
    ]) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.rawPayload.equals(file)).toBe(true);
    }
    const current = await get('bytes=0-9', 'GET', { 'if-range': etag });
    expect(current.statusCode).toBe(206);
    expect(current.rawPayload.equals(file.subarray(0, 10))).toBe(true);
  });

  it('answers HEAD with a range with the part headers and no body', async () => {
    const response = await get('bytes=10-19', 'HEAD');
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(response.headers['content-length']).toBe('10');
    expect(response.body).toBe('');
  });

  it('still checks the signed link before answering any part', async () => {
    const forged = url.replace(/signature=[^&]+/, 'signature=forged');
    const response = await app.inject({ method: 'GET', url: forged, headers: { range: 'bytes=0-9' } });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-range']).toBeUndefined();
    const expired = await storage.presignGet('cases/c1/film.mp4', { expiresInSeconds: -1 });
    expect(
      (await app.inject({ method: 'GET', url: expired, headers: { range: 'bytes=0-9' } })).statusCode,
    ).toBe(403);
  });

  it('sends only the asked bytes over a real connection, as a browser playing the film receives them', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      headers: { range: 'bytes=1000-65535' },
    });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-length')).toBe('64536');
    expect(Buffer.from(await response.arrayBuffer()).equals(file.subarray(1000, 65536))).toBe(true);
    // fetch keeps its connections alive for reuse; the hub closes after this file.
    app.server.closeAllConnections();
  });
});
