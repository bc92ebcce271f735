import {
  CatalogueBlacklistBody,
  CatalogueBlacklistEntry,
  CatalogueDepartment,
  CataloguePackageBody,
  CataloguePackageCreateBody,
  CataloguePackageQuery,
  CataloguePackageRow,
  CataloguePriceBody,
  CataloguePriceRow,
  CatalogueProductBody,
  CatalogueProductCreateBody,
  CatalogueProductPage,
  CatalogueProductQuery,
  CatalogueProductRow,
} from '@portal/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../../app-types.ts';
import type { AppDeps } from '../../deps.ts';
import { actorOf } from '../../plugins/auth.ts';
import * as service from './provider-catalogue.service.ts';
import * as packagesService from './provider-packages.service.ts';

const tags = ['Provider catalogue'];
const IdParams = z.object({ id: z.coerce.number().int().positive() });
const base = '/api/provider/catalogue';

// The provider's catalogue console: catalogue.manage (403 for anyone else, office admins included).
export async function providerCatalogueRoutes(app: App, deps: AppDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    `${base}/departments`,
    { schema: { tags, response: { 200: z.array(CatalogueDepartment) } } },
    async (request) => service.listBranches(deps, actorOf(request)),
  );
  routes.get(
    `${base}/products`,
    { schema: { tags, querystring: CatalogueProductQuery, response: { 200: CatalogueProductPage } } },
    async (request) => service.searchCatalogueProducts(deps, actorOf(request), request.query),
  );
  routes.post(
    `${base}/products`,
    { schema: { tags, body: CatalogueProductCreateBody, response: { 200: CatalogueProductRow } } },
    async (request) => service.createCatalogueProduct(deps, actorOf(request), request.body),
  );
  routes.get(
    `${base}/products/:id`,
    { schema: { tags, params: IdParams, response: { 200: CatalogueProductRow } } },
    async (request) => service.getCatalogueProduct(deps, actorOf(request), request.params.id),
  );
  routes.put(
    `${base}/products/:id`,
    {
      schema: { tags, params: IdParams, body: CatalogueProductBody, response: { 200: CatalogueProductRow } },
    },
    async (request) =>
      service.updateCatalogueProduct(deps, actorOf(request), request.params.id, request.body),
  );
  routes.get(
    `${base}/products/:id/prices`,
    { schema: { tags, params: IdParams, response: { 200: z.array(CataloguePriceRow) } } },
    async (request) => service.getPriceTable(deps, actorOf(request), request.params.id),
  );
  routes.put(
    `${base}/products/:id/prices`,
    {
      schema: {
        tags,
        params: IdParams,
        body: CataloguePriceBody,
        response: { 200: z.array(CataloguePriceRow) },
      },
    },
    async (request) => service.setPrice(deps, actorOf(request), request.params.id, request.body),
  );

  routes.get(
    `${base}/packages`,
    { schema: { tags, querystring: CataloguePackageQuery, response: { 200: z.array(CataloguePackageRow) } } },
    async (request) => packagesService.listCataloguePackages(deps, actorOf(request), request.query.branchId),
  );
  routes.post(
    `${base}/packages`,
    { schema: { tags, body: CataloguePackageCreateBody, response: { 200: CataloguePackageRow } } },
    async (request) => packagesService.createCataloguePackage(deps, actorOf(request), request.body),
  );
  routes.get(
    `${base}/packages/:id`,
    { schema: { tags, params: IdParams, response: { 200: CataloguePackageRow } } },
    async (request) => packagesService.getCataloguePackage(deps, actorOf(request), request.params.id),
  );
  routes.put(
    `${base}/packages/:id`,
    {
      schema: { tags, params: IdParams, body: CataloguePackageBody, response: { 200: CataloguePackageRow } },
    },
    async (request) =>
      packagesService.updateCataloguePackage(deps, actorOf(request), request.params.id, request.body),
  );

  routes.get(
    `${base}/blacklist`,
    { schema: { tags, response: { 200: z.array(CatalogueBlacklistEntry) } } },
    async (request) => packagesService.listBlacklist(deps, actorOf(request)),
  );
  routes.post(
    `${base}/blacklist`,
    { schema: { tags, body: CatalogueBlacklistBody, response: { 200: z.array(CatalogueBlacklistEntry) } } },
    async (request) => packagesService.addToBlacklist(deps, actorOf(request), request.body),
  );
  routes.delete(
    `${base}/blacklist/:id`,
    { schema: { tags, params: IdParams, response: { 200: z.array(CatalogueBlacklistEntry) } } },
    async (request) => packagesService.removeFromBlacklist(deps, actorOf(request), request.params.id),
  );
}
