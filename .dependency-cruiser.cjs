// The structure rules of docs/architecture.md, checked by `npm run lint` (depcruise). Each rule's name is
// the one the architecture document gives next to the rule; a rule the document states that an import
// graph cannot show is said there, with what checks it instead.

/** Test code: tests, their fixtures and set-up, and the hub's test app; held to the cycle rule only. */
const TEST = '(\\.test\\.tsx?$|[.-]test[.-]|\\.generate\\.ts$|^apps/api/src/test/)';
const MODULES = '^apps/api/src/modules/';
const FEATURES = '^apps/web/src/features/';

module.exports = {
  forbidden: [
    // The hub (apps/api/src)
    {
      name: 'module-not-to-other-module-repo',
      comment: "A module never imports another module's repo: it calls that module's service.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST },
      to: { path: `${MODULES}[^/]+/[^/]+\\.repo\\.ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'module-not-to-other-module-routes',
      comment: "A module never imports another module's routes: what routes share lives in plugins/.",
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST },
      to: { path: `${MODULES}[^/]+/[^/]+\\.routes\\.ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'other-module-tables-only-in-repos',
      comment:
        "Another module's table definition is read only by a repo (a join, select only) or referenced " +
        'by a table (a foreign key); anything else asks that module’s service.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: [TEST, '\\.(repo|table)\\.ts$'] },
      to: { path: `${MODULES}[^/]+/[^/]+\\.table\\.ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: 'sql-only-in-repos',
      comment:
        'Drizzle runs only in a repo: only repos, table definitions and the database setup (db/) import ' +
        'drizzle-orm or a table to run a query. Type-only imports (a row type) do not run anything.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: [TEST, '\\.(repo|table)\\.ts$', '^apps/api/src/db/'] },
      to: {
        path: ['drizzle-orm', '\\.table\\.ts$'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'routes-call-services',
      comment: 'Routes stay thin: they call services, never a repo.',
      severity: 'error',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repo\\.ts$' },
    },
    {
      name: 'services-take-no-request',
      comment:
        'Services take an Actor or Caller, never the HTTP request: a service imports neither Fastify ' +
        '(not even its types) nor the auth plugin that reads requests.',
      severity: 'error',
      from: { path: '\\.service\\.ts$' },
      to: {
        path: ['node_modules/(fastify|fastify-[^/]+|@fastify/[^/]+)/', '^apps/api/src/plugins/auth\\.ts$'],
      },
    },
    {
      name: 'jobs-call-services',
      comment: 'A job does its work by calling a module’s service: it imports no other file of a module.',
      severity: 'error',
      from: { path: '^apps/api/src/jobs/', pathNot: TEST },
      to: { path: MODULES, pathNot: '\\.service\\.ts$' },
    },
    // The portal (apps/web/src)
    {
      name: 'feature-not-to-other-feature',
      comment:
        'A feature never imports another feature, not even lazily: a page in app/routes composes them.',
      severity: 'error',
      from: { path: `${FEATURES}([^/]+)/` },
      to: { path: FEATURES, pathNot: `${FEATURES}$1/` },
    },
    {
      name: 'shared-not-to-feature',
      comment: 'What features share (components/, lib/) imports no feature.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: FEATURES },
    },
    {
      name: 'only-app-imports-app',
      comment: 'app/ (router, layouts, pages) composes the rest; features and shared code never import it.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|components|lib)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'relative-imports-stay-home',
      comment:
        'A relative import stays within its feature (or its top folder: app, components, lib); anything ' +
        'else is imported by `@/…`.',
      severity: 'error',
      from: { path: '^apps/web/src/(features/[^/]+|[^/]+)/' },
      to: { dependencyTypes: ['local'], pathNot: '^apps/web/src/$1/' },
    },
    {
      name: 'same-folder-imports-are-relative',
      comment: 'A file in the same folder is imported as `./x`, not by `@/…`.',
      severity: 'error',
      from: { path: '^(apps/web/src/.+)/[^/]+$' },
      // Without the TypeScript API the checker resolves `@/…` but cannot name it aliased: not `local` is it.
      to: { path: '^$1/[^/]+$', dependencyTypesNot: ['local'] },
    },
    // Between the packages
    {
      name: 'portal-not-to-hub',
      comment: 'The portal and the hub share only packages/contracts (and the generated client).',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/api/' },
    },
    {
      name: 'hub-not-to-portal',
      comment: 'The portal and the hub share only packages/contracts.',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'The contracts depend on no app and no other package of the workspace.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^(apps|packages/client)/' },
    },
    // Everywhere
    {
      name: 'no-import-cycle',
      comment:
        'No two source files import each other, directly or through others, not even for a type (a type-only ' +
        'cycle hides a runtime one from this check); a lazy import() loads later, so it makes no cycle.',
      severity: 'error',
      from: { pathNot: TEST },
      to: { circular: true, viaOnly: { pathNot: TEST, dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'not-to-unresolvable',
      comment:
        'Every import resolves, so no rule above is skipped for an import the checker cannot follow; ' +
        "Vite's virtual modules (the portal's texts, built by apps/web/build/portal-texts.ts) have no file.",
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API yet, so swc parses the sources; it marks type-only imports.
    parser: 'swc',
    // The portal's is the only tsconfig with a path alias (`@/` for apps/web/src).
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    // The portal's build; node_modules is neither scanned nor followed (doNotFollow), only named.
    exclude: { path: '^apps/web/dist/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
