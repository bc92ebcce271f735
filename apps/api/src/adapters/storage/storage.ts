import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  /** The quoted MD5 of the content, as S3 answers it in the ETag header. */
  etag: string;
  contentType?: string;
}

/** A file found by listing: its key, size and when it was last written. */
export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * A condition on the file a call reads or moves: it must still carry this ETag, the one that was checked.
 * A file replaced since (through a reused upload link) fails the call with StoredObjectChanged.
 */
export interface IfMatch {
  ifMatch?: string;
}

/** The file at `key` is no longer the one the caller checked: replaced (another ETag) or gone. */
export class StoredObjectChanged extends Error {
  readonly key: string;

  constructor(key: string) {
    super(`stored object changed: ${key}`);
    this.name = 'StoredObjectChanged';
    this.key = key;
  }
}

export interface PresignedPut {
  url: string;
  /** Headers the PUT must carry for the signature to hold (content type, public-read ACL). */
  headers: Record<string, string>;
}

/**
 * Where files live: local disk under the data folder by default, S3-compatible object storage when `S3_*`
 * is set. The portal never sends file bytes through the hub's API: it PUTs to a presigned URL and reads
 * through signed, expiring GET URLs, so both kinds look the same to it.
 */
export interface Storage {
  kind: 'local' | 's3';
  /** What GET /webshop/s3/endpoint tells the portal. */
  describe(): { endpoint: string; bucket: string; region: string };
  presignPut(key: string, options: { contentType: string; expiresInSeconds: number }): Promise<PresignedPut>;
  presignGet(key: string, options: { expiresInSeconds: number; downloadName?: string }): Promise<string>;
  head(key: string): Promise<StoredObject | null>;
  /** Streams the file, or only the bytes of `range`; with `ifMatch`, only while it carries that ETag. */
  read(key: string, range?: ByteRange, condition?: IfMatch): Promise<Readable>;
  /** Every file whose key starts with `prefix`, fetched page by page so a long listing is never held whole. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Streams `body` into `key`; the hub never holds a whole file in memory. */
  write(key: string, body: Readable | Buffer, contentType: string): Promise<StoredObject>;
  copy(from: string, to: string): Promise<void>;
  /** With `ifMatch`, moves the file only while it carries that ETag, in one step with the check. */
  move(from: string, to: string, condition?: IfMatch): Promise<void>;
  remove(key: string): Promise<void>;
}

/** Keys are relative paths of safe segments; anything else could escape the storage root. */
export function assertSafeKey(key: string): void {
  const segments = key.split('/');
  const safe = segments.every((segment) => /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(segment) && segment !== '..');
  if (!safe || key.length > 512) throw new Error(`unsafe storage key: ${key}`);
}

/**
 * The first `bytes` bytes of a file (fewer when it is shorter): enough to tell its type or read an image
 * header without fetching a large video whole.
 */
export async function readStart(
  storage: Storage,
  key: string,
  bytes: number,
  condition?: IfMatch,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of await storage.read(key, { start: 0, end: bytes - 1 }, condition)) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    chunks.push(buffer);
    length += buffer.length;
    // A storage that ignores the range still stops here: leaving the loop ends the stream.
    if (length >= bytes) break;
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

/**
 * Signed GET links are cut on a fixed grid of this many seconds, so the same file gets the same URL for a while
 * and the browser's cache of thumbnails and previews keeps working between page loads.
 */
export const SIGNED_URL_GRID_SECONDS = 600;

/** The expiry (unix seconds) of a GET link valid for at least `seconds`, rounded up onto the grid. */
export function gridExpiry(nowMs: number, seconds: number): number {
  const exact = Math.floor(nowMs / 1000) + seconds;
  // A link asked to be already expired stays expired.
  if (seconds <= 0) return exact;
  return Math.ceil(exact / SIGNED_URL_GRID_SECONDS) * SIGNED_URL_GRID_SECONDS;
}
