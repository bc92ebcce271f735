// The structure rules of docs/architecture.md as `npm run lint` checks them: in a small tree, every rule
// fails a deliberately wrong import and lets the right ones through; the project's own tree passes them all.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repository = path.resolve(import.meta.dirname, '..');
const dependencyRules = path.join(repository, '.dependency-cruiser.cjs');
const depcruise = path.join(repository, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const biome = path.join(repository, 'node_modules/.bin/biome');
const { forbidden } = createRequire(import.meta.url)(dependencyRules) as { forbidden: { name: string }[] };

const hub = 'apps/api/src';
const modules = `${hub}/modules`;
const web = 'apps/web/src';

/** Right and wrong imports; each wrong one is named by the rule it breaks. */
const tree: Record<string, string> = {
  'apps/web/tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@/*': ['./src/*'] } } }),
  // A module: table, repo, service, routes.
  [`${modules}/cases/cases.table.ts`]: 'export const cases = {};\n',
  [`${modules}/cases/cases.repo.ts`]:
    "import { cases } from './cases.table.ts';\nexport const find = () => cases;\n",
  [`${modules}/cases/cases.service.ts`]:
    "import { find } from './cases.repo.ts';\nexport const findCase = find;\n",
  [`${modules}/cases/cases.routes.ts`]:
    "import { findCase } from './cases.service.ts';\nexport const caseRoutes = () => findCase();\n",
  // Another module: a foreign key to the first one's table, a join in its repo, a call to its service.
  [`${modules}/orders/orders.table.ts`]:
    "import { cases } from '../cases/cases.table.ts';\nexport const orders = { cases };\n",
  [`${modules}/orders/orders.repo.ts`]: [
    "import { cases } from '../cases/cases.table.ts';",
    "import { orders } from './orders.table.ts';",
    'export const add = (db) => db.insert(orders).values({});',
    'export const list = (db) => db.select().from(orders).innerJoin(cases);',
    'export const touch = (db) => db.update(cases).set({});', // repo-writes-own-tables (Biome)
    '',
  ].join('\n'),
  [`${modules}/orders/orders.service.ts`]: [
    "import type { FastifyRequest } from 'fastify';", // services-take-no-request
    "import { findCase } from '../cases/cases.service.ts';",
    "import { list } from './orders.repo.ts';",
    'export const orderOf = (request: FastifyRequest) => [findCase(), list(request)];',
    '',
  ].join('\n'),
  [`${modules}/orders/order-lookup.service.ts`]: "export { find } from '../cases/cases.repo.ts';\n", // module-not-to-other-module-repo
  [`${modules}/orders/order-counts.service.ts`]:
    "import { sql } from 'drizzle-orm';\nexport const count = sql`1`;\n", // sql-only-in-repos
  [`${modules}/orders/order-rows.ts`]: "export { orders } from './orders.table.ts';\n", // sql-only-in-repos
  [`${modules}/orders/order-record.ts`]:
    "import type { cases } from '../cases/cases.table.ts';\nexport type Row = typeof cases;\n", // other-module-tables-only-in-repos
  [`${modules}/orders/orders.routes.ts`]: "export { caseRoutes } from '../cases/cases.routes.ts';\n", // module-not-to-other-module-routes
  [`${modules}/orders/order-admin.routes.ts`]: "export { list } from './orders.repo.ts';\n", // routes-call-services
  [`${modules}/orders/orders.routes.test.ts`]: "import { find } from '../cases/cases.repo.ts';\nfind();\n",
  [`${hub}/jobs/orders.job.ts`]: [
    "import { orderOf } from '../modules/orders/orders.service.ts';",
    "import { list } from '../modules/orders/orders.repo.ts';", // jobs-call-services
    'export const job = [orderOf, list];',
    '',
  ].join('\n'),
  // Cycles: at run time and through type-only imports (wrong), through a lazy import() (not a cycle that runs).
  [`${hub}/first.ts`]: "import { second } from './second.ts';\nexport const first = () => second;\n", // no-import-cycle (reported once)
  [`${hub}/second.ts`]: "import { first } from './first.ts';\nexport const second = () => first;\n",
  [`${hub}/typed.ts`]: "import type { Other } from './typed-other.ts';\nexport type Typed = Other[];\n",
  [`${hub}/typed-other.ts`]: "import type { Typed } from './typed.ts';\nexport type Other = Typed;\n", // no-import-cycle
  [`${hub}/eager.ts`]: "export const later = () => import('./lazy.ts');\n",
  [`${hub}/lazy.ts`]: "import { later } from './eager.ts';\nexport const again = later;\n",
  [`${hub}/portal-peek.ts`]: "export { formatDate } from '../../web/src/lib/format.ts';\n", // hub-not-to-portal
  // The portal: pages compose features; features use shared code; shared code uses neither.
  [`${web}/app/theme.ts`]: "export const PRIMARY = '#f00';\n",
  [`${web}/app/routes/cases.tsx`]: [
    "import { CaseList } from '@/features/cases/case-list.tsx';",
    "import { OrderTag } from '@/features/orders/components/order-tag.tsx';",
    'export const CasesPage = () => [CaseList, OrderTag];',
    '',
  ].join('\n'),
  [`${web}/features/cases/case-row.tsx`]: 'export const CaseRow = 1;\n',
  [`${web}/features/cases/case-list.tsx`]: [
    "import { Panel } from '@/components/panel.tsx';",
    "import { formatDate } from '@/lib/format.ts';",
    "import { OrderTag } from '@/features/orders/components/order-tag.tsx';", // feature-not-to-other-feature
    "import { CaseRow } from './case-row.tsx';",
    'export const CaseList = [Panel, formatDate, OrderTag, CaseRow];',
    '',
  ].join('\n'),
  [`${web}/features/tasks/task-page.tsx`]:
    "export const later = () => import('@/features/orders/components/order-tag.tsx');\n", // feature-not-to-other-feature
  [`${web}/features/orders/api/order-api.ts`]: 'export const orderQuery = 1;\n',
  [`${web}/features/orders/components/order-tag.tsx`]: [
    "import { orderQuery } from '../api/order-api.ts';",
    "import { formatDate } from '../../../lib/format.ts';", // relative-imports-stay-home
    'export const OrderTag = [orderQuery, formatDate];',
    '',
  ].join('\n'),
  [`${web}/features/orders/components/order-badge.tsx`]:
    "export { OrderTag } from '@/features/orders/components/order-tag.tsx';\n", // same-folder-imports-are-relative
  [`${web}/components/panel.tsx`]:
    "export { OrderTag as Panel } from '@/features/orders/components/order-tag.tsx';\n", // shared-not-to-feature
  [`${web}/lib/format.ts`]: [
    "import texts from 'virtual:portal-texts/en';",
    "import { PRIMARY } from '@/app/theme.ts';", // only-app-imports-app
    'export const formatDate = [texts, PRIMARY];',
    '',
  ].join('\n'),
  [`${web}/lib/hub-peek.ts`]: "export { findCase } from '../../../api/src/modules/cases/cases.service.ts';\n", // portal-not-to-hub, relative-imports-stay-home
  [`${web}/lib/lost.ts`]: "export { gone } from './no-such-file.ts';\n", // not-to-unresolvable
  'packages/contracts/src/index.ts':
    "export { findCase } from '../../../apps/api/src/modules/cases/cases.service.ts';\n", // contracts-stand-alone
};

