import type { ListedObject, Storage } from './storage.ts';

/** `full`: no room left (a full disk or quota); `unavailable`: the storage errs or cannot be reached. */
export type StorageFaultKind = 'full' | 'unavailable';

/**
 * A storage failure the user can do nothing about but wait or tell an administrator. The error handler
 * answers it 507 or 503 in the reader's language, and jobs treat it as their own failure.
 */
export class StorageFault extends Error {
  readonly kind: StorageFaultKind;

  constructor(kind: StorageFaultKind, cause: unknown) {
    super(`storage ${kind}: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'StorageFault';
    this.kind = kind;
  }
}

const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
const DISK_BROKEN = new Set(['EIO', 'EROFS']);
/** What a connection to S3 that is refused, dropped or silent ends in, after the SDK's own retries. */
const NETWORK_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** Which fault `error` is, or null for an error that is not the storage's (a missing file, a bad key). */
export function storageFaultOf(kind: Storage['kind'], error: unknown): StorageFaultKind | null {
  if (error instanceof StorageFault) return error.kind;
  const found = error as { code?: string; name?: string; $metadata?: { httpStatusCode?: number } };
  if (kind === 'local') {
    if (DISK_FULL.has(found?.code ?? '')) return 'full';
    return DISK_BROKEN.has(found?.code ?? '') ? 'unavailable' : null;
  }
  // S3 has no "disk full": a 5xx (InternalError, SlowDown) or no answer at all, once the SDK gave up retrying.
  const status = found?.$metadata?.httpStatusCode;
  if (status !== undefined) return status >= 500 ? 'unavailable' : null;
  if (NETWORK_FAILURES.has(found?.code ?? '') || found?.name === 'TimeoutError') return 'unavailable';
  return null;
}

const translated = (kind: Storage['kind'], error: unknown) => {
  const fault = storageFaultOf(kind, error);
  return fault && !(error instanceof StorageFault) ? new StorageFault(fault, error) : error;
};

/** `call` of a `kind` storage, failing with a StorageFault when the storage itself fails. */
export const withFaultsOf =
  <A extends unknown[], R>(kind: Storage['kind'], call: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await call(...args);
    } catch (error) {
      throw translated(kind, error);
    }
  };

/**
 * The same storage, whose calls fail with a StorageFault when the storage itself fails. A file already
 * being streamed to the reader can no longer change its answer, so only the opening of a read is covered.
 */
export function withStorageFaults<S extends Storage>(storage: S): S {
  const guard = <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    withFaultsOf(storage.kind, call);
  async function* list(prefix: string): AsyncGenerator<ListedObject> {
    try {
      yield* storage.list(prefix);
    } catch (error) {
      throw translated(storage.kind, error);
    }
  }
  return {
    ...storage,
    presignPut: guard(storage.presignPut),
    presignGet: guard(storage.presignGet),
    head: guard(storage.head),
    read: guard(storage.read),
    list,
    write: guard(storage.write),
    copy: guard(storage.copy),
    move: guard(storage.move),
    remove: guard(storage.remove),
  };
}
