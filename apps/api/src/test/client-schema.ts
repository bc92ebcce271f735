import openapiTS, { astToString } from 'openapi-typescript';
import type { App } from '../app-types.ts';

/** The office developers' typed client, which `npm run client:generate` writes and a test compares. */
export const CLIENT_SCHEMA_FILE = new URL('../../../../packages/client/src/schema.ts', import.meta.url);
const HEADER = "// Generated from the hub's OpenAPI document by `npm run client:generate`; do not edit.\n";

type Operation = { 'x-audience'?: string };

/** The document as an office developer's client sees it: only the operations an API key may call. */
function keyOperationsOf(document: { paths: Record<string, Record<string, Operation>> }) {
  const paths = Object.fromEntries(
    Object.entries(document.paths)
      .map(([path, item]) => [
        path,
        Object.fromEntries(
          Object.entries(item).filter(
            ([, operation]) => !['public', 'portal'].includes(operation['x-audience'] ?? ''),
          ),
        ),
      ])
      .filter(([, item]) => Object.keys(item as object).length > 0),
  );
  return { ...document, paths };
}

/** The client's schema file as the hub's current OpenAPI document makes it. */
export async function clientSchemaOf(app: App): Promise<string> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  return HEADER + astToString(await openapiTS(keyOperationsOf(document) as Parameters<typeof openapiTS>[0]));
}
