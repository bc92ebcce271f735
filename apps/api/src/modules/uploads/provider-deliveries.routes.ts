import {
  DeliveredMaterialRecord,
  DeliverOrderLineBody,
  DeliveryLineRecord,
  LinkDeliveryBody,
  LinkDeliveryRecord,
  OrderLineDeliveryRecord,
  PresignedUploadRecord,
  ProviderPresignBody,
  RegisterUploadsBody,
  UploadRecord,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './provider-deliveries.service.ts';
import * as links from './provider-links.service.ts';

const tags = ['Provider deliveries'];
const LineParams = z.object({ lineId: z.uuid() });
const UploadList = z.array(UploadRecord);
const DeliveredMaterialList = z.array(DeliveredMaterialRecord);

// The provider's deliveries: staff with material.deliver (403 otherwise, office users too), any department's
// order line; 404 for an unknown line, 409 for a cancelled line or a cancelled or invoiced order.
export async function providerDeliveriesRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // A URL to PUT one file of the delivery to: pictures, video or floor plans, up to 500 MB.
  routes.post(
    '/api/provider/orderlines/:lineId/uploads/presigned',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'createDeliveryUploadLinks',
        summary: 'Signed links to upload a delivery to',
        tags,
        params: LineParams,
        body: ProviderPresignBody,
        response: { 200: PresignedUploadRecord },
      },
    },
    async (request) =>
      service.presignDeliveryUpload(deps, actorOf(request), request.params.lineId, request.body.fileName),
  );

  // The line with its order and case, and the caller's files of the line waiting to be delivered; a closed
  // line answers too (takesDelivery false), for its delivered material.
  routes.get(
    '/api/provider/orderlines/:lineId/delivery',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getOrderLineDelivery',
        summary: 'An order line’s delivery so far',
        tags,
        params: LineParams,
        response: { 200: DeliveryLineRecord },
      },
    },
    async (request) => service.describeDeliveryLine(deps, actorOf(request), request.params.lineId),
  );

  // The material delivered to the line with its usage rights, which staff change through PUT
  // /cases/{id}/assets/rights; a closed order's line answers too.
  routes.get(
    '/api/provider/orderlines/:lineId/materials',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listOrderLineMaterials',
        summary: 'The material delivered to an order line, with its usage rights',
        tags,
        params: LineParams,
        response: { 200: DeliveredMaterialList },
      },
    },
    async (request) => service.listDeliveredMaterial(deps, actorOf(request), request.params.lineId),
  );

  // Registers files PUT to storage, all or nothing, their content checked; answers the files waiting.
  routes.post(
    '/api/provider/orderlines/:lineId/uploads',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'addDeliveryUploads',
        summary: 'Register files uploaded for a delivery',
        tags,
        params: LineParams,
        body: RegisterUploadsBody,
        response: { 201: UploadList },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.registerDeliveryUploads(deps, actorOf(request), request.params.lineId, request.body);
    },
  );

  // Delivers the files waiting as a new batch of the case and marks the line delivered (the order too once
  // no line is left open); 400 when no file waits.
  routes.post(
    '/api/provider/orderlines/:lineId/deliveries',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'deliverOrderLine',
        summary: 'Deliver an order line’s material',
        tags,
        params: LineParams,
        body: DeliverOrderLineBody,
        response: { 201: OrderLineDeliveryRecord },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.deliverOrderLine(deps, actorOf(request), request.params.lineId, request.body);
    },
  );

  // Delivers a link (a tour, a film on YouTube or Vimeo, any https page) as material of a new batch of the
  // line, or adds a cloud scanner link to the line's material; 400 on `url` or `type` for a link the line's
  // product does not deliver. The address is stored, never fetched.
  routes.post(
    '/api/provider/orderlines/:lineId/links',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'deliverOrderLineLink',
        summary: 'Deliver a link (a tour, a film, a web page) to an order line',
        tags,
        params: LineParams,
        body: LinkDeliveryBody,
        response: { 201: LinkDeliveryRecord },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return links.deliverLink(deps, actorOf(request), request.params.lineId, request.body);
    },
  );
}
