// Times `npm start` as a newcomer meets it: npm run bench:first-start [-- --port 3520] [--settle 5]
// A fresh clone of this repository's last commit (its node_modules linked to this one's, its portal built and
// its database template made, as `npm install` leaves it: not timed here; Node's compile cache starts empty), a fresh data folder; the
// first start (which makes the database and loads the demo data) and a second start, each until /api/health answers, and
// the hub's resident memory --settle seconds later. With DATABASE_URL (an empty database), a first and a later start on it.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3520' }, settle: { type: 'string', default: '5' } },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const GOALS = { firstStartSeconds: 10, laterStartSeconds: 3, pgliteMb: 300, postgresMb: 150 };

const work = await mkdtemp(path.join(tmpdir(), 'portal-first-start-'));
const clone = path.join(work, 'portal');
execFileSync('git', ['clone', '--quiet', '--local', '--no-hardlinks', ROOT, clone]);
for (const folder of ['node_modules', 'apps/api/node_modules', 'apps/web/node_modules', 'e2e/node_modules']) {
  if (existsSync(path.join(ROOT, folder)))
    await symlink(path.join(ROOT, folder), path.join(clone, folder), 'dir');
}
// What `npm install` does after the packages (the root package's postinstall): the portal is built and the
// first start's database template made. This checkout's build comes along: its content stamp spares the clone
// the build when the sources are the same, and the clone builds its own when they are not.
const builtPortal = path.join(ROOT, 'apps/web/dist');
if (existsSync(builtPortal)) await cp(builtPortal, path.join(clone, 'apps/web/dist'), { recursive: true });
execFileSync(process.execPath, ['scripts/postinstall.mjs'], { cwd: clone, stdio: 'ignore' });

/** The hub: the start script's child that runs server.ts. */
async function hubPid(start: ChildProcess): Promise<number> {
  const children = await readFile(`/proc/${start.pid}/task/${start.pid}/children`, 'utf8');
  for (const pid of children.trim().split(/\s+/).map(Number)) {
    if ((await readFile(`/proc/${pid}/cmdline`, 'utf8')).includes('server.ts')) return pid;
  }
  throw new Error('the hub process was not found');
}

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

async function timedStart(label: string, env: Record<string, string>) {
  const started = performance.now();
  const start = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: clone,
    env: {
      ...process.env,
      PORT: values.port,
      DATA_DIR: path.join(work, 'data'),
      NODE_COMPILE_CACHE: path.join(work, 'compile-cache'),
      ...env,
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => start.once('exit', resolve));
  for (;;) {
    if (start.exitCode !== null) throw new Error(`${label}: npm start ended with ${start.exitCode}`);
    const answer = await fetch(`http://127.0.0.1:${values.port}/api/health`).catch(() => undefined);
    if (answer?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, Number(values.settle) * 1000));
  const memory = await residentMb(await hubPid(start));
  start.kill('SIGINT');
  await exited;
  return { seconds, memory };
}

const ratio = (value: number, goal: number) => `${(value / goal).toFixed(2)} of the goal`;
function report(label: string, result: { seconds: number; memory: number }, goals: [number, number]) {
  console.log(
    `${label.padEnd(28)} health after ${result.seconds.toFixed(1).padStart(5)} s (goal ${goals[0]} s: ${ratio(result.seconds, goals[0])}), ` +
      `memory ${result.memory.toFixed(0).padStart(4)} MB (goal ${goals[1]} MB: ${ratio(result.memory, goals[1])})`,
  );
}

try {
  const first = await timedStart('first start', {});
  report('first start, PGlite', first, [GOALS.firstStartSeconds, GOALS.pgliteMb]);
  const later = await timedStart('later start', {});
  report('later start, PGlite', later, [GOALS.laterStartSeconds, GOALS.pgliteMb]);
  if (process.env.DATABASE_URL) {
    const onPostgres = { DATABASE_URL: process.env.DATABASE_URL };
    const firstOnPostgres = await timedStart('first PostgreSQL start', onPostgres);
    report('first start, PostgreSQL', firstOnPostgres, [GOALS.firstStartSeconds, GOALS.postgresMb]);
    const laterOnPostgres = await timedStart('later PostgreSQL start', onPostgres);
    report('later start, PostgreSQL', laterOnPostgres, [GOALS.laterStartSeconds, GOALS.postgresMb]);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
