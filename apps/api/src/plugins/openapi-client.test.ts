import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CLIENT_SCHEMAS, schemaTextOf } from '../test/client-schema.ts';
import { createTestApp } from '../test/test-app.ts';

// Only compares: `npm run client:generate` (openapi-client.generate.ts) is what writes the files.
describe('packages/client', async () => {
  const { app } = await createTestApp({ config: { publicUrl: 'https://portal.example.dk' } });
  const [keyClient, hubClient] = CLIENT_SCHEMAS;

  it('is generated from the hub’s current document (npm run client:generate writes it)', async () => {
    const generated = await schemaTextOf(app, keyClient.select);
    expect(await readFile(keyClient.file, 'utf8')).toBe(generated);
    expect(generated).toContain('searchCases');
    expect(generated).not.toContain('signIn');
  });

  it('gives the portal every operation, its own and the public ones included', async () => {
    const generated = await schemaTextOf(app, hubClient.select);
    expect(await readFile(hubClient.file, 'utf8')).toBe(generated);
    expect(generated).toContain('searchCases');
    expect(generated).toContain('signIn');
  });
});
