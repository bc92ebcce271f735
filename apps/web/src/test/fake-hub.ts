import type { ErrorBody } from '@portal/contracts';
import { vi } from 'vitest';

/** One call the portal made, as the hub would read it. */
export interface SentCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body, or undefined when the call sent none. */
  body: unknown;
}

/** What the fake hub answers: a status and a JSON body (204 and undefined for an empty answer). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Handler = (call: SentCall) => FakeAnswer | Promise<FakeAnswer>;

/** The hub's refusal of a body: its error key and, per field path, the rule key shown next to that field. */
export const refusal = (code: string, fields: Record<string, string> = {}, status = 400): FakeAnswer => ({
  status,
  body: { code, message: code, fields } satisfies Partial<ErrorBody>,
});

/** The portal's every call is a Request built by the typed client (lib/api-client.ts). */
async function readCall(request: Request): Promise<SentCall> {
  const url = new URL(request.url);
  const text = await request.text();
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: text === '' ? undefined : JSON.parse(text),
  };
}

/**
 * Stands in for the hub behind `fetch`: answers each call by `"<METHOD> <path>"` (the first route that
 * matches wins, a path may end in `*`) and records every call. A call no route answers is a 404, so a test
 * sees what it forgot to answer in `calls` instead of a request to the network. The built-in text
 * catalogue stays, as an empty remote one leaves it.
 */
export function fakeHub(routes: Record<string, Handler | FakeAnswer> = {}) {
  const calls: SentCall[] = [];
  const all: Record<string, Handler | FakeAnswer> = { 'GET /api/translations/*': { body: {} }, ...routes };
  const matches = (pattern: string, call: SentCall) => {
    const [method, path] = pattern.split(' ');
    if (method !== call.method) return false;
    return path?.endsWith('*') ? call.path.startsWith(path.slice(0, -1)) : call.path === path;
  };
  const fetch = vi.fn(async (request: Request) => {
    const call = await readCall(request);
    calls.push(call);
    const route = Object.keys(all).find((pattern) => matches(pattern, call));
    const handler = route
      ? all[route]
      : { status: 404, body: { code: 'errors.notFound', message: 'not found' } };
    const answer = typeof handler === 'function' ? await handler(call) : (handler ?? {});
    const status = answer.status ?? (answer.body === undefined ? 204 : 200);
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** The calls made to one path, in order. */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
