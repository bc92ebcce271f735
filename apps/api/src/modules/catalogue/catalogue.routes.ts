import {
  BlacklistBody,
  BlacklistResponse,
  CatalogueQuery,
  ContactPersonType,
  PackageRecord,
  ProductRecord,
  PropertyTypeOption,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './catalogue.service.ts';

const tags = ['Catalogue'];
const BranchParams = z.object({ id: z.coerce.number().int().positive() });

export async function catalogueRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  // Anyone with access to the department: its active packages for one order flow (or all).
  routes.get(
    '/api/branches/:id/packages',
    {
      config: { audience: 'orders.create' },
      schema: {
        operationId: 'listPackages',
        summary: 'The packages a department can order',
        tags,
        params: BranchParams,
        querystring: CatalogueQuery,
        response: { 200: z.array(PackageRecord) },
      },
    },
    async (request) =>
      service.listPackages(deps, actorOf(request), request.params.id, request.query.grouping),
  );

  // Anyone with access to the department: the products offered a la carte and as extra order lines.
  routes.get(
    '/api/branches/:id/products/alacarte',
    {
      config: { audience: 'orders.create' },
      schema: {
        operationId: 'listAlaCarteProducts',
        summary: 'The single products a department can order',
        tags,
        params: BranchParams,
        querystring: CatalogueQuery,
        response: { 200: z.array(ProductRecord) },
      },
    },
    async (request) =>
      service.listAlaCarteProducts(deps, actorOf(request), request.params.id, request.query.grouping),
  );

  // Anyone with access to the department: every active product, fees included.
  routes.get(
    '/api/branches/:id/products/list',
    {
      config: { audience: 'orders.create' },
      schema: {
        operationId: 'listProducts',
        summary: 'Every product a department can order',
        tags,
        params: BranchParams,
        response: { 200: z.array(ProductRecord) },
      },
    },
    async (request) => service.listProducts(deps, actorOf(request), request.params.id),
  );

  // Signed in: the same list for every department, labelled in the Accept-Language language.
  routes.get(
    '/api/property-types',
    {
      config: { audience: 'orders.create' },
      schema: {
        operationId: 'listPropertyTypes',
        summary: 'The property types',
        tags,
        response: { 200: z.array(PropertyTypeOption) },
      },
    },
    async (request) =>
      service.listPropertyTypes(service.localeOfAcceptLanguage(request.headers['accept-language'])),
  );

  // Signed in: the same list for every department.
  routes.get(
    '/api/orders/contact-person-types',
    {
      config: { audience: 'orders.create' },
      schema: {
        operationId: 'listContactPersonTypes',
        summary: 'The kinds of contact person',
        tags,
        response: { 200: z.array(ContactPersonType) },
      },
    },
    async () => service.listContactPersonTypes(),
  );

  // Signed in: answers only for the asked departments the user has access to.
  routes.post(
    '/api/branch/ordercreationblacklistings',
    {
      config: { audience: 'orders.create' },
      schema: {
        operationId: 'listBlockedBranches',
        summary: 'Departments that may not order now',
        tags,
        body: BlacklistBody,
        response: { 200: BlacklistResponse },
      },
    },
    async (request) => service.findBlacklistedBranches(deps, actorOf(request), request.body),
  );
}
