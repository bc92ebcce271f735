// A stand-in for the SMS gateway, for tests: POST /messages with the bearer key, JSON {to, from, text}.
import { createServer, type IncomingMessage } from 'node:http';

export interface FakeSms {
  to: string;
  from: string;
  text: string;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Records every accepted message; `fail(true)` makes it answer 503 as a gateway that is down. */
export async function startFakeSmsGateway(apiKey: string) {
  const received: FakeSms[] = [];
  let failing = false;
  const server = createServer(async (request, response) => {
    if (failing) {
      response.writeHead(503).end('Service Unavailable');
      return;
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      response.writeHead(401).end();
      return;
    }
    const body = await readJson(request);
    if (request.method !== 'POST' || request.url !== '/messages' || !body?.to || !body.text) {
      response.writeHead(422).end();
      return;
    }
    received.push({ to: String(body.to), from: String(body.from), text: String(body.text) });
    response.writeHead(202, { 'content-type': 'application/json' }).end('{"status":"queued"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    fail: (value: boolean) => {
      failing = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
