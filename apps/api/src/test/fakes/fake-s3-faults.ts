/** An S3 error answer (500 InternalError, 503 SlowDown...), or the connection closed without an answer. */
export type FakeS3Fault = { status: number; code: string } | 'drop';

export const INTERNAL_ERROR: FakeS3Fault = { status: 500, code: 'InternalError' };
export const SLOW_DOWN: FakeS3Fault = { status: 503, code: 'SlowDown' };

interface FaultRule {
  fault: FakeS3Fault;
  left: number;
  matching: (request: string) => boolean;
}

/** The failures a test asked the fake S3 for, and which of them a request meets. */
export function createFaultRules() {
  let rules: FaultRule[] = [];
  return {
    fail(fault: FakeS3Fault, options: { times?: number; matching?: (request: string) => boolean } = {}) {
      rules.push({
        fault,
        left: options.times ?? Number.POSITIVE_INFINITY,
        matching: options.matching ?? (() => true),
      });
    },
    heal() {
      rules = [];
    },
    /** The fault the request `line` ("METHOD key?query") meets, counted against its number of times. */
    faultFor(line: string): FakeS3Fault | null {
      const found = rules.find((rule) => rule.left > 0 && rule.matching(line));
      if (!found) return null;
      found.left -= 1;
      return found.fault;
    },
  };
}
