import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { archiveRoutes } from './modules/archive/archive.routes.ts';
import { assetsRoutes } from './modules/assets/assets.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { caseDocumentsRoutes } from './modules/case-documents/case-documents.routes.ts';
import { caseOverviewRoutes } from './modules/case-overview/case-overview.routes.ts';
import { caseWebshopRoutes } from './modules/cases/case-webshop.routes.ts';
import { casesRoutes } from './modules/cases/cases.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { collageRoutes } from './modules/collage/collage.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { downloadsRoutes } from './modules/downloads/downloads.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { presentationRoutes } from './modules/presentation/presentation.routes.ts';
import { storageRoutes } from './modules/storage/storage.routes.ts';
import { taskFormsRoutes } from './modules/task-forms/task-forms.routes.ts';
import { taskImagesRoutes } from './modules/task-images/task-images.routes.ts';
import { taskTextsRoutes } from './modules/task-texts/task-texts.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { translationsRoutes } from './modules/translations/translations.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { portalPlugin } from './plugins/portal.ts';
import { securityPlugin } from './plugins/security.ts';

export type App = FastifyInstance;

export interface BuildOptions {
  /** Folder of the built portal to serve; the API alone when absent. */
  webDist?: string;
  trustProxy?: boolean;
}

/** Registers every plugin and module; does not listen. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: (request) =>
      (request.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID(),
    requestIdHeader: false,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { storage: deps.storage });
  await app.register(cookie);
  await app.register(openapiPlugin);
  await app.register(authPlugin, deps);

  const modules = [
    healthRoutes,
    authRoutes,
    usersRoutes,
    invitationsRoutes,
    casesRoutes,
    caseWebshopRoutes,
    caseDocumentsRoutes,
    caseOverviewRoutes,
    collageRoutes,
    translationsRoutes,
    catalogueRoutes,
    addressRoutes,
    ordersRoutes,
    tasksRoutes,
    storageRoutes,
    uploadsRoutes,
    taskImagesRoutes,
    taskTextsRoutes,
    taskFormsRoutes,
    bookingsRoutes,
    dashboardRoutes,
    assetsRoutes,
    archiveRoutes,
    downloadsRoutes,
    presentationRoutes,
  ];
  for (const routes of modules) {
    await app.register(async (scope) => routes(scope, deps));
  }
  if (options.webDist) await app.register(portalPlugin, { root: options.webDist });
  return app;
}
