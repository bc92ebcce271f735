// `npm start`: builds the portal when its sources changed since the last build (scripts/build-portal.mjs; `npm
// install` builds it already), then runs the hub, which serves it. A start after an unchanged checkout goes
// straight to the hub, which prepares a new database itself.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildPortal, portalSources, run } from './build-portal.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

const sources = await portalSources();
if (sources.built) {
  console.log('The portal is built from these sources already; starting the hub.');
} else {
  // The build and the database's first-start work (initdb, migrations, demo data: the hub's own
  // db/first-start-child.ts) each keep about one core busy, so they run side by side; the hub then starts
  // on a database that is ready. On a database that is ready already the second only checks its migrations.
  console.log(
    'Building the portal (its sources changed since the last build) and preparing the database ...',
  );
  const [built, prepared] = await Promise.all([
    buildPortal(sources.stamp),
    run(process.execPath, ['src/db/first-start-child.ts'], path.join(ROOT, 'apps/api')),
  ]);
  if (built !== 0) process.exit(built);
  if (prepared !== 0) process.exit(prepared);
}

/**
 * The hub's memory (docs/performance.md, "Start"): V8's optimising WebAssembly compiler kept about 80 MB for
 * good, and 500 MB more at its peak, for PGlite's hot code, whose baseline code answers the portal's queries
 * about a third slower, which a PGlite installation for one office does not notice (PostgreSQL runs no
 * WebAssembly). A young generation of 1 MB instead of 16 keeps 50-70 MB of short-lived garbage out of memory.
 * V8 takes these only on the command line.
 */
const HUB_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=1'];

// Straight to Node (the one npm chose for this script), without a second npm in between: npm's own start
// costs about half a second.
const hub = spawn(process.execPath, [...HUB_NODE_FLAGS, 'src/server.ts'], {
  cwd: path.join(ROOT, 'apps/api'),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => hub.kill(signal));
hub.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
