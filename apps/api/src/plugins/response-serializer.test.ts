import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const CasePage = z.object({
  total: z.number().int(),
  data: z.array(
    z.object({
      reference: z.string(),
      buildingFloor: z.string().nullable(),
      storeys: z.number().nullable(),
      contactPersons: z.array(z.object({ name: z.string(), email: z.string().nullable() })),
    }),
  ),
});

/** What a repo hands a route: the contract's fields and more of the row. */
const row = {
  reference: 'KBH-1001',
  buildingFloor: null,
  storeys: 2,
  passwordHash: 'scrypt$secret',
  contactPersons: [{ name: 'Ole Olsen', email: null, internalNote: 'not for the office' }],
};

async function appAnswering(answer: unknown, checkContract: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkContract }));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/page',
      { schema: { response: { 200: CasePage } } },
      async () => answer as z.infer<typeof CasePage>,
    );
  await app.ready();
  return app;
}

describe('answers written from their zod contract', () => {
  it.each([true, false])(
    'writes the contract’s fields only, nulls as null (contract checked too: %s)',
    async (checkContract) => {
      const app = await appAnswering({ total: 1, data: [row], debug: true }, checkContract);
      const response = await app.inject({ method: 'GET', url: '/page' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        total: 1,
        data: [
          {
            reference: 'KBH-1001',
            buildingFloor: null,
            storeys: 2,
            contactPersons: [{ name: 'Ole Olsen', email: null }],
          },
        ],
      });
      expect(response.body).not.toMatch(/secret|internal|debug/);
    },
  );

  it('outside production, an answer that breaks its contract is refused with 500, as zod refused it', async () => {
    const app = await appAnswering({ total: 1, data: [{ ...row, reference: 1001 }] }, true);
    const response = await app.inject({ method: 'GET', url: '/page' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('KBH');
  });
});
