import { Transform } from 'node:stream';
import { ErrorKey, MAX_UPLOAD_BYTES } from '@portal/contracts';
import type { LocalStorage, SignedMethod } from '../../adapters/storage/local-storage.ts';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';

export interface SignedLink {
  expires?: number;
  signature?: string;
}

/**
 * The local storage behind a signed link; 403 when the signature does not hold or has expired. With S3
 * configured the files live in the bucket and these links do not exist.
 */
export function verifiedLocalStorage(deps: AppDeps, method: SignedMethod, key: string, link: SignedLink) {
  if (deps.storage.kind !== 'local') throw new AppError(ErrorKey.notFound, 404);
  const storage = deps.storage as LocalStorage;
  if (!storage.verify(method, key, link.expires ?? Number.NaN, link.signature ?? '')) {
    throw new AppError(ErrorKey.storageLinkInvalid, 403);
  }
  return storage;
}

/** Fails the stream once more than `limit` bytes went through, so an endless body stops early. */
export function limitBytes(limit = MAX_UPLOAD_BYTES): Transform {
  let seen = 0;
  // A megabyte at a time, as the storage writes it: fewer hand-overs between the streams of an upload.
  return new Transform({
    highWaterMark: 1024 * 1024,
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) done(new AppError(ErrorKey.badRequest, 413));
      else done(null, chunk);
    },
  });
}

// Types a browser may render from our own origin; anything else (HTML, SVG, scripts) is served as a
// download, so a file put through a signed link can never run as a page of the portal.
const INLINE_TYPES =
  /^(image\/(jpeg|png|webp|gif|heic|heif|tiff|avif)|video\/[\w.+-]+|audio\/[\w.+-]+|application\/pdf|text\/plain|text\/csv|application\/zip)$/;

export function servedContentType(stored: string | undefined): string {
  const type = (stored ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return INLINE_TYPES.test(type) ? type : 'application/octet-stream';
}

/** `attachment` with the original name, readable by old and new browsers alike. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** What a request's Range header asks of a file of `size` bytes. */
export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'unsatisfiable' }
  | { kind: 'part'; start: number; end: number };

/**
 * Reads one `bytes=` range as a video player or a resumed download sends it: `a-b`, `a-` or the last `n`
 * bytes (`-n`). A header it cannot read, another unit or several ranges ask for the whole file, as RFC 9110
 * lets a server answer (S3 does the same with several ranges); a range starting past the end cannot be met.
 */
export function requestedRange(header: string | undefined, size: number): RangeRequest {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