const expectedViolations = [
  `contracts-stand-alone: packages/contracts/src/index.ts → ${modules}/cases/cases.service.ts`,
  `feature-not-to-other-feature: ${web}/features/cases/case-list.tsx → ${web}/features/orders/components/order-tag.tsx`,
  `feature-not-to-other-feature: ${web}/features/tasks/task-page.tsx → ${web}/features/orders/components/order-tag.tsx`,
  `hub-not-to-portal: ${hub}/portal-peek.ts → ${web}/lib/format.ts`,
  `jobs-call-services: ${hub}/jobs/orders.job.ts → ${modules}/orders/orders.repo.ts`,
  `module-not-to-other-module-repo: ${modules}/orders/order-lookup.service.ts → ${modules}/cases/cases.repo.ts`,
  `module-not-to-other-module-routes: ${modules}/orders/orders.routes.ts → ${modules}/cases/cases.routes.ts`,
  `no-import-cycle: ${hub}/first.ts → ${hub}/second.ts`,
  `no-import-cycle: ${hub}/typed-other.ts → ${hub}/typed.ts`,
  `not-to-unresolvable: ${web}/lib/lost.ts → ./no-such-file.ts`,
  `only-app-imports-app: ${web}/lib/format.ts → ${web}/app/theme.ts`,
  `other-module-tables-only-in-repos: ${modules}/orders/order-record.ts → ${modules}/cases/cases.table.ts`,
  `portal-not-to-hub: ${web}/lib/hub-peek.ts → ${modules}/cases/cases.service.ts`,
  `relative-imports-stay-home: ${web}/features/orders/components/order-tag.tsx → ${web}/lib/format.ts`,
  `relative-imports-stay-home: ${web}/lib/hub-peek.ts → ${modules}/cases/cases.service.ts`,
  `routes-call-services: ${modules}/orders/order-admin.routes.ts → ${modules}/orders/orders.repo.ts`,
  `same-folder-imports-are-relative: ${web}/features/orders/components/order-badge.tsx → ${web}/features/orders/components/order-tag.tsx`,
  `services-take-no-request: ${modules}/orders/orders.service.ts → node_modules/fastify/`,
  `shared-not-to-feature: ${web}/components/panel.tsx → ${web}/features/orders/components/order-tag.tsx`,
  `sql-only-in-repos: ${modules}/orders/order-counts.service.ts → node_modules/drizzle-orm/`,
  `sql-only-in-repos: ${modules}/orders/order-rows.ts → ${modules}/orders/orders.table.ts`,
];

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** A command's output whether it passed or failed (a failed command rejects with its output attached). */
async function outputOf(command: string, args: string[], cwd: string) {
  const options = { cwd, maxBuffer: 64 * 1024 * 1024 };
  return run(command, args, options).then(
    ({ stdout }) => ({ passed: true, stdout }),
    (failed: { stdout: string }) => ({ passed: false, stdout: failed.stdout }),
  );
}

