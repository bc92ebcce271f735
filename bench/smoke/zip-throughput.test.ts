// bench:zip-throughput with two 4 MB videos instead of four 256 MB ones.
import { expect, test } from 'vitest';
import { FIGURE, runBench } from './run-bench.ts';

test('bench:zip-throughput zips every byte and reports the read, copy and zip rates', async () => {
  const run = await runBench('bench:zip-throughput', ['--mb', '8', '--files', '2']);
  expect(run.code, run.output).toBe(0);
  expect(run.output).toMatch(/^zip throughput bench: 2 x 4 MB \.mp4 \(8 MB\)$/m);
  for (const step of ['raw read of the files', 'plain copy in storage', 'zip into storage'])
    expect(run.output).toMatch(new RegExp(`^  ${step} +${FIGURE} s +\\d+ MB/s$`, 'm'));
  // A video is stored, not deflated: the zip is the files' 8 MB and its headers.
  expect(run.output).toMatch(/^ {2}zip size +8\.0 MB$/m);
});
