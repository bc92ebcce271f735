// `npm run lint` (and so `npm test`): fails when a structure rule of docs/architecture.md is broken.
import path from 'node:path';
import { findBoundaryViolations } from './boundaries.mjs';

const problems = findBoundaryViolations(path.resolve(import.meta.dirname, '..'));
if (problems.length > 0) {
  console.error(
    `Structure rules broken (docs/architecture.md):\n${problems.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('Structure rules hold: module boundaries, feature boundaries, no import cycles.');
