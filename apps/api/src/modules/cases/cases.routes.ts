import { CaseFiltersRecord, CaseSearchBody, CaseSearchResult } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './cases.service.ts';

const tags = ['Cases'];

export async function casesRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in: cases of the departments where the user's access is not NONE.
  routes.post(
    '/api/Cases/Search',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'searchCases',
        summary: 'Search cases by address, case number or date',
        tags,
        body: CaseSearchBody,
        response: { 200: CaseSearchResult },
      },
    },
    async (request) => service.searchCases(deps, actorOf(request), request.body),
  );

  // Signed in: the filter options, limited to the user's departments.
  routes.get(
    '/api/Cases/Search/Filters',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'getCaseSearchFilters',
        summary: 'The choices of the case search',
        tags,
        response: { 200: CaseFiltersRecord },
      },
    },
    async (request) => service.getSearchFilters(deps, actorOf(request)),
  );
}
