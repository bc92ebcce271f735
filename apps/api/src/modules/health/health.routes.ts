import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { databaseAnswers } from './health.service.ts';

const Health = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unavailable']) });

export async function healthRoutes(app: App, deps: AppDeps) {
  // Public: for load balancers; 503 when the database does not answer.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      config: { audience: 'public' },
      schema: {
        operationId: 'getHealth',
        summary: 'Whether the hub and its database answer',
        tags: ['Health'],
        response: { 200: Health, 503: Health },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers(deps)) return { status: 'ok' as const, database: 'ok' as const };
      return reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
    },
  );
}
