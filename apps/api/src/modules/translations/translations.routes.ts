import { Locale } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { createTranslationsCache } from './translations.service.ts';

export async function translationsRoutes(app: App, deps: AppDeps) {
  const catalogues = createTranslationsCache(deps);
  // Public (the sign-in page is translated too): remote texts merged over the portal's built-in ones.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/translations/:locale',
    {
      config: { audience: 'public' },
      schema: {
        operationId: 'getTranslations',
        summary: 'The portal’s texts in a language',
        tags: ['Translations'],
        params: z.object({ locale: Locale }),
        response: { 200: z.record(z.string(), z.string()) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return catalogues.load(request.params.locale);
    },
  );
}
