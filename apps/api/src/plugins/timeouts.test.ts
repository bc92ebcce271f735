import { request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp } from '../test/test-app.ts';

/** Opens a raw connection to the hub, to behave as a slow or silent client can. */
function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the hub sends back until it closes the connection, and after how long. */
function untilClosed(socket: Socket): Promise<{ received: string; afterMs: number }> {
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk) => {
    received += String(chunk);
  });
  return new Promise((resolve) => {
    socket.once('close', () => resolve({ received, afterMs: Date.now() - started }));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('request and connection timeouts', async () => {
  const { deps } = await createTestApp();
  const app = await buildApp(deps, {
    rateLimits: false,
    timeouts: { requestSeconds: 1, uploadSeconds: 30, idleSeconds: 2 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  afterAll(() => app.close());

  it('a client that sends a call’s headers but holds back its body is answered and cut off instead of holding the hub', async () => {
    const socket = await openSocket(port);
    const closed = untilClosed(socket);
    socket.write(
      'POST /api/Authentication/sign-in HTTP/1.1\r\nHost: hub\r\ncontent-type: application/json\r\n' +
        'x-portal-request: 1\r\ncontent-length: 200\r\n\r\n{"email":',
    );
    const timer = setTimeout(() => socket.destroy(), 10_000);
    const { received, afterMs } = await closed;
    clearTimeout(timer);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(received).toContain('errors.requestTimeout');
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(5000);
  });

  it('a connection that sends nothing is closed after the idle timeout', async () => {
    const socket = await openSocket(port);
    const timer = setTimeout(() => socket.destroy(), 10_000);
    const { received, afterMs } = await untilClosed(socket);
    clearTimeout(timer);
    expect(received).toBe('');
    expect(afterMs).toBeGreaterThanOrEqual(1900);
    expect(afterMs).toBeLessThan(5000);
  });

  it('a file upload that takes longer than an API call still completes', async () => {
    const put = await deps.storage.presignPut('tmp/1/slow.jpg', {
      contentType: 'image/jpeg',
      expiresInSeconds: 600,
    });
    const url = new URL(put.url, 'http://portal.test');
    const status = await new Promise<number>((resolve, reject) => {
      const upload = httpRequest(
        {
          port,
          host: '127.0.0.1',
          method: 'PUT',
          path: `${url.pathname}${url.search}`,
          headers: put.headers,
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      upload.once('error', reject);
      (async () => {
        // Eight pieces 300 ms apart: 2.4 s, more than twice the API call limit, never idle for long.
        for (let piece = 0; piece < 8; piece++) {
          upload.write(Buffer.alloc(1024, piece));
          await sleep(300);
        }
        upload.end();
      })().catch(reject);
    });
    expect(status).toBe(200);
    expect((await deps.storage.head('tmp/1/slow.jpg'))?.size).toBe(8 * 1024);
  });
});
