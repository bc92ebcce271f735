import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { App } from './app-types.ts';
import type { AppDeps } from './deps.ts';
import { addressRoutes } from './modules/address/address.routes.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import { archiveRoutes } from './modules/archive/archive.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { signInLinksRoutes } from './modules/auth/sign-in-links.routes.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { providerVisitsRoutes } from './modules/bookings/provider-visits.routes.ts';
import { branchesRoutes } from './modules/branches/branches.routes.ts';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes.ts';
import { caseDocumentsRoutes } from './modules/case-documents/case-documents.routes.ts';
import { caseOverviewRoutes } from './modules/case-overview/case-overview.routes.ts';
import { caseDetailsRoutes } from './modules/cases/case-details.routes.ts';
import { casesRoutes } from './modules/cases/cases.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { providerCatalogueRoutes } from './modules/catalogue/provider-catalogue.routes.ts';
import { collageRoutes } from './modules/collage/collage.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { directoryRoutes } from './modules/directory/directory.routes.ts';
import { downloadsRoutes } from './modules/downloads/downloads.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { providerFeedbackRoutes } from './modules/feedback/provider-feedback.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { invitationsRoutes } from './modules/invitations/invitations.routes.ts';
import { listingsRoutes } from './modules/listings/listings.routes.ts';
import { materialsRoutes } from './modules/materials/materials.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { providerOrdersRoutes } from './modules/orders/provider-orders.routes.ts';
import { presentationRoutes } from './modules/presentation/presentation.routes.ts';
import { privacyRoutes } from './modules/privacy/privacy.routes.ts';
import { propertiesRoutes } from './modules/properties/properties.routes.ts';
import { ratingsRoutes } from './modules/ratings/ratings.routes.ts';
import { spendRoutes } from './modules/spend/spend.routes.ts';
import { storageRoutes } from './modules/storage/storage.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { systemNoticesRoutes } from './modules/system-notices/system-notices.routes.ts';
import { taskFormsRoutes } from './modules/task-forms/task-forms.routes.ts';
import { taskImagesRoutes } from './modules/task-images/task-images.routes.ts';
import { taskTextsRoutes } from './modules/task-texts/task-texts.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { textsRoutes } from './modules/texts/texts.routes.ts';
import { translationsRoutes } from './modules/translations/translations.routes.ts';
import { providerDeliveriesRoutes } from './modules/uploads/provider-deliveries.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { rolesRoutes } from './modules/users/roles.routes.ts';
import { userAdminRoutes } from './modules/users/user-admin.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { type ApiDocsAccess, defaultApiDocsAccess, openapiPlugin } from './plugins/openapi.ts';
import { portalPlugin } from './plugins/portal.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits, rateLimitPlugin } from './plugins/rate-limit.ts';
import { maskingChildLoggerFactory, OneLinePerRequest } from './plugins/request-log.ts';
import { responseSerializerCompiler } from './plugins/response-serializer.ts';
import { routeOptionsPlugin } from './plugins/route-options.ts';
import { securityPlugin } from './plugins/security.ts';
import { shutdownPlugin } from './plugins/shutdown.ts';
import { DEFAULT_TIMEOUTS, serverTimeoutOptions, type Timeouts, timeoutsPlugin } from './plugins/timeouts.ts';

export interface BuildOptions {
  /** Folder of the built portal to serve; the API alone when absent. */
  webDist?: string;
  /** Addresses of the proxies whose X-Forwarded-* headers count; none by default. */
  trustProxy?: string[];
  /** Calls per minute (plugins/rate-limit.ts); `false` turns every limit off. Default: DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimits | false;
  timeouts?: Timeouts;
  /** Who may read /api/docs; by default signed-in users in production, everyone elsewhere. */
  apiDocs?: ApiDocsAccess;
}

/** Registers every plugin and module; does not listen. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const rateLimits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    genReqId: (request) =>
      (request.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID(),
    requestIdHeader: false,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // plugins/shutdown.ts answers requests during shutdown in the portal's error shape instead.
    return503OnClosing: false,
    ...serverTimeoutOptions(timeouts),
    childLoggerFactory: maskingChildLoggerFactory,
    logController: new OneLinePerRequest(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    responseSerializerCompiler({ checkContract: deps.config.NODE_ENV !== 'production' }),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // First, so that it sees every route.
  await app.register(routeOptionsPlugin);
  await app.register(errorsPlugin);
  await app.register(shutdownPlugin);
  await app.register(timeoutsPlugin, timeouts);
  await app.register(securityPlugin, { storage: deps.storage });
  // Secure follows the configured public address, never the request, so a forged X-Forwarded-Proto or a
  // proxy that talks plain http to the hub cannot change it.
  await app.register(cookie, { parseOptions: { secure: deps.config.publicUrl.startsWith('https:') } });
  // Before the auth plugin, so a flood is refused before its session is looked up.
  if (rateLimits) await app.register(rateLimitPlugin, { limits: rateLimits, db: deps.db });
  await app.register(openapiPlugin, {
    access: options.apiDocs ?? defaultApiDocsAccess(deps.config.NODE_ENV),
    deps,
  });
  await app.register(authPlugin, deps);

  const modules = [
    healthRoutes,
    authRoutes,
    signInLinksRoutes,
    directoryRoutes,
    usersRoutes,
    userAdminRoutes,
    rolesRoutes,
    invitationsRoutes,
    branchesRoutes,
    casesRoutes,
    caseDetailsRoutes,
    caseDocumentsRoutes,
    caseOverviewRoutes,
    collageRoutes,
    translationsRoutes,
    catalogueRoutes,
    providerCatalogueRoutes,
    addressRoutes,
    ordersRoutes,
    providerOrdersRoutes,
    tasksRoutes,
    storageRoutes,
    uploadsRoutes,
    providerDeliveriesRoutes,
    providerFeedbackRoutes,
    taskImagesRoutes,
    taskTextsRoutes,
    textsRoutes,
    feedbackRoutes,
    ratingsRoutes,
    taskFormsRoutes,
    bookingsRoutes,
    providerVisitsRoutes,
    dashboardRoutes,
    campaignsRoutes,
    spendRoutes,
    propertiesRoutes,
    materialsRoutes,
    archiveRoutes,
    downloadsRoutes,
    presentationRoutes,
    contentRoutes,
    supportRoutes,
    notificationsRoutes,
    systemNoticesRoutes,
    apiKeysRoutes,
    webhooksRoutes,
    listingsRoutes,
    privacyRoutes,
  ];
  for (const routes of modules) {
    await app.register(async (scope) => routes(scope, deps));
  }
  if (options.webDist) await app.register(portalPlugin, { root: options.webDist });
  return app;
}
