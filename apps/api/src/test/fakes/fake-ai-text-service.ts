// A stand-in for the AI text service, for tests: it answers on 127.0.0.1 as the real one does
// (docs/decisions/0119-ai-text-service-with-an-offline-editor.md), requires the bearer key, and records every
// session it opens.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface FakeAiTextSession {
  id: string;
  reference: string;
  kind: string;
  language: string;
  property: Record<string, unknown>;
  returnUrl: string;
  status: 'open' | 'finished';
  text: string;
}

const sendJson = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** POST /sessions -> 201 { id, editorUrl }; GET /sessions/{reference} -> { status, text } or 404. */
export async function startFakeAiTextService(apiKey: string) {
  const sessions = new Map<string, FakeAiTextSession>();
  let failing = false;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (failing) {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      return;
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      sendJson(response, 401, { error: 'invalid_api_key' });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/sessions') {
      const body = await readJson(request);
      if (!body || typeof body.reference !== 'string' || typeof body.returnUrl !== 'string') {
        sendJson(response, 422, { error: 'reference and returnUrl are required' });
        return;
      }
      const id = randomUUID();
      sessions.set(body.reference, {
        id,
        reference: body.reference,
        kind: String(body.kind ?? ''),
        language: String(body.language ?? ''),
        property: (body.property as Record<string, unknown>) ?? {},
        returnUrl: body.returnUrl,
        status: 'open',
        text: '',
      });
      sendJson(response, 201, { id, editorUrl: `https://ai-text.example/editor/${id}` });
      return;
    }
    const match = /^\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const session = sessions.get(decodeURIComponent(match[1] ?? ''));
      if (!session) {
        sendJson(response, 404, { error: 'session_not_found' });
        return;
      }
      sendJson(response, 200, { id: session.id, status: session.status, text: session.text || null });
      return;
    }
    sendJson(response, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    sessions,
    /** What the person does in the service's editor: writes the text and presses finish. */
    finish(reference: string, text: string) {
      const session = sessions.get(reference);
      if (!session) throw new Error(`no AI text session for ${reference}`);
      session.status = 'finished';
      session.text = text;
    },
    setFailing(value: boolean) {
      failing = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
