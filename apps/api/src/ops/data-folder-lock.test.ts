import { execFile, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { otherProcessesUsing } from './data-folder-lock.ts';

const run = promisify(execFile);

describe('the mark a running hub leaves in its data folder', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-running-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('names a live process while it runs, and is gone when it has exited', async () => {
    const lock = new URL('./data-folder-lock.ts', import.meta.url).pathname;
    // A process that marks the folder, reports what it sees from outside, and exits normally.
    const script = `
      const { markDataFolderInUse } = await import(${JSON.stringify(lock)});
      markDataFolderInUse(${JSON.stringify(dataDir)});
      process.stdout.write(String(process.pid));
      await new Promise((resolve) => process.stdin.once('data', resolve));`;
    const child = run(process.execPath, ['--input-type=module', '-e', script]);
    const pid = await new Promise<number>((resolve) =>
      child.child.stdout?.once('data', (data) => resolve(Number(data))),
    );
    expect(otherProcessesUsing(dataDir)).toEqual([pid]);
    child.child.stdin?.end('done');
    await child;
    expect(otherProcessesUsing(dataDir)).toEqual([]);
    expect(await readdir(path.join(dataDir, 'running'))).toEqual([]);
  });

  it('ignores and removes the mark of a hub that was killed, and never names the process itself', async () => {
    const gone = spawnSync('true').pid;
    await mkdir(path.join(dataDir, 'running'), { recursive: true });
    await writeFile(path.join(dataDir, 'running', String(gone)), '');
    await writeFile(path.join(dataDir, 'running', String(process.pid)), '');
    expect(otherProcessesUsing(dataDir)).toEqual([]);
    expect(await readdir(path.join(dataDir, 'running'))).toEqual([String(process.pid)]);
  });
});
