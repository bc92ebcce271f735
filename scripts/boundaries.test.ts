import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBoundaryViolations } from './boundaries.mjs';

let root: string;

/** A small repository with the given files (path -> text). */
function repositoryWith(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

const modules = 'apps/api/src/modules';
const features = 'apps/web/src/features';

describe('the structure check', () => {
  it('passes a module that calls another module through its service', () => {
    const repo = repositoryWith({
      [`${modules}/orders/orders.service.ts`]: "import { findCase } from '../cases/cases.service.ts';\n",
      [`${modules}/cases/cases.service.ts`]:
        "import * as repo from './cases.repo.ts';\nexport const findCase = repo.find;\n",
      [`${modules}/cases/cases.repo.ts`]: 'export const find = () => 1;\n',
    });
    expect(findBoundaryViolations(repo)).toEqual([]);
  });

  it("fails a module that imports another module's repo", () => {
    const repo = repositoryWith({
      [`${modules}/orders/orders.service.ts`]: "import { find } from '../cases/cases.repo.ts';\n",
      [`${modules}/cases/cases.repo.ts`]: 'export const find = () => 1;\n',
    });
    expect(findBoundaryViolations(repo)).toEqual([
      `${modules}/orders/orders.service.ts imports another module's repo: ${modules}/cases/cases.repo.ts`,
    ]);
  });

  it("fails a repo that writes another module's table, but not one that reads it", () => {
    const repo = repositoryWith({
      [`${modules}/orders/orders.repo.ts`]: [
        "import { cases } from '../cases/cases.table.ts';",
        "import { orders } from './orders.table.ts';",
        'export const list = (db) => db.select().from(cases);',
        'export const add = (db) => db.insert(orders).values({});',
        'export const touch = (db) => db.update(cases).set({});',
      ].join('\n'),
      [`${modules}/orders/orders.table.ts`]: 'export const orders = {};\n',
      [`${modules}/cases/cases.table.ts`]: 'export const cases = {};\n',
    });
    expect(findBoundaryViolations(repo)).toEqual([
      `${modules}/orders/orders.repo.ts writes another module's table: update(cases)`,
    ]);
  });

  it('fails a portal feature that imports another feature, and shared code that imports a feature', () => {
    const repo = repositoryWith({
      [`${features}/cases/case-list.tsx`]: "import { OrderTag } from '../orders/order-tag.tsx';\n",
      [`${features}/orders/order-tag.tsx`]: 'export const OrderTag = 1;\n',
      'apps/web/src/components/panel.tsx': "import { OrderTag } from '@/features/orders/order-tag.tsx';\n",
      'apps/web/src/app/routes/cases.tsx': "import { OrderTag } from '@/features/orders/order-tag.tsx';\n",
      [`${features}/tasks/task-page.tsx`]: "const Tag = lazy(() => import('../orders/order-tag.tsx'));\n",
    });
    expect(findBoundaryViolations(repo)).toEqual([
      `apps/web/src/components/panel.tsx is shared code but imports a feature: ${features}/orders/order-tag.tsx`,
      `${features}/cases/case-list.tsx imports another feature: ${features}/orders/order-tag.tsx`,
      `${features}/tasks/task-page.tsx imports another feature: ${features}/orders/order-tag.tsx`,
    ]);
  });

  it('fails files that import each other, but not through type-only imports', () => {
    const repo = repositoryWith({
      'apps/api/src/a.ts': "import { b } from './b.ts';\nexport const a = 1;\n",
      'apps/api/src/b.ts': "import { a } from './a.ts';\nexport const b = 2;\n",
      'apps/api/src/c.ts': "import type { D } from './d.ts';\nexport type C = 1;\n",
      'apps/api/src/d.ts': "import type { C } from './c.ts';\nexport type D = 2;\n",
    });
    expect(findBoundaryViolations(repo)).toEqual([
      'import cycle: apps/api/src/a.ts -> apps/api/src/b.ts -> apps/api/src/a.ts',
    ]);
  });
});
