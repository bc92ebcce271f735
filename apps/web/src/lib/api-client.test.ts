import { CSRF_HEADER, ErrorKey } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, hub, setUnauthorizedHandler } from './api-client.ts';

const answer = (status: number, body?: object) =>
  vi.fn(async () =>
    body === undefined
      ? new Response('<html>Bad gateway</html>', { status, headers: { 'content-type': 'text/html' } })
      : Response.json(body, { status }),
  );

/** The error a call fails with, when the hub (or whatever stands in front of it) answers so. */
async function failureOf(fetched: typeof fetch, failure?: ErrorKey): Promise<ApiError> {
  vi.stubGlobal('fetch', fetched);
  const error = await call(
    hub.POST('/api/orders/tasks/{id}/notes/add', {
      params: { path: { id: '1' } },
      body: { note: 'Ring først' },
    }),
    { failure },
  ).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('a call with its own failure message', () => {
  afterEach(() => vi.unstubAllGlobals());
  const noteFailed = ErrorKey.taskNoteFailed;

  it('shows it when the hub answers the generic message', async () => {
    const error = await failureOf(answer(500, { code: ErrorKey.internal, message: 'x' }), noteFailed);
    expect(error).toMatchObject({ status: 500, code: noteFailed });
  });

  it('shows it when no answer of the hub arrives: offline, or a proxy’s page instead', async () => {
    expect(
      (
        await failureOf(
          vi.fn(async () => Promise.reject(new TypeError('offline'))),
          noteFailed,
        )
      ).code,
    ).toBe(noteFailed);
    expect((await failureOf(answer(502), noteFailed)).code).toBe(noteFailed);
  });

  it('keeps a reason of the hub’s own, and the fields of a refusal', async () => {
    const closed = await failureOf(answer(409, { code: ErrorKey.taskClosed, message: 'x' }), noteFailed);
    expect(closed.code).toBe(ErrorKey.taskClosed);
    const down = await failureOf(
      answer(503, { code: ErrorKey.serviceUnavailable, message: 'x' }),
      noteFailed,
    );
    expect(down.code).toBe(ErrorKey.serviceUnavailable);
    const refused = await failureOf(
      answer(400, { code: ErrorKey.badRequest, message: 'x', fields: { note: 'rules.required' } }),
      noteFailed,
    );
    expect(refused).toMatchObject({ code: ErrorKey.badRequest, fields: { note: 'rules.required' } });
  });

  it('is the generic message for a call without one', async () => {
    expect((await failureOf(answer(500, { code: ErrorKey.internal, message: 'x' }))).code).toBe(
      ErrorKey.internal,
    );
    expect((await failureOf(answer(502))).code).toBe(ErrorKey.internal);
  });
});

describe('every call', () => {
  afterEach(() => vi.unstubAllGlobals());
  const note = () =>
    hub.POST('/api/orders/tasks/{id}/notes/add', {
      params: { path: { id: '1' } },
      body: { note: 'Ring først' },
    });

  it('marks a change with the CSRF header the hub requires, and a read without it', async () => {
    const sent: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        sent.push(request);
        return Response.json({ user: null });
      }),
    );
    await call(hub.GET('/api/Authentication/session'), { public: true });
    await call(note());
    expect(sent.map((request) => [request.method, request.headers.get(CSRF_HEADER)])).toEqual([
      ['GET', null],
      ['POST', '1'],
    ]);
  });

  it('signs out on a 401 of a call that needs a session, and not of a public one', async () => {
    const signedOut = vi.fn();
    setUnauthorizedHandler(signedOut);
    vi.stubGlobal('fetch', answer(401, { code: ErrorKey.unauthorized, message: 'x' }));
    await call(hub.GET('/api/Authentication/session'), { public: true }).catch(() => undefined);
    expect(signedOut).not.toHaveBeenCalled();
    const error = await call(note()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 401, code: ErrorKey.unauthorized });
    expect(signedOut).toHaveBeenCalledOnce();
  });
});
