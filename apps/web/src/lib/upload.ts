import { ErrorKey, type PresignedUploadRecord, type PresignUploadBody } from '@portal/contracts';
import { ApiError, call, hub, isApiError } from './api-client.ts';

/**
 * Asks the hub for a link to PUT one file straight to storage (docs/product.md); the hub checks
 * the name, type and count first. Every upload of the portal starts here: task files, case documents.
 */
export const presignUpload = (body: PresignUploadBody, signal?: AbortSignal) =>
  call(hub.POST('/api/webshop/s3/upload/presigned', { body, signal }));

/**
 * A task's files, files of an order line that no task asked for, the documents of a line's rating, or the
 * provider's delivery to an order line (its own presign call, checked against the provider's permission).
 */
export type UploadTarget =
  | { taskId: string }
  | { orderlineId: string }
  | { ratingOrderlineId: string }
  | { deliveryOrderlineId: string };

function presignFor(target: UploadTarget, file: File, signal?: AbortSignal) {
  if ('deliveryOrderlineId' in target) {
    return call(
      hub.POST('/api/provider/orderlines/{lineId}/uploads/presigned', {
        params: { path: { lineId: target.deliveryOrderlineId } },
        body: { fileName: file.name, size: file.size },
        signal,
      }),
    );
  }
  return presignUpload({ ...target, fileName: file.name, contentType: file.type, size: file.size }, signal);
}

/** A PUT that did not reach storage (connection lost, link expired, storage busy): worth trying again. */
export class InterruptedUpload extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InterruptedUpload';
  }
}

/** How often one file is tried before the user is asked to retry it; waits of 1, 2 and 4 seconds between. */
export const UPLOAD_ATTEMPTS = 4;
const backoffMs = (attempt: number) => 1000 * 2 ** (attempt - 1);

const RETRYABLE_STATUSES = new Set([0, 403, 408, 429]);

/**
 * Worth another attempt: an interruption, or the hub busy or its storage failing for a moment (5xx). A full
 * disk (507) stays full however often the file is sent, so the user is told at once.
 */
export const isRetryable = (error: unknown) =>
  error instanceof InterruptedUpload ||
  (isApiError(error) && (error.status === 0 || (error.status >= 500 && error.status !== 507)));

/** Why a PUT to storage answered `status` did not store the file. */
export function refusedPut(status: number): Error {
  if (status === 507) return new ApiError(status, ErrorKey.storageFull);
  if (RETRYABLE_STATUSES.has(status) || status >= 500)
    return new InterruptedUpload(`storage answered ${status}`);
  return new ApiError(status, ErrorKey.uploadFailed);
}

/**
 * PUTs the file straight to storage with XMLHttpRequest, which (unlike fetch) reports upload progress.
 * Answers the ETag the storage gave the file.
 */
export function putFile(
  presigned: PresignedUploadRecord,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<{ etag: string | null }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', presigned.url);
    for (const [name, value] of Object.entries(presigned.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve({ etag: xhr.getResponseHeader('ETag') });
      else reject(refusedPut(xhr.status));
    };
    xhr.onerror = () => reject(new InterruptedUpload('connection lost'));
    xhr.ontimeout = () => reject(new InterruptedUpload('timed out'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The upload was stopped', 'AbortError'));
      },
      { once: true },
    );
  });

export interface UploadFileOptions {
  target: UploadTarget;
  file: File;
  /** 0 to 1 of the current attempt. */
  onProgress: (fraction: number) => void;
  /** Called before each new attempt after an interruption (2, 3...). */
  onRetry: (attempt: number) => void;
  signal?: AbortSignal;
}

/**
 * Presigns and PUTs one file, trying an interrupted upload again with growing waits, each time with a
 * fresh link. A refusal by the hub (name, type, count) is not tried again. Answers the key to register.
 */
export async function uploadFile(options: UploadFileOptions): Promise<{ key: string; etag: string | null }> {
  const { target, file, signal } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const presigned = await presignFor(target, file, signal);
      const { etag } = await putFile(presigned, file, options.onProgress, signal);
      return { key: presigned.key, etag };
    } catch (error) {
      if (!isRetryable(error) || attempt >= UPLOAD_ATTEMPTS) throw error;
      await wait(backoffMs(attempt), signal);
      options.onRetry(attempt + 1);
    }
  }
}
