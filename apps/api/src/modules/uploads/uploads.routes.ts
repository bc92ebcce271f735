import {
  AddedMaterialsRecord,
  PresignedUploadRecord,
  PresignUploadBody,
  RegisterUploadsBody,
  StorageEndpointRecord,
  UploadRecord,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './uploads.service.ts';

const tags = ['Uploads'];
const IdParams = z.object({ id: z.uuid() });
const MaterialParams = z.object({ materialId: z.uuid() });
const UploadList = z.array(UploadRecord);

export async function uploadsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in: where files are stored (the bucket, or the hub's own storage).
  routes.get(
    '/api/webshop/s3/endpoint',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getStorageEndpoint',
        summary: 'Where uploads go',
        tags,
        response: { 200: StorageEndpointRecord },
      },
    },
    async () => service.describeStorage(deps),
  );

  // Signed in, with access to the task's (or line's, or case's) department, otherwise 404; the task must be an
  // open upload task (400 wrongCategory, 409 closed); a case's document must be a PDF of a case whose material
  // is not archived (409). The file name and type, and room under the limit (registered files plus files PUT to
  // the line but not registered), are checked before any upload.
  routes.post(
    '/api/webshop/s3/upload/presigned',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'createUploadLinks',
        summary: 'Signed links to upload files to',
        tags,
        body: PresignUploadBody,
        response: { 200: PresignedUploadRecord },
      },
    },
    async (request) => service.presignUpload(deps, actorOf(request), request.body),
  );

  // The task calls below: signed in, with access to the task's department; otherwise 404.
  routes.get(
    '/api/orders/tasks/:id/uploads',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listTaskUploads',
        summary: 'The files uploaded to a task',
        tags,
        params: IdParams,
        response: { 200: UploadList },
      },
    },
    async (request) => service.listTaskUploads(deps, actorOf(request), request.params.id),
  );

  // Registers files already PUT to storage; all or nothing, each file's first bytes must match its name's type
  // (refused and removed otherwise). Answers the task's files.
  routes.post(
    '/api/orders/tasks/:id/uploads',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'addTaskUploads',
        summary: 'Register files uploaded to a task',
        tags,
        params: IdParams,
        body: RegisterUploadsBody,
        response: { 201: UploadList },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.registerTaskUploads(deps, actorOf(request), request.params.id, request.body);
    },
  );

  // The order-line calls below: signed in, with access to the line's department; otherwise 404.
  routes.get(
    '/api/orders/orderlines/:id/taskfileuploads',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listOrderLineUploads',
        summary: 'The files uploaded to an order line',
        tags,
        params: IdParams,
        response: { 200: UploadList },
      },
    },
    async (request) => service.listOrderLineUploads(deps, actorOf(request), request.params.id),
  );

  // Registers files of the line that no task asked for; answers every file of the line.
  routes.post(
    '/api/orders/orderlines/:id/taskfileuploads/add',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'addOrderLineUploads',
        summary: 'Register files uploaded to an order line',
        tags,
        params: IdParams,
        body: RegisterUploadsBody,
        response: { 201: UploadList },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.registerOrderLineUploads(deps, actorOf(request), request.params.id, request.body);
    },
  );

  // The id is the upload's; a file of a completed or cancelled task answers 409.
  routes.delete(
    '/api/orders/orderlines/taskfileuploads/:materialId',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'deleteOrderLineUpload',
        summary: 'Remove an uploaded file',
        tags,
        params: MaterialParams,
      },
    },
    async (request, reply) => {
      await service.removeUpload(deps, actorOf(request), request.params.materialId);
      return reply.code(204).send();
    },
  );

  // Turns the line's own files into material of the case, in one new batch.
  routes.post(
    '/api/orders/orderlines/:id/materials/add',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'addOrderLineMaterials',
        summary: 'Add case material to an order line',
        tags,
        params: IdParams,
        response: { 201: AddedMaterialsRecord },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.addOrderLineMaterials(deps, actorOf(request), request.params.id);
    },
  );
}
