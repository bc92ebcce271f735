import type { Rolldown } from 'vite';

type Group = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];
type ModuleGraph = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };

// Indexes that re-export a whole library. The closure below follows modules, not the names used, so through
// one of these it would take in every component of Ant Design, or every schema of the contracts with the
// phone-number metadata; it stops there, and goes on only to the Ant Design components and icons imported
// by name. The contracts modules used are left to the bundler's own splitting.
const LIBRARY_INDEX =
  /(node_modules[\\/](antd|@ant-design[\\/]icons)[\\/]es|packages[\\/]contracts[\\/]src)[\\/]index\.[jt]s$/;

const NAMED_IMPORTS = /import\s*\{([^}]*)\}\s*from\s*["'](antd|@ant-design\/icons)["']/g;

/**
 * The files of the components a module imports by name from Ant Design's or its icons' index:
 * `import { Button, Layout } from 'antd'` names antd/es/button and antd/es/layout. A name with no such file
 * (a type, `theme`'s helpers) is skipped.
 */
function componentFiles(module: Rolldown.ModuleInfo, graph: ModuleGraph): string[] {
  const indexes = module.importedIds.filter((id) => LIBRARY_INDEX.test(id));
  if (indexes.length === 0 || !module.code) return [];
  const files: string[] = [];
  for (const [, names = '', library] of module.code.matchAll(NAMED_IMPORTS)) {
    const index = indexes.find((id) => id.includes(`node_modules/${library}/es/`));
    if (!index) continue;
    for (const name of names.split(',').map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')) {
      const file =
        library === 'antd'
          ? index.replace(
              /index\.js$/,
              `${name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}/index.js`,
            )
          : index.replace(/index\.js$/, `icons/${name}.js`);
      if (name && graph.getModuleInfo(file)) files.push(file);
    }
  }
  return files;
}

/**
 * Every module the given ones import statically, directly or through others, short of library indexes:
 * through Ant Design's and its icons' index only to the components imported by name.
 */
function staticClosure(roots: string[], graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || LIBRARY_INDEX.test(id)) continue;
    found.add(id);
    const module = graph.getModuleInfo(id);
    if (module) pending.push(...module.importedIds, ...componentFiles(module, graph));
  }
  return found;
}

/**
 * One chunk with all the code of the first page (the login page): what the entry and the lazy modules of its
 * route import, with everything that imports in turn. Left to itself, the bundler splits that code into some
 * 85 files by which later pages share which part; each file is compressed on its own, which cost the login
 * page about 30 KB gzipped. Later pages load this chunk too and need nearly all of it.
 * The entry module itself stays in the entry chunk: it awaits the texts at the top level, and the texts'
 * chunk imports this one, which must therefore finish evaluating before the entry does.
 */
export function firstPageChunk(entry: string, routeModules: string[]): Group {
  let firstPage: Set<string> | undefined;
  return {
    name(id, graph) {
      firstPage ??= staticClosure([entry, ...routeModules], graph);
      return id !== entry && firstPage.has(id) ? 'first-page' : null;
    },
  };
}

/**
 * One chunk with the signed-in layout's code (its menus, header and banners) that the first page has not
 * loaded already: left to the bundler, some 50 files, which a phone on a slow network fetches six at a time
 * before any signed-in page shows (docs/performance.md, "Lighthouse").
 */
export function signedInLayoutChunk(entry: string, firstPageModules: string[], layout: string): Group {
  let layoutOnly: Set<string> | undefined;
  return {
    name(id, graph) {
      if (!layoutOnly) {
        const firstPage = staticClosure([entry, ...firstPageModules], graph);
        layoutOnly = new Set([...staticClosure([layout], graph)].filter((module) => !firstPage.has(module)));
      }
      return layoutOnly.has(id) ? 'signed-in-layout' : null;
    },
  };
}
