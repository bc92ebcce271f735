import { describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../../test/webhook-receiver.ts';
import { postToCheckedAddress } from './pinned-post.ts';

describe('postToCheckedAddress', async () => {
  const receiver = await startWebhookReceiver();
  const port = new URL(receiver.url).port;

  it('connects to the checked address, never asking DNS for the name, and keeps the name as the Host', async () => {
    receiver.answer(204);
    // The name exists nowhere: only the pinned address can have carried the request to the receiver.
    const answer = await postToCheckedAddress({
      url: new URL(`http://rebound.office-a.dk:${port}/hooks?from=portal`),
      addresses: [{ address: '127.0.0.1', family: 4 }],
      headers: { 'content-type': 'application/json' },
      body: '{"event":"ping"}',
      signal: AbortSignal.timeout(5000),
    });
    expect(answer).toEqual({ statusCode: 204 });
    expect(receiver.received.at(-1)?.headers.host).toBe(`rebound.office-a.dk:${port}`);
    expect(receiver.received.at(-1)?.body).toBe('{"event":"ping"}');
  });
});
