import type { FastifyInstance } from 'fastify';

// The hub as route modules, plugins and tests take it. Apart from app.ts, which imports every route module,
// so that a route module names the type without importing the file that imports it.

/** The hub's Fastify instance: every plugin and module registered by buildApp (app.ts). */
export type App = FastifyInstance;
