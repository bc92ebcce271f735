// bench:listing-export with three 1-megapixel pictures instead of sixty of 24.
import { expect, test } from 'vitest';
import { FIGURE, runBench } from './run-bench.ts';

test('bench:listing-export exports the set and reports its rate beside sharp alone, and the memory', async () => {
  const run = await runBench('bench:listing-export', ['--pictures', '3', '--megapixels', '1']);
  expect(run.code, run.output).toBe(0);
  expect(run.output).toMatch(
    /^listing export bench: 3 pictures of 1224 x 816 .*, profile finn, long edge 3000$/m,
  );
  expect(run.output).toMatch(
    new RegExp(`^hub: exported in ${FIGURE} s \\(${FIGURE} pictures/s\\), zip ${FIGURE} MB$`, 'm'),
  );
  expect(run.output).toMatch(
    new RegExp(
      `^reference \\(sharp alone, same files\\): ${FIGURE} pictures/s before, ${FIGURE} after; the hub: \\d+ % of their mean$`,
      'm',
    ),
  );
  expect(run.output).toMatch(/^hub process RSS: \d+ MB before, peak \d+ MB during \(\+\d+ MB\)$/m);
});
