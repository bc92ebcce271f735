// The hub's API for an office's own systems (docs/api.md). `schema.ts` is generated from the OpenAPI
// document by `npm run client:generate`; a test fails when it no longer matches the hub.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.ts';

export type { components, operations, paths } from './schema.ts';

export interface PortalClientOptions {
  /** The portal's address, e.g. https://portal.example.dk (the document's `servers`). */
  baseUrl: string;
  /** The department's API key (pk_…), made on the portal's API keys page. */
  apiKey: string;
  fetch?: typeof globalThis.fetch;
}

/** A typed client whose every call sends the department's API key. */
export function createPortalClient({ baseUrl, apiKey, fetch }: PortalClientOptions): Client<paths> {
  return createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${apiKey}` }, fetch });
}
