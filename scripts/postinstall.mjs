// `npm install`'s last step (the root package's postinstall): the project's patches to installed packages
// (patches/, applied by patch-package; a patch that no longer applies fails the install), then what the first
// `npm start` would otherwise do first, side by side (each keeps about one core busy): the portal's build
// (scripts/build-portal.mjs) and the new database the first start copies (apps/api/src/db/start-template.ts).
import path from 'node:path';
import { run } from './build-portal.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const patched = await run(
  process.execPath,
  [path.join(ROOT, 'node_modules/patch-package/index.js'), '--error-on-fail'],
  ROOT,
);
if (patched !== 0) process.exit(patched);
const codes = await Promise.all([
  run(process.execPath, ['scripts/build-portal.mjs'], ROOT),
  run(process.execPath, ['src/db/start-template-cli.ts'], path.join(ROOT, 'apps/api')),
]);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
