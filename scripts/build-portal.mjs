// Builds the portal when its sources changed since the last build (scripts/web-build-stamp.mjs). Run by
// `npm install` (the root package's postinstall), so the first `npm start` finds the portal built and only
// prepares the database; `npm start` runs it again for a checkout whose sources changed since.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent, computeStamp, writeStamp } from './web-build-stamp.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const dist = path.join(ROOT, 'apps/web/dist');

/** Runs a command to its end; resolves with its exit code. */
export function run(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** The stamp of the portal's sources, and whether the built portal is that of them. */
export async function portalSources() {
  const stamp = await computeStamp();
  return { stamp, built: await buildIsCurrent(dist, stamp) };
}

/** Builds the portal and stamps the build with `stamp` (of its sources); resolves with the build's exit code. */
export async function buildPortal(stamp) {
  const code = await run('npm', ['run', 'build', '-w', 'apps/web'], ROOT);
  if (code === 0) await writeStamp(dist, stamp);
  return code;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sources = await portalSources();
  if (sources.built) {
    console.log('The portal is built from these sources already.');
  } else {
    console.log('Building the portal, so that the first npm start need not ...');
    process.exitCode = await buildPortal(sources.stamp);
  }
}
