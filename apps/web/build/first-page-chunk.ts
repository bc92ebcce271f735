import type { Rolldown } from 'vite';

type Group = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];
type ModuleGraph = { getModuleInfo(id: string): Rolldown.ModuleInfo | null };

// Indexes that re-export a whole library. The closure below follows modules, not the names used, so through
// one of these it would take in every component of Ant Design, or every schema of the contracts with the
// phone-number metadata; it stops there. The first page imports Ant Design per component (from its own
// file), and the few contracts modules it uses are left to the bundler's own splitting.
const LIBRARY_INDEX =
  /(node_modules[\\/](antd|@ant-design[\\/]icons)[\\/]es|packages[\\/]contracts[\\/]src)[\\/]index\.[jt]s$/;

/** Every module the given ones import statically, directly or through others, short of library indexes. */
function staticClosure(roots: string[], graph: ModuleGraph): Set<string> {
  const found = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || LIBRARY_INDEX.test(id)) continue;
    found.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
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
