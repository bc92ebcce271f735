import { ErrorKey } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { InterruptedUpload, isRetryable, refusedPut } from './upload.ts';

describe('a PUT to storage that did not store the file', () => {
  it('a full disk (507) is told at once, with its own message, and not sent again', () => {
    const full = refusedPut(507);
    expect(full).toEqual(new ApiError(507, ErrorKey.storageFull));
    expect(isRetryable(full)).toBe(false);
  });

  it('a storage failing for a moment, a lost connection or an expired link is tried again', () => {
    for (const status of [0, 403, 500, 503]) {
      const refused = refusedPut(status);
      expect(refused, String(status)).toBeInstanceOf(InterruptedUpload);
      expect(isRetryable(refused)).toBe(true);
    }
    expect(isRetryable(new ApiError(503, ErrorKey.storageUnavailable))).toBe(true);
  });

  it('any other refusal is a failed upload', () => {
    const refused = refusedPut(400);
    expect(refused).toEqual(new ApiError(400, ErrorKey.uploadFailed));
    expect(isRetryable(refused)).toBe(false);
  });
});
