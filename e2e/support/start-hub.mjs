// Starts the hub for the browser tests on a fresh data folder, so every run begins with the demo data.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const server = path.resolve(import.meta.dirname, '../../apps/api/src/server.ts');
const hub = spawn(process.execPath, ['--import', 'tsx', server], { stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => hub.kill(signal));
hub.on('exit', (code) => process.exit(code ?? 0));
