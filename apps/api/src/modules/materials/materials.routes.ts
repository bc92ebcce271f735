import {
  CaseAssetsRecord,
  CopyMaterialsBody,
  CopyMaterialsResult,
  DeleteMaterialsAndAssetsBody,
  ErrorKey,
  MaterialIdsBody,
  MaterialRecord,
  MaterialRightsBody,
  MaterialSortOrderBody,
  RemovedAssetsRecord,
  RightsSummaryQuery,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { contentDisposition } from '../storage/storage.service.ts';
import * as service from './case-materials.service.ts';
import { changeMaterialRights, getRightsSummary } from './case-rights.service.ts';
import { copyMaterials } from './material-copy.service.ts';

const tags = ['Assets'];
const CaseParams = z.object({ id: z.uuid() });
/** Any text, so a batch id that is not one answers batchRequired rather than a generic 400. */
const BatchParams = z.object({ id: z.uuid(), batchId: z.string().max(100) });
const isUuid = (value: string) => z.uuid().safeParse(value).success;

export async function materialsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Every call below: signed in, with access to the case's department (404 otherwise). The change calls
  // answer 409 materialsArchived while the case's material is archived, archiving or restoring.
  routes.get(
    '/api/cases/:id/assets',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'listCaseMaterial',
        summary: 'The delivered material of a case, with links',
        tags,
        params: CaseParams,
        response: { 200: CaseAssetsRecord },
      },
    },
    async (request) => service.getCaseAssets(deps, actorOf(request), request.params.id),
  );

  routes.post(
    '/api/cases/:id/assets/sortorder',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'sortCaseMaterial',
        summary: 'Set the order of a case’s material',
        tags,
        params: CaseParams,
        body: MaterialSortOrderBody,
      },
    },
    async (request, reply) => {
      await service.sortMaterials(deps, actorOf(request), request.params.id, request.body.materialIds);
      return reply.code(204).send();
    },
  );

  routes.post(
    '/api/cases/:id/assets/delete',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'deleteCaseMaterial',
        summary: 'Move material to the bin',
        tags,
        params: CaseParams,
        body: MaterialIdsBody,
        response: { 200: z.array(MaterialRecord) },
      },
    },
    async (request) =>
      service.setMaterialsActive(deps, actorOf(request), request.params.id, request.body.materialIds, false),
  );

  routes.post(
    '/api/cases/:id/assets/restore',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'restoreCaseMaterial',
        summary: 'Take material back from the bin',
        tags,
        params: CaseParams,
        body: MaterialIdsBody,
        response: { 200: z.array(MaterialRecord) },
      },
    },
    async (request) =>
      service.setMaterialsActive(deps, actorOf(request), request.params.id, request.body.materialIds, true),
  );

  routes.delete(
    '/api/cases/:id/assets/batches/:batchId',
    {
      config: { audience: 'portal', failure: ErrorKey.batchRemovalError },
      schema: {
        operationId: 'deleteMaterialBatch',
        summary: 'Delete a batch of material',
        tags,
        params: BatchParams,
      },
    },
    async (request, reply) => {
      const { id, batchId } = request.params;
      await service.removeBatch(deps, actorOf(request), id, isUuid(batchId) ? batchId : undefined);
      return reply.code(204).send();
    },
  );

  // Without a batch id: the portal's "choose a batch" message rather than a plain 404.
  routes.delete(
    '/api/cases/:id/assets/batches',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'deleteMaterialBatches',
        summary: 'Delete batches of material',
        tags,
        params: CaseParams,
      },
    },
    async (request) => service.removeBatch(deps, actorOf(request), request.params.id, undefined),
  );

  routes.delete(
    '/api/Assets/delete-materials-and-assets',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'deleteMaterialsForGood',
        summary: 'Delete material for good',
        tags,
        body: DeleteMaterialsAndAssetsBody,
        response: { 200: RemovedAssetsRecord },
      },
    },
    async (request) => service.removeMaterialsAndAssets(deps, actorOf(request), request.body),
  );

  routes.post(
    '/api/cases/:id/assets/copy',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'copyCaseMaterial',
        summary: 'Copy material to another case',
        tags,
        params: CaseParams,
        body: CopyMaterialsBody,
        response: { 200: CopyMaterialsResult },
      },
    },
    async (request) => copyMaterials(deps, actorOf(request), request.params.id, request.body),
  );

  // Provider staff with material.deliver, any department's case (403 for office users, 404 for material that
  // is not the case's).
  routes.put(
    '/api/cases/:id/assets/rights',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'changeMaterialRights',
        summary: 'Change the usage rights of chosen material of a case',
        tags,
        params: CaseParams,
        body: MaterialRightsBody,
        response: { 200: z.array(MaterialRecord) },
      },
    },
    async (request) => changeMaterialRights(deps, actorOf(request), request.params.id, request.body),
  );

  // Anyone who sees the case (404 otherwise), keys with cases.read too: a file for the seller or a portal.
  routes.get(
    '/api/cases/:id/assets/rights',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'downloadRightsSummary',
        summary: 'The usage rights of a case’s material (credit, licence, expiry) as a CSV or PDF file',
        tags,
        params: CaseParams,
        querystring: RightsSummaryQuery,
        produces: ['text/csv', 'application/pdf'],
      },
    },
    async (request, reply) => {
      const file = await getRightsSummary(deps, actorOf(request), request.params.id, request.query.format);
      return reply
        .type(file.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition(file.fileName))
        .send(file.body);
    },
  );
}
