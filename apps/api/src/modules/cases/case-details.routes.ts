import {
  CaseAddressBody,
  CaseRecord,
  CaseUpsertBody,
  CaseUpsertResponse,
  ContactPersonRecord,
  IDEMPOTENCY_HEADER,
  IdempotencyHeaders,
  OrderRecord,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import { listOrdersOfCase } from '../orders/orders.service.ts';
import * as service from './case-details.service.ts';

const tags = ['Cases'];
const CaseParams = z.object({ id: z.uuid() });

export async function caseDetailsRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Signed in, with the orders.create permission in the department named in the body (403 otherwise). A
  // retry with the same Idempotency-Key gets the first answer.
  routes.post(
    '/api/Cases/upsert/webshop',
    {
      config: { audience: 'orders.create' },
      schema: {
        operationId: 'upsertCase',
        summary: 'Create a case, or change the one with this case number',
        tags,
        headers: IdempotencyHeaders,
        body: CaseUpsertBody,
        response: { 200: CaseUpsertResponse },
      },
    },
    async (request) =>
      service.upsertWebshopCaseOnce(
        deps,
        actorOf(request),
        request.body,
        request.headers[IDEMPOTENCY_HEADER],
      ),
  );

  // The case reads and changes below: signed in, with access to the case's department; otherwise 404.
  routes.get(
    '/api/Cases/:id',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'getCase',
        summary: 'A case',
        tags,
        params: CaseParams,
        response: { 200: CaseRecord },
      },
    },
    async (request) => service.getCase(deps, actorOf(request), request.params.id),
  );

  routes.get(
    '/api/cases/:id/orders',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'listCaseOrders',
        summary: 'The orders of a case',
        tags,
        params: CaseParams,
        response: { 200: z.array(OrderRecord) },
      },
    },
    async (request) => listOrdersOfCase(deps, actorOf(request), request.params.id),
  );

  routes.get(
    '/api/cases/:id/contact-persons',
    {
      config: { audience: 'cases.read' },
      schema: {
        operationId: 'listCaseContactPersons',
        summary: 'The contact persons of a case',
        tags,
        params: CaseParams,
        response: { 200: z.array(ContactPersonRecord) },
      },
    },
    async (request) => service.listContactPersons(deps, actorOf(request), request.params.id),
  );

  // Also orders.create in the case's department (403 otherwise); an archived case keeps its address (409).
  routes.post(
    '/api/cases/:id/address',
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'updateCaseAddress',
        summary: 'Change a case’s address',
        tags,
        params: CaseParams,
        body: CaseAddressBody,
        response: { 200: CaseUpsertResponse },
      },
    },
    async (request) => service.updateCaseAddress(deps, actorOf(request), request.params.id, request.body),
  );
}
