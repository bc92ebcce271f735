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
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listCatalogueDepartments',
        summary: 'The departments whose catalogue the provider keeps',
        tags,
        response: { 200: z.array(CatalogueDepartment) },
      },
    },
    async (request) => service.listBranches(deps, actorOf(request)),
  );
  routes.get(
    `${base}/products`,
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listCatalogueProducts',
        summary: 'Search the products of every department (provider)',
        tags,
        querystring: CatalogueProductQuery,
        response: { 200: CatalogueProductPage },
      },
    },
    async (request) => service.searchCatalogueProducts(deps, actorOf(request), request.query),
  );
  routes.post(
    `${base}/products`,
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'createCatalogueProduct',
        summary: 'Add a product to a department (provider)',
        tags,
        body: CatalogueProductCreateBody,
        response: { 200: CatalogueProductRow },
      },
    },
    async (request) => service.createCatalogueProduct(deps, actorOf(request), request.body),
  );
  routes.get(
    `${base}/products/:id`,
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getCatalogueProduct',
        summary: 'A product as the provider keeps it',
        tags,
        params: IdParams,
        response: { 200: CatalogueProductRow },
      },
    },
    async (request) => service.getCatalogueProduct(deps, actorOf(request), request.params.id),
  );
  routes.put(
    `${base}/products/:id`,
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'updateCatalogueProduct',
        summary: 'Change or deactivate a product (provider)',
        tags,
        params: IdParams,
        body: CatalogueProductBody,
        response: { 200: CatalogueProductRow },
      },
    },
    async (request) =>
      service.updateCatalogueProduct(deps, actorOf(request), request.params.id, request.body),
  );
  routes.get(
    `${base}/products/:id/prices`,
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listCatalogueProductPrices',
        summary: 'A product’s prices per country and department',
        tags,
        params: IdParams,
        response: { 200: z.array(CataloguePriceRow) },
      },
    },
    async (request) => service.getPriceTable(deps, actorOf(request), request.params.id),
  );
  routes.put(
    `${base}/products/:id/prices`,
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'setCatalogueProductPrice',
        summary: 'Set or remove a country or department price',
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
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listCataloguePackages',
        summary: 'The packages of a department (provider)',
        tags,
        querystring: CataloguePackageQuery,
        response: { 200: z.array(CataloguePackageRow) },
      },
    },
    async (request) => packagesService.listCataloguePackages(deps, actorOf(request), request.query.branchId),
  );
  routes.post(
    `${base}/packages`,
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'createCataloguePackage',
        summary: 'Add a package to a department (provider)',
        tags,
        body: CataloguePackageCreateBody,
        response: { 200: CataloguePackageRow },
      },
    },
    async (request) => packagesService.createCataloguePackage(deps, actorOf(request), request.body),
  );
  routes.get(
    `${base}/packages/:id`,
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'getCataloguePackage',
        summary: 'A package and its products (provider)',
        tags,
        params: IdParams,
        response: { 200: CataloguePackageRow },
      },
    },
    async (request) => packagesService.getCataloguePackage(deps, actorOf(request), request.params.id),
  );
  routes.put(
    `${base}/packages/:id`,
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'updateCataloguePackage',
        summary: 'Change or deactivate a package (provider)',
        tags,
        params: IdParams,
        body: CataloguePackageBody,
        response: { 200: CataloguePackageRow },
      },
    },
    async (request) =>
      packagesService.updateCataloguePackage(deps, actorOf(request), request.params.id, request.body),
  );

  routes.get(
    `${base}/blacklist`,
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'listOrderStops',
        summary: 'The departments whose orders are stopped',
        tags,
        response: { 200: z.array(CatalogueBlacklistEntry) },
      },
    },
    async (request) => packagesService.listBlacklist(deps, actorOf(request)),
  );
  routes.post(
    `${base}/blacklist`,
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'stopDepartmentOrders',
        summary: 'Stop a department’s orders, with a reason',
        tags,
        body: CatalogueBlacklistBody,
        response: { 200: z.array(CatalogueBlacklistEntry) },
      },
    },
    async (request) => packagesService.addToBlacklist(deps, actorOf(request), request.body),
  );
  routes.delete(
    `${base}/blacklist/:id`,
    {
      config: { audience: 'portal' },
      schema: {
        operationId: 'allowDepartmentOrders',
        summary: 'Allow a department’s orders again',
        tags,
        params: IdParams,
        response: { 200: z.array(CatalogueBlacklistEntry) },
      },
    },
    async (request) => packagesService.removeFromBlacklist(deps, actorOf(request), request.params.id),
  );
}
