import { writeFile } from 'node:fs/promises';
import { it } from 'vitest';
import { CLIENT_SCHEMA_FILE, clientSchemaOf } from '../test/client-schema.ts';
import { createTestApp } from '../test/test-app.ts';

// `npm run client:generate`: writes the office developers' client from the hub's document. Not a test: the
// vitest project that runs it exists only under CLIENT_GENERATE, so `npm test` never writes what it compares.
it('writes packages/client/src/schema.ts', async () => {
  const { app } = await createTestApp({ config: { publicUrl: 'https://portal.example.dk' } });
  await writeFile(CLIENT_SCHEMA_FILE, await clientSchemaOf(app));
});
