import type { FakeS3 } from './fake-s3.ts';

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

/** The S3 storage settings that reach `s3`, for createS3Storage. */
export const storageOptionsOf = (s3: FakeS3) => ({
  bucket: s3.bucket,
  region: s3.region,
  endpoint: s3.url,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  forcePathStyle: true,
});
