import { ArchiveStateRecord } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './archive.service.ts';

const tags = ['Assets'];
const CaseParams = z.object({ id: z.uuid() });

export async function archiveRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in, with access to the case's department (404 otherwise): starts archiving all its material.
  routes.post(
    '/api/cases/:id/assets/archive',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'archiveCaseMaterial',
        summary: 'Archive material',
        tags,
        params: CaseParams,
        response: { 202: ArchiveStateRecord },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.archiveMaterials(deps, actorOf(request), request.params.id)),
  );

  // Signed in, with access to the case's department (404 otherwise): recreates archived material.
  routes.post(
    '/api/cases/:id/assets/archive/restore',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'restoreArchivedMaterial',
        summary: 'Take material out of the archive',
        tags,
        params: CaseParams,
        response: { 202: ArchiveStateRecord },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.restoreMaterials(deps, actorOf(request), request.params.id)),
  );
}
