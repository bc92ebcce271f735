// `npm test`: every check in one run, ending with a pass/fail summary line.
import { spawnSync } from 'node:child_process';

// The portal is built before the Vitest step, whose Lighthouse smoke run loads it, and only when its sources
// changed since the last build (scripts/build-portal.mjs): after `npm install`, which built it, the step is done.
const steps = [
  { name: 'type check', command: 'npm run typecheck' },
  { name: 'lint and structure', command: 'npx biome ci . && npm run lint:structure' },
  { name: 'portal build', command: 'node scripts/build-portal.mjs' },
  { name: 'unit and route tests', command: 'npx vitest run' },
  { name: 'browser tests', command: 'npm run test:e2e', needs: 'portal build' },
];

const results = [];
for (const step of steps) {
  const prerequisite = step.needs && results.find((result) => result.name === step.needs);
  if (prerequisite && !prerequisite.passed) {
    results.push({ name: step.name, passed: false, seconds: 0, note: `skipped: ${step.needs} failed` });
    continue;
  }
  console.log(`\n=== ${step.name}: ${step.command}\n`);
  const started = Date.now();
  const run = spawnSync(step.command, { stdio: 'inherit', shell: true, env: process.env });
  results.push({ name: step.name, passed: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n=== summary\n');
for (const result of results) {
  const mark = result.passed ? 'PASS' : 'FAIL';
  console.log(
    `  ${mark}  ${result.name.padEnd(32)} ${result.seconds.toFixed(1)} s${result.note ? `  (${result.note})` : ''}`,
  );
}
const passed = results.filter((result) => result.passed).length;
console.log(`\nsteps: ${passed} passed, ${results.length - passed} failed`);
process.exit(passed === results.length ? 0 : 1);
