import { ArchiveStateRecord } from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app.ts';
import type { AppDeps } from '../../deps.ts';
import { archiveMaterialsJob } from '../../jobs/archive-materials.job.ts';
import { restoreMaterialsJob } from '../../jobs/restore-materials.job.ts';
import * as service from './archive.service.ts';

const tags = ['Assets'];
const CaseParams = z.object({ id: z.uuid() });

export async function archiveRoutes(app: App, deps: AppDeps) {
  deps.jobs.work<service.ArchiveJobData>(service.ARCHIVE_JOB, archiveMaterialsJob(deps));
  deps.jobs.work<service.ArchiveJobData>(service.RESTORE_JOB, restoreMaterialsJob(deps));
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in, with access to the case's department (404 otherwise): starts archiving all its material.
  routes.post(
    '/api/cases/:id/assets/archive',
    { schema: { tags, params: CaseParams, response: { 202: ArchiveStateRecord } } },
    async (request, reply) =>
      reply.code(202).send(await service.archiveMaterials(deps, request, request.params.id)),
  );

  // Signed in, with access to the case's department (404 otherwise): recreates archived material.
  routes.post(
    '/api/cases/:id/assets/archive/restore',
    { schema: { tags, params: CaseParams, response: { 202: ArchiveStateRecord } } },
    async (request, reply) =>
      reply.code(202).send(await service.restoreMaterials(deps, request, request.params.id)),
  );
}
