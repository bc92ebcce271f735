import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { CLIENT_SCHEMA_FILE, clientSchemaOf } from '../test/client-schema.ts';
import { createTestApp } from '../test/test-app.ts';

// Only compares: `npm run client:generate` (openapi-client.generate.ts) is what writes the file.
describe('packages/client', async () => {
  const { app } = await createTestApp({ config: { publicUrl: 'https://portal.example.dk' } });

  it('is generated from the hub’s current document (npm run client:generate writes it)', async () => {
    const generated = await clientSchemaOf(app);
    expect(await readFile(CLIENT_SCHEMA_FILE, 'utf8')).toBe(generated);
    expect(generated).toContain('searchCases');
    expect(generated).not.toContain('signIn');
  });
});
