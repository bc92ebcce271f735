import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { postToCheckedAddress } from './pinned-post.ts';

const LOOPBACK = [{ address: '127.0.0.1', family: 4 as const }];
const post = (url: string) =>
  postToCheckedAddress({
    url: new URL(url),
    addresses: LOOPBACK,
    headers: { 'content-type': 'application/json' },
    body: '{"event":"ping"}',
    signal: AbortSignal.timeout(5000),
  });

/** A server on 127.0.0.1 that keeps the first bytes a client sends (a TLS ClientHello) and answers nonsense. */
async function startTlsWitness() {
  const hellos: Buffer[] = [];
  const server = createServer((socket) =>
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

describe('postToCheckedAddress', async () => {
  const receiver = await startWebhookReceiver();
  const port = new URL(receiver.url).port;

  it('connects to the checked address, never asking DNS for the name, and keeps the name as the Host', async () => {
    receiver.answer(204);
    // The name exists nowhere: only the pinned address can have carried the request to the receiver.
    const answer = await post(`http://rebound.office-a.dk:${port}/hooks?from=portal`);
    expect(answer).toEqual({ statusCode: 204 });
    expect(receiver.received.at(-1)?.headers.host).toBe(`rebound.office-a.dk:${port}`);
    expect(receiver.received.at(-1)?.body).toBe('{"event":"ping"}');
  });

  it('answers a redirect as it is, without following it', async () => {
    receiver.answer(302);
    const before = receiver.received.length;
    expect(await post(`http://127.0.0.1:${port}/hooks`)).toEqual({ statusCode: 302 });
    expect(receiver.received).toHaveLength(before + 1);
  });

  it('speaks TLS to the name (SNI carries it); a peer that does not complete TLS fails the connection', async () => {
    const witness = await startTlsWitness();
    await expect(post(`https://hooks.office-a.dk:${witness.port}/hooks`)).rejects.toMatchObject({
      code: 'EPROTO',
    });
    expect(witness.hellos[0]?.includes('hooks.office-a.dk')).toBe(true);
  });
});
