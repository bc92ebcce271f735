import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { afterAll } from 'vitest';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * An office's system on 127.0.0.1 that receives webhooks and answers with the status the test sets; closed
 * after the file. `next(n)` resolves once the n-th request has arrived, so tests wait for what they expect.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response
        .writeHead(status, { 'content-type': 'text/plain' })
        .end(status < 300 ? 'ok' : 'receiver is down');
      for (const wait of waiting.filter((item) => received.length >= item.count)) wait.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Answers every request from now on with this status. */
    answer(code: number) {
      status = code;
    },
    /** Resolves when `count` requests in all have arrived. */
    arrived(count: number): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
  };
}

/**
 * A server on 127.0.0.1 that keeps the first bytes of each connection (a TLS ClientHello, whose SNI names
 * the host the client meant) and answers plain HTTP, so the client's TLS fails; closed after the file.
 */
export async function startTlsWitness() {
  const hellos: Buffer[] = [];
  const server = createTcpServer((socket) =>
    socket.once('data', (chunk: Buffer) => {
      hellos.push(chunk);
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, hellos };
}
