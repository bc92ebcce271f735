// bench:upload-500mb with an 8 MB video instead of 500 MB.
import { expect, test } from 'vitest';
import { FIGURE, runBench } from './run-bench.ts';

test('bench:upload-500mb uploads the video, completes the task and reports its rate beside the reference and memory', async () => {
  const run = await runBench('bench:upload-500mb', ['--mb', '8']);
  expect(run.code, run.output).toBe(0);
  expect(run.output).toMatch(new RegExp(`^uploaded 8 MB in ${FIGURE} s: \\d+ MB/s$`, 'm'));
  expect(run.output).toMatch(
    /^reference \(bare node:http to the same disk\): \d+ MB\/s before, \d+ MB\/s after; the hub: \d+ % of their mean$/m,
  );
  expect(run.output).toMatch(/; task Completed in \d+ ms \(file moved into material\)$/m);
  expect(run.output).toMatch(/^hub process RSS: \d+ MB before, peak \d+ MB during/m);
});
