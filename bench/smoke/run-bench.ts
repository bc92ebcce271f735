// Runs a bench of package.json at tiny sizes, as a person runs `npm run bench:<name> -- <args>`, and hands back
// what it printed: the smoke tests hold each bench to its exit code and the lines of its report.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Longer than any tiny run on a busy 2-core machine; the bench and its hubs are killed after it. */
const RUN_LIMIT_MS = 170_000;

export interface BenchRun {
  /** The exit code, or null when the run was killed. */
  code: number | null;
  /** Standard output and standard error as they came. */
  output: string;
}

/**
 * The environment of a bench started by hand: without the test run's settings that would change what it
 * does (NODE_ENV=test, the test database, Vitest's own), its hubs listening on 127.0.0.1 only.
 */
function benchEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    const testSetting =
      name.startsWith('VITEST') ||
      ['NODE_ENV', 'DATABASE_URL', 'TEST_DATABASE_URL', 'PORT', 'DATA_DIR', 'WEB_DIST'].includes(name);
    if (!testSetting) env[name] = value;
  }
  return { ...env, HOST: '127.0.0.1', ...extra };
}

/**
 * Runs package.json's `script` (`node bench/<file>.ts [args]`) with this process's Node, which under Vitest
 * is the project's Node 24, followed by `args`.
 */
export function runBench(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<BenchRun> {
  const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  const [program, ...scriptArgs] = (scripts[script] ?? '').split(' ');
  if (program !== 'node') throw new Error(`package.json has no script "${script}" that runs node`);
  const child = spawn(process.execPath, [...scriptArgs, ...args], {
    cwd: ROOT,
    env: benchEnvironment(env),
    // A group of its own, so that a run past the limit ends with the hubs and servers it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += String(chunk);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const limit = setTimeout(() => {
    output += `\n[killed after ${RUN_LIMIT_MS / 1000} s]`;
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  }, RUN_LIMIT_MS);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      clearTimeout(limit);
      resolve({ code, output });
    });
  });
}

/** A port on 127.0.0.1 that nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** A report line's figure, e.g. `12.5 ms` or `340 req/s`: the smoke runs check its shape, never its value. */
export const FIGURE = String.raw`[\d.]+`;
