// `npm test`: every check in one run, ending with a pass/fail summary line.
//
// The quick checks and the build run first, one after the other. Then the browser tests and the Vitest suite
// run side by side: the browser tests leave about two fifths of the machine idle while pages load and hubs
// answer, and Vitest, at a lower priority (`nice`), fills that time without taking the browsers' share.
// Vitest's output is printed in one block when it ends, so the two logs never interleave.
import { spawn } from 'node:child_process';
import process from 'node:process';

const VITEST_NICENESS = 10;

const quickSteps = [
  { name: 'type check', command: 'npm run typecheck' },
  { name: 'lint and structure', command: 'npx biome ci . && npm run lint:structure' },
  { name: 'portal build', command: 'npm run build' },
];
const browserStep = { name: 'browser tests', command: 'npm run test:e2e', needs: 'portal build' };
const vitestStep = {
  name: 'unit and route tests',
  command: process.platform === 'win32' ? 'npx vitest run' : `nice -n ${VITEST_NICENESS} npx vitest run`,
  buffered: true,
};

/** Runs one step; its output goes straight to this terminal, or is kept and printed when it ends. */
function run(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const kept = [];
    const child = spawn(step.command, {
      shell: true,
      env: process.env,
      stdio: step.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (step.buffered) {
      child.stdout.on('data', (chunk) => kept.push(chunk));
      child.stderr.on('data', (chunk) => kept.push(chunk));
    }
    child.on('close', (code) => {
      if (step.buffered) {
        console.log(`\n=== ${step.name}: output\n`);
        process.stdout.write(Buffer.concat(kept));
      }
      resolve({ name: step.name, passed: code === 0, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const results = [];
for (const step of quickSteps) {
  console.log(`\n=== ${step.name}: ${step.command}\n`);
  results.push(await run(step));
}

const prerequisite = results.find((result) => result.name === browserStep.needs);
console.log(`\n=== ${vitestStep.name} (output when it ends) and ${browserStep.name}, side by side\n`);
const vitest = run(vitestStep);
const browser = prerequisite?.passed
  ? run(browserStep)
  : Promise.resolve({
      name: browserStep.name,
      passed: false,
      seconds: 0,
      note: `skipped: ${browserStep.needs} failed`,
    });
results.push(...(await Promise.all([vitest, browser])));

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
