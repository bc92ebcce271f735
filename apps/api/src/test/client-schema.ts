import openapiTS, { astToString } from 'openapi-typescript';
import type { App } from '../app-types.ts';

const CLIENT_SOURCE = new URL('../../../../packages/client/src/', import.meta.url);
const HEADER = "// Generated from the hub's OpenAPI document by `npm run client:generate`; do not edit.\n";

type Operation = { 'x-audience'?: string };
type Document = { paths: Record<string, Record<string, Operation>> };

/** The document as an office developer's client sees it: only the operations an API key may call. */
function keyOperationsOf(document: Document): Document {
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

/**
 * The generated files of packages/client: `schema.ts`, the office developers' client (API-key operations
 * only), and `hub-schema.ts`, every operation, through which the portal makes each of its calls.
 */
export const CLIENT_SCHEMAS = [
  { file: new URL('schema.ts', CLIENT_SOURCE), select: keyOperationsOf },
  { file: new URL('hub-schema.ts', CLIENT_SOURCE), select: (document: Document) => document },
] as const;

/** A schema file's text as the hub's current OpenAPI document makes it. */
export async function schemaTextOf(app: App, select: (document: Document) => Document): Promise<string> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
  return (
    HEADER + astToString(await openapiTS(select(document) as unknown as Parameters<typeof openapiTS>[0]))
  );
}
