import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { LocalStorage } from '../../adapters/storage/local-storage.ts';
import { createTestApp, csrfHeader } from '../../test/test-app.ts';

const LINK_INVALID = 'tasks.upload.linkInvalid';
const md5 = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;

describe('local storage routes', async () => {
  const { app, deps } = await createTestApp();
  const storage = deps.storage as LocalStorage;
  const putUrl = (key: string, seconds = 60) =>
    storage.presignPut(key, { contentType: 'image/jpeg', expiresInSeconds: seconds }).then((put) => put.url);
  const put = (url: string, payload: string | Buffer, contentType = 'image/jpeg') =>
    app.inject({ method: 'PUT', url, headers: { ...csrfHeader, 'content-type': contentType }, payload });

  it('refuses a PUT with a bad, borrowed or expired signature, and changes nothing', async () => {
    const url = await putUrl('tmp/1/line/a.jpg');
    const forged = url.replace(/signature=[^&]+/, 'signature=forged');
    const cases = [
      forged,
      url.replace('a.jpg', 'b.jpg'),
      url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) + 3600}`),
      url.replace(/[?].*$/, ''),
      await putUrl('tmp/1/line/a.jpg', -1),
    ];
    for (const bad of cases) {
      const response = await put(bad, 'pixels');
      expect(response.statusCode, bad).toBe(403);
      expect(response.json().code).toBe(LINK_INVALID);
    }
    // A GET link does not open the file for writing, nor a PUT link for reading.
    const getUrl = await storage.presignGet('tmp/1/line/a.jpg', { expiresInSeconds: 60 });
    expect((await put(getUrl, 'pixels')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect(await storage.head('tmp/1/line/a.jpg')).toBeNull();
  });

  it('needs the portal header like any other unsafe call, so a cross-site form cannot use a link', async () => {
    const response = await app.inject({ method: 'PUT', url: await putUrl('tmp/1/line/c.jpg'), payload: 'x' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('errors.csrfHeaderMissing');
  });

  it('stores the body under the key with its type and answers the ETag', async () => {
    const body = Buffer.from('jpeg pixels');
    const response = await put(await putUrl('tmp/1/line/d.jpg'), body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers.etag).toBe(md5(body));
    expect(response.headers['access-control-expose-headers']).toBe('ETag');
    expect(await storage.head('tmp/1/line/d.jpg')).toEqual({
      size: body.length,
      etag: md5(body),
      contentType: 'image/jpeg',
    });
  });

  it('serves a file through a GET link, with its type, the download name, and HEAD', async () => {
    const body = Buffer.from('more pixels');
    await storage.write('cases/c1/photo.jpg', body, 'image/jpeg');
    const url = await storage.presignGet('cases/c1/photo.jpg', {
      expiresInSeconds: 60,
      downloadName: 'Stue øst.jpg',
    });
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(body)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(body.length),
      etag: md5(body),
      'content-disposition': `attachment; filename="Stue _st.jpg"; filename*=UTF-8''${encodeURIComponent('Stue øst.jpg')}`,
    });

    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(body.length));
    expect(head.body).toBe('');

    const expired = await storage.presignGet('cases/c1/photo.jpg', { expiresInSeconds: -1 });
    const refused = await app.inject({ method: 'GET', url: expired });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(LINK_INVALID);
    const missing = await storage.presignGet('cases/c1/none.jpg', { expiresInSeconds: 60 });
    expect((await app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
  });

  it('serves a file of an active type (HTML) as a download, never as a page of the portal', async () => {
    await storage.write('cases/c1/page.jpg', Buffer.from('<script>alert(1)</script>'), 'text/html');
    const url = await storage.presignGet('cases/c1/page.jpg', { expiresInSeconds: 60 });
    const response = await app.inject({ method: 'GET', url });
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('streams a PUT over HTTP to disk and back, chunk by chunk', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const chunk = Buffer.alloc(256 * 1024, 42);
    const count = 40;
    const hash = createHash('md5');
    for (let n = 0; n < count; n += 1) hash.update(chunk);
    const url = await putUrl('tmp/1/line/video.mp4');
    const body = Readable.from(
      (function* () {
        for (let n = 0; n < count; n += 1) yield chunk;
      })(),
    );
    const response = await fetch(`http://127.0.0.1:${port}${url}`, {
      method: 'PUT',
      headers: { ...csrfHeader, 'content-type': 'video/mp4' },
      body: Readable.toWeb(body) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status, await response.text()).toBe(200);
    expect(response.headers.get('etag')).toBe(`"${hash.digest('hex')}"`);

    const read = await fetch(
      `http://127.0.0.1:${port}${await storage.presignGet('tmp/1/line/video.mp4', { expiresInSeconds: 60 })}`,
    );
    expect(read.headers.get('content-type')).toBe('video/mp4');
    expect((await read.arrayBuffer()).byteLength).toBe(chunk.length * count);
    // fetch keeps its connections alive for reuse; the hub closes after this file.
    app.server.closeAllConnections();
  });
});
