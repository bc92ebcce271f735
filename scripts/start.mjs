// `npm start`: builds the portal when its sources changed since the last build (scripts/web-build-stamp.mjs),
// then runs the hub, which serves it. A start after an unchanged checkout goes straight to the hub.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent, computeStamp, writeStamp } from './web-build-stamp.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const dist = path.join(ROOT, 'apps/web/dist');

const stamp = await computeStamp();
if (await buildIsCurrent(dist, stamp)) {
  console.log('The portal is built from these sources already; starting the hub.');
} else {
  console.log('Building the portal (its sources changed since the last build) ...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  await writeStamp(dist, stamp);
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
