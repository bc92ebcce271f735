import { stripVTControlCharacters } from 'node:util';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// The list reporter prints a failure's details above its final tally, and a CI log is often read from its
// end: this reporter repeats each failure's test, the step it stopped in and its message's first lines last.
const MESSAGE_LINES = 6;

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
    }
  }
}
