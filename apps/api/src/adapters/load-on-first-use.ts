import { createRequire } from 'node:module';

const requireModule = createRequire(import.meta.url);

/**
 * A CommonJS library loaded the first time it is used rather than when the hub starts: sharp with its native
 * library and archiver are about 40 MB of memory that a hub answering lists and pages never needs
 * (docs/performance.md, "Memory"). Synchronous, so the callers' APIs stay as they are.
 */
export function loadOnFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= requireModule(name) as T;
    return loaded;
  };
}
