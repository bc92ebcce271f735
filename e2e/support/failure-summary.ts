import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// The list reporter prints a failure's details above its final tally, and a CI log is often read from its
// end: this reporter repeats each failure's test, the step it stopped in and its message's first lines last.
const MESSAGE_LINES = 6;
// A failure seen only in CI can be studied only through its log: the page's main region, as Playwright's
// accessibility snapshot of the failed page describes it, shows what the page said instead.
const SNAPSHOT_LINES = 40;

function failedStep(result: TestResult): string | undefined {
  const pending = [...result.steps];
  let deepest: string | undefined;
  while (pending.length > 0) {
    const step = pending.shift();
    if (!step?.error) continue;
    if (step.category === 'test.step' || step.category === 'expect' || step.category === 'pw:api') {
      const where = step.location ? ` (${step.location.file.split('/').pop()}:${step.location.line})` : '';
      deepest = `${step.title}${where}`;
    }
    pending.unshift(...step.steps);
  }
  return deepest;
}

/**
 * The main region of the failed page's snapshot (the whole snapshot when it has none): the last YAML block of
 * the error context Playwright writes for a failed test, which holds the page's accessibility tree.
 */
function mainOfPage(result: TestResult): string[] {
  const context = result.attachments.find((attachment) => attachment.name === 'error-context');
  if (!context?.path) return [];
  const [details = ''] = readFileSync(context.path, 'utf8').split('# Test source');
  const blocks = details.split('```yaml\n');
  if (blocks.length < 2) return [];
  const [yaml = ''] = (blocks.at(-1) ?? '').split('```');
  const snapshot = yaml.split('\n');
  const start = snapshot.findIndex((line) => /^\s*- main\b/.test(line));
  if (start < 0) return snapshot.filter(Boolean).slice(0, SNAPSHOT_LINES);
  const depth = (snapshot[start] ?? '').search(/\S/);
  const end = snapshot.findIndex((line, index) => index > start && line.trim() && line.search(/\S/) <= depth);
  return snapshot.slice(start, end < 0 ? undefined : end).slice(0, SNAPSHOT_LINES);
}

export default class FailureSummary implements Reporter {
  private readonly failures: { test: TestCase; result: TestResult }[] = [];

  printsToStdio() {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'failed' || result.status === 'timedOut') this.failures.push({ test, result });
  }

  onEnd(_result: FullResult) {
    if (this.failures.length === 0) return;
    console.log('\nFailures, in short:');
    for (const { test, result } of this.failures) {
      console.log(`- ${test.titlePath().slice(1).join(' › ')} (${result.status})`);
      const step = failedStep(result);
      if (step) console.log(`  stopped at: ${step}`);
      const message = stripVTControlCharacters(result.error?.message ?? '');
      for (const line of message.split('\n').filter(Boolean).slice(0, MESSAGE_LINES)) {
        console.log(`  ${line}`);
      }
      const main = mainOfPage(result);
      if (main.length > 0) console.log(`  the page showed:\n${main.map((line) => `    ${line}`).join('\n')}`);
    }
  }
}
