import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildIsCurrent, computeStamp, writeStamp } from './web-build-stamp.mjs';

describe('the portal build stamp', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'portal-stamp-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  await mkdir(path.join(root, 'apps/web/src'), { recursive: true });
  await mkdir(path.join(root, 'packages/contracts/src'), { recursive: true });
  await writeFile(path.join(root, 'apps/web/src/main.tsx'), 'export const a = 1;');
  await writeFile(path.join(root, 'packages/contracts/src/index.ts'), 'export const b = 2;');
  await writeFile(path.join(root, 'package-lock.json'), '{}');
  const dist = path.join(root, 'apps/web/dist');

  it('keeps a build of unchanged sources, whatever the build wrote beside them', async () => {
    const stamp = await computeStamp(root);
    await mkdir(dist, { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
    await writeStamp(dist, stamp);
    expect(await computeStamp(root)).toBe(stamp);
    expect(await buildIsCurrent(dist, await computeStamp(root))).toBe(true);
  });

  it('asks for a build when a portal source, a contract, the lockfile or a new file changes', async () => {
    const built = await computeStamp(root);
    const changes: [string, string][] = [
      ['apps/web/src/main.tsx', 'export const a = 3;'],
      ['packages/contracts/src/index.ts', 'export const b = 4;'],
      ['package-lock.json', '{"lockfileVersion":3}'],
      ['apps/web/src/new-page.tsx', 'export {};'],
    ];
    const seen = new Set([built]);
    for (const [file, content] of changes) {
      await writeFile(path.join(root, file), content);
      const stamp = await computeStamp(root);
      expect(seen.has(stamp)).toBe(false);
      expect(await buildIsCurrent(dist, stamp)).toBe(false);
      seen.add(stamp);
    }
  });

  it('asks for a build when there is none', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'portal-stamp-copy-'));
    await cp(path.join(root, 'apps/web/src'), path.join(empty, 'apps/web/src'), { recursive: true });
    expect(await buildIsCurrent(path.join(empty, 'apps/web/dist'), await computeStamp(empty))).toBe(false);
    await rm(empty, { recursive: true, force: true });
  });
});