/** The tree above in a temporary folder, with the project's packages and its Biome set-up beside it. */
async function wrongTree(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'structure-rules-'));
  for (const [file, text] of Object.entries(tree)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  await symlink(path.join(repository, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  // The project's Biome configuration as it is, less the git ignore file that a temporary folder lacks.
  const biomeConfig = JSON.parse(await readFile(path.join(repository, 'biome.json'), 'utf8'));
  await writeFile(path.join(root, 'biome.json'), JSON.stringify({ ...biomeConfig, vcs: { enabled: false } }));
  await mkdir(path.join(root, 'lint'));
  await copyFile(
    path.join(repository, 'lint/repo-writes-own-tables.grit'),
    path.join(root, 'lint/repo-writes-own-tables.grit'),
  );
  return root;
}

describe('the structure rules', async () => {
  const root = await wrongTree();
  afterAll(() => rm(root, { recursive: true, force: true }));
  const depcruiseArgs = [depcruise, '--config', dependencyRules];
  // Both cruises at once: the project's tree takes a few seconds, the small one under one.
  const [small, project] = await Promise.all([
    outputOf(process.execPath, [...depcruiseArgs, '--output-type', 'json', 'apps', 'packages'], root),
    outputOf(
      process.execPath,
      [...depcruiseArgs, '--output-type', 'err', 'apps', 'packages', 'e2e', 'bench', 'scripts'],
      repository,
    ),
  ]);

  it('fail each wrong import by the rule it breaks, and only those', () => {
    const violations: Violation[] = JSON.parse(small.stdout).summary.violations;
    const found = violations.map(
      ({ rule, from, to }) => `${rule.name}: ${from} → ${to.replace(/^.*(node_modules\/[^/]+\/).*$/, '$1')}`,
    );
    expect(found.sort()).toEqual(expectedViolations);
  });

  it('are each shown failing above, so a new rule comes with its wrong import', () => {
    const shown = new Set(expectedViolations.map((line) => line.split(':')[0]));
    expect(forbidden.map((rule) => rule.name).filter((name) => !shown.has(name))).toEqual([]);
  });

  it("fail a repo that writes another module's table, but not one that joins it (Biome)", async () => {
    const { passed, stdout } = await outputOf(biome, ['lint', '--reporter=github', `${modules}`], root);
    expect(passed).toBe(false);
    const plugin = stdout.split('\n').filter((line) => line.includes('title=plugin'));
    expect(plugin).toHaveLength(1);
    expect(plugin[0]).toContain(`${modules}/orders/orders.repo.ts,line=5,`);
    expect(plugin[0]).toContain('repo-writes-own-tables');
  });

  it("hold in the project's own tree", () => {
    expect(project.stdout).toContain('no dependency violations found');
    expect(project.passed).toBe(true);
  });
});
