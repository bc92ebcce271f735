import { writeFile } from 'node:fs/promises';
import { it } from 'vitest';
import { CLIENT_SCHEMAS, schemaTextOf } from '../test/client-schema.ts';
import { createTestApp } from '../test/test-app.ts';

// `npm run client:generate`: writes the typed clients from the hub's document. Not a test: the vitest
// project that runs it exists only under CLIENT_GENERATE, so `npm test` never writes what it compares.
it('writes the schema files of packages/client', async () => {
  const { app } = await createTestApp({ config: { publicUrl: 'https://portal.example.dk' } });
  for (const { file, select } of CLIENT_SCHEMAS) await writeFile(file, await schemaTextOf(app, select));
});
