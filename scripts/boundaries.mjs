// The structure rules of docs/architecture.md, checked on the source text:
// - a hub module never imports another module's repo, and its repos never write another module's tables;
// - a portal feature never imports another feature, and shared code (components, lib) imports no feature;
// - no two source files import each other, directly or through others.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const TEST = /\.test\.(ts|tsx)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[\s\S]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const LAZY_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const WRITE = /\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*[),]/g;

function walk(folder) {
  let entries;
  try {
    entries = readdirSync(folder);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(folder, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(full).isDirectory() ? walk(full) : SOURCE.test(name) ? [full] : [];
  });
}

function resolveSpecifier(file, specifier, aliases) {
  const alias = Object.keys(aliases).find((prefix) => specifier.startsWith(prefix));
  if (alias) return path.join(aliases[alias], specifier.slice(alias.length));
  return specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : undefined;
}

/**
 * Relative imports of a file, resolved to absolute paths (with the `@/` alias of the portal); `typeOnly`
 * marks `import type`, which is erased before the code runs and so cannot make a cycle.
 */
function importsOf(file, source, aliases) {
  const found = [];
  for (const match of source.matchAll(IMPORT)) {
    const target = resolveSpecifier(file, match[2], aliases);
    if (target) found.push({ target, typeOnly: Boolean(match[1]), lazy: false });
  }
  // A lazy import() loads the module later, so it cannot make a cycle, but it still crosses a boundary.
  for (const match of source.matchAll(LAZY_IMPORT)) {
    const target = resolveSpecifier(file, match[1], aliases);
    if (target) found.push({ target, typeOnly: false, lazy: true });
  }
  return found;
}

/** `[group, name]` when `file` lies in `<root>/<group-folder>/<name>/...`, for modules and features. */
function ownerOf(file, folder) {
  const relative = path.relative(folder, file);
  if (relative.startsWith('..')) return undefined;
  const [name] = relative.split(path.sep);
  return relative.includes(path.sep) ? name : undefined;
}

/** Every rule broken under `root` (the repository), as readable lines; empty when the structure holds. */
export function findBoundaryViolations(root) {
  const modules = path.join(root, 'apps/api/src/modules');
  const features = path.join(root, 'apps/web/src/features');
  const webSrc = path.join(root, 'apps/web/src');
  const shared = [path.join(webSrc, 'components'), path.join(webSrc, 'lib')];
  const aliases = { '@/': `${webSrc}/` };
  const files = [...walk(path.join(root, 'apps/api/src')), ...walk(webSrc)];
  const problems = [];
  const graph = new Map();
  const show = (file) => path.relative(root, file);

  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const imports = importsOf(file, source, aliases);
    const isTest = TEST.test(file);
    if (!isTest) {
      const runtime = imports
        .filter((found) => !found.typeOnly && !found.lazy)
        .map((found) => resolveSource(found.target));
      graph.set(file, runtime.filter(Boolean));
    }
    const module = ownerOf(file, modules);
    const feature = ownerOf(file, features);

    for (const { target } of imports) {
      const targetModule = ownerOf(target, modules);
      if (!isTest && targetModule && targetModule !== module && /\.repo(\.ts)?$/.test(target)) {
        problems.push(`${show(file)} imports another module's repo: ${show(target)}`);
      }
      const targetFeature = ownerOf(target, features);
      if (targetFeature && feature && targetFeature !== feature) {
        problems.push(`${show(file)} imports another feature: ${show(target)}`);
      }
      if (targetFeature && shared.some((folder) => !path.relative(folder, file).startsWith('..'))) {
        problems.push(`${show(file)} is shared code but imports a feature: ${show(target)}`);
      }
    }

    if (module && /\.repo\.ts$/.test(file)) {
      const foreignTables = new Set();
      for (const match of source.matchAll(
        /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+\.table(?:\.ts)?)['"]/g,
      )) {
        const owner = ownerOf(path.resolve(path.dirname(file), match[2]), modules);
        if (owner && owner !== module) {
          for (const name of match[1].split(','))
            foreignTables.add(
              name
                .trim()
                .split(/\s+as\s+/)
                .pop(),
            );
        }
      }
      for (const match of source.matchAll(WRITE)) {
        if (foreignTables.has(match[2])) {
          problems.push(`${show(file)} writes another module's table: ${match[1]}(${match[2]})`);
        }
      }
    }
  }

  problems.sort();
  for (const cycle of findCycles(graph)) problems.push(`import cycle: ${cycle.map(show).join(' -> ')}`);
  return problems;

  function resolveSource(target) {
    const candidates = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')];
    return candidates.find((candidate) => graph.has(candidate) || files.includes(candidate));
  }
}

/** Each cycle of the import graph once, found by a depth-first walk. */
function findCycles(graph) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}
