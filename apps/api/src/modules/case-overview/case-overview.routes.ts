import { LocationMaterialCaseRecord } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './case-overview.service.ts';

const tags = ['Cases'];
const CaseParams = z.object({ id: z.uuid() });

export async function caseOverviewRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in, with access to the case's department (404 otherwise). The case's texts are the texts module's.
  // Only cases of the same department are offered: the user may open every one of them.
  routes.get(
    '/api/cases/:id/location-material',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'listCaseLocationMaterial',
        summary: 'Location material near a case',
        tags,
        params: CaseParams,
        response: { 200: z.array(LocationMaterialCaseRecord) },
      },
    },
    async (request) => service.listLocationMaterial(deps, actorOf(request), request.params.id),
  );
}
