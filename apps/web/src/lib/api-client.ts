import type { paths } from '@portal/client/hub';
import { CSRF_HEADER, type ErrorBody, ErrorKey, type Locale } from '@portal/contracts';
import createClient, { createQuerySerializer } from 'openapi-fetch';
import { impersonationHeader } from './impersonation.ts';

/** A failed hub call: `code` is the i18n key of the message, `fields` maps a field path to a rule key. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string> = {},
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

/**
 * The Accept-Language of a call whose answer is written in the portal's language rather than the browser's
 * (labels, texts the hub writes, amounts in a refusal).
 */
export const languageHeader = (locale: Locale) => ({ 'accept-language': locale === 'no' ? 'nb-NO' : locale });

let unauthorizedHandler: () => void = () => {
  window.location.assign(`/login?redirectUrl=${encodeURIComponent(window.location.pathname)}`);
};

/** A call found no session although it answered 200 (the session probe): handled as the 401 it means. */
export function signedOutError(): ApiError {
  unauthorizedHandler();
  return new ApiError(401, ErrorKey.unauthorized);
}

/** The router replaces the default full-page redirect with an in-app navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

function fallbackCode(status: number, failure: ErrorKey = ErrorKey.internal): string {
  if (status >= 500) return failure;
  // A proxy in front of the hub may answer 429 without the hub's JSON body; the wait is still what to say.
  if (status === 429) return ErrorKey.tooManyRequests;
  return ErrorKey.badRequest;
}

const serializeQuery = createQuerySerializer();

/**
 * Every operation of the hub, typed from its OpenAPI document (`@portal/client/hub`, written by `npm run
 * client:generate`): a path, parameter, body or answer that no longer matches the hub fails the type check.
 * The session is an HttpOnly cookie, so no token is read here. Answers are not re-validated: the hub
 * serialises every answer through the same contract schemas. Each call goes through `call`.
 */
export const hub = createClient<paths>({
  // Requests are built before they are sent, so they need an absolute address (a test runs without a page).
  baseUrl: globalThis.location?.origin ?? 'http://localhost',
  credentials: 'same-origin',
  // An empty filter (a cleared search box) is no filter: it is left out, as unset ones are.
  querySerializer: (query) =>
    serializeQuery(Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''))),
  // Looked up at each call, so a test's stand-in for fetch is the one used.
  fetch: (request) => globalThis.fetch(request),
});

hub.use({
  onRequest({ request }) {
    // While support staff act as a user, every call names that user; a call's own headers may override it.
    for (const [name, value] of Object.entries(impersonationHeader())) {
      if (!request.headers.has(name)) request.headers.set(name, value);
    }
    request.headers.set('accept', 'application/json');
    // State-changing calls carry the header the hub's CSRF check requires.
    if (request.method !== 'GET') request.headers.set(CSRF_HEADER, '1');
    return request;
  },
});

export interface CallOptions {
  /** Callable signed out (sign-in, public links): a 401 is then an answer, not an expired session. */
  public?: boolean;
  /**
   * The message of this call's own failure where the spec names one (a text that could not be saved): shown
   * instead of the generic message when the call fails without a reason of its own (offline, a 5xx).
   */
  failure?: ErrorKey;
}

type Answer<Data> = { data?: Data; error?: unknown; response: Response };
/** What a call resolves to: the answer's body, or undefined for an answer without one (204). */
export type Answered<Data> = [Data] extends [never] ? undefined : Data;

function errorOf(status: number, body: unknown, failure?: ErrorKey): ApiError {
  const fallback = fallbackCode(status, failure);
  if (typeof body !== 'object' || body === null) return new ApiError(status, fallback);
  const error = body as Partial<ErrorBody>;
  const code = error.code === ErrorKey.internal && failure ? failure : (error.code ?? fallback);
  return new ApiError(status, code, error.fields ?? {}, error.params ?? {});
}

/**
 * Waits for a hub call and gives its answer, or throws an ApiError: the hub's reason and fields, or the call's
 * own failure message when no answer of the hub arrived. A 401 on a call that needs a session signs out.
 *
 *     const found = await call(hub.GET('/api/Cases/{id}', { params: { path: { id } } }));
 */
export async function call<Data>(
  request: Promise<Answer<Data>>,
  options: CallOptions = {},
): Promise<Answered<Data>> {
  let answer: Answer<Data>;
  try {
    answer = await request;
  } catch (error) {
    if ((error as Error | undefined)?.name === 'AbortError') throw error;
    // Offline or the hub is down: there is no answer to show, only the call's failure or the generic one.
    throw new ApiError(0, options.failure ?? ErrorKey.internal);
  }
  const { response } = answer;
  if (response.status === 401 && !options.public) unauthorizedHandler();
  if (!response.ok) throw errorOf(response.status, answer.error, options.failure);
  return answer.data as Answered<Data>;
}
