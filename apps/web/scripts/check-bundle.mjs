// Budget for the first page a visitor sees: the gzipped JavaScript the login page loads (the entry chunk
// and its static imports, plus the lazy chunks of the login route and of its parent layout route, with
// their static imports). Fails over the limit. The built folder is `dist`, or the one given as the argument.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist'));
const LIMIT_KB = 310;
const LOGIN_ROUTE_CHUNKS = ['src/app/layout/public-layout.tsx', 'src/app/routes/auth/login.tsx'];

const manifest = JSON.parse(await readFile(path.join(DIST, '.vite/manifest.json'), 'utf8'));
const entries = Object.entries(manifest);
const [entryKey] = entries.find(([, chunk]) => chunk.isEntry) ?? [];
if (!entryKey) throw new Error('check-bundle: no entry chunk in the manifest');
for (const route of LOGIN_ROUTE_CHUNKS) {
  if (!manifest[route]) throw new Error(`check-bundle: ${route} is not a chunk of its own`);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entryKey);
for (const route of LOGIN_ROUTE_CHUNKS) visit(route);

let total = 0;
const rows = [];
for (const file of [...files].filter((name) => name.endsWith('.js'))) {
  const size = gzipSync(await readFile(path.join(DIST, file)), { level: 9 }).length;
  total += size;
  rows.push(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`check-bundle: JavaScript the login page loads (gzip):\n${rows.join('\n')}`);
console.log(`check-bundle: total ${(total / 1024).toFixed(1)} KB of ${LIMIT_KB} KB`);
if (total > LIMIT_KB * 1024) {
  console.error('check-bundle: over the budget');
  process.exit(1);
}
