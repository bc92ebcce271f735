import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Storage } from '../adapters/storage/storage.ts';

/**
 * Where the browser talks to object storage directly (presigned uploads, signed links): the endpoint, and
 * the bucket's virtual-hosted address under it. Local storage is served from our own origin.
 */
export function storageOrigins(storage: Storage): string[] {
  if (storage.kind !== 's3') return [];
  const { endpoint, bucket } = storage.describe();
  const url = new URL(endpoint);
  return [url.origin, `${url.protocol}//${bucket}.${url.host}`];
}

/**
 * Security headers. Scripts come only from our own origin (no inline script); styles allow inline
 * because Ant Design writes its CSS-in-JS into style tags at run time.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { storage: Storage }) => {
  const storage = storageOrigins(options.storage);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storage],
        mediaSrc: ["'self'", 'blob:', ...storage],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...storage],
        // Material presentations show virtual tours and players of other services (Matterport...) in iframes.
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
});
