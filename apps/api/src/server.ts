// The hub's entry point, which readies Node before the hub's modules load (hence the dynamic import). Started
// with the Node flags of HUB_NODE_FLAGS in scripts/start.mjs (npm start) for its memory.
import nodeModule from 'node:module';
import path from 'node:path';

/** Node 24's module API used here; the project's type definitions are those of Node 20. */
interface ResolveResult {
  url: string;
  format?: string | null;
  shortCircuit?: boolean;
}
interface ResolveContext {
  parentURL?: string;
  conditions?: string[];
}
const module = nodeModule as typeof nodeModule & {
  enableCompileCache(directory: string): unknown;
  registerHooks(hooks: {
    resolve(
      specifier: string,
      context: ResolveContext,
      nextResolve: (specifier: string, context: ResolveContext) => ResolveResult,
    ): ResolveResult;
  }): unknown;
};

// Node's compile cache keeps the compiled (and type-stripped) modules on disk, so a later start skips
// compiling the hub's files. The variable passes it on to the process that prepares the database.
process.env.NODE_COMPILE_CACHE ??= path.resolve(
  import.meta.dirname,
  '../../../node_modules/.cache/hub-compile',
);
module.enableCompileCache(process.env.NODE_COMPILE_CACHE);

// Node 24 parses a package's whole `exports` map again for every file it loads from the package and for every
// module that imports it. Drizzle's map is 180 KB, it has a few hundred files and a hundred of the hub's
// modules import it: that cost a second and 150 MB of garbage on every start. Its files import each other by
// relative path and are all ES modules, and there is one Drizzle in node_modules, so each of its entry points
// is looked up once.
const DRIZZLE_FILES = '/node_modules/drizzle-orm/';
const drizzleEntries = new Map<string, ResolveResult>();
module.registerHooks({
  resolve(specifier, context, nextResolve) {
    if (
      specifier.startsWith('.') &&
      specifier.endsWith('.js') &&
      context.parentURL?.includes(DRIZZLE_FILES)
    ) {
      return { url: new URL(specifier, context.parentURL).href, format: 'module', shortCircuit: true };
    }
    if (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/'))
      return nextResolve(specifier, context);
    const key = `${specifier} ${context.conditions?.join()}`;
    const entry = drizzleEntries.get(key) ?? { ...nextResolve(specifier, context), shortCircuit: true };
    drizzleEntries.set(key, entry);
    return entry;
  },
});

await import('./hub.ts');
