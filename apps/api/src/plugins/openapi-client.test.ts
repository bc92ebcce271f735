import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

const SCHEMA = new URL('../../../../packages/client/src/schema.ts', import.meta.url);
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

describe('packages/client', async () => {
  const { app } = await createTestApp({ config: { publicUrl: 'https://portal.example.dk' } });

  it('is generated from the hub’s current document (npm run client:generate writes it)', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const generated =
      HEADER + astToString(await openapiTS(keyOperationsOf(document) as Parameters<typeof openapiTS>[0]));
    if (process.env.UPDATE_CLIENT) await writeFile(SCHEMA, generated);
    expect(await readFile(SCHEMA, 'utf8')).toBe(generated);
    expect(generated).toContain('searchCases');
    expect(generated).not.toContain('signIn');
  });
});
