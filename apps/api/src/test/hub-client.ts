import type { paths } from '@portal/client/hub';
import createClient, { type Client } from 'openapi-fetch';
import type { App } from '../app-types.ts';
import { csrfHeader, portalHeaders } from './test-app.ts';

/**
 * The hub's operations typed as the portal calls them (`@portal/client/hub`), answered by `app.inject`: a
 * route test written with it fails the type check when a path, parameter or body no longer matches the
 * contract. Calls made on purpose with a body the contract refuses use `app.inject` directly.
 */
export function hubClient(app: App, cookie?: string): Client<paths> {
  return createClient<paths>({
    baseUrl: 'http://hub.test',
    headers: cookie ? portalHeaders(cookie) : csrfHeader,
    fetch: async (request) => {
      const url = new URL(request.url);
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const answer = await app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: Object.fromEntries(request.headers),
        payload: body,
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304 || request.method === 'HEAD';
      return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: Object.entries(answer.headers).flatMap(([name, value]) =>
          [value ?? []].flat().map((item): [string, string] => [name, String(item)]),
        ),
      });
    },
  });
}
