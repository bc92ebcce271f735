import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which hub processes use a data folder: each running hub keeps a file named after its process id in
 * `DATA_DIR/running/`, removed when it exits. PGlite itself takes no lock, and a second process opening
 * its folder corrupts it (electric-sql/pglite#1106), so the backup and restore commands, and a second hub
 * on the same PGlite folder, look here first.
 */
const runningFolder = (dataDir: string) => path.join(dataDir, 'running');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Marks the data folder as used by this process until it exits (also after process.exit()). */
export function markDataFolderInUse(dataDir: string): void {
  const file = path.join(runningFolder(dataDir), String(process.pid));
  mkdirSync(runningFolder(dataDir), { recursive: true });
  writeFileSync(file, `${new Date().toISOString()}\n`);
  process.on('exit', () => rmSync(file, { force: true }));
}

/**
 * The ids of other live processes that marked the folder; marks left by processes that are gone (a killed
 * hub) are removed on the way.
 */
export function otherProcessesUsing(dataDir: string): number[] {
  let names: string[];
  try {
    names = readdirSync(runningFolder(dataDir));
  } catch {
    return [];
  }
  const pids = names.map(Number).filter((pid) => Number.isInteger(pid) && pid > 0 && pid !== process.pid);
  for (const pid of pids.filter((pid) => !isAlive(pid))) {
    rmSync(path.join(runningFolder(dataDir), String(pid)), { force: true });
  }
  return pids.filter(isAlive);
}
