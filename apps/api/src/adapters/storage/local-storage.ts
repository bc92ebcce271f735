import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  opendir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CSRF_HEADER } from '@portal/contracts';
import { createLinkSigner } from './link-signer.ts';
import { md5Beside } from './md5-beside.ts';
import {
  assertSafeKey,
  gridExpiry,
  type IfMatch,
  type ListedObject,
  type Storage,
  type StoredObject,
  StoredObjectChanged,
} from './storage.ts';
import { withFaultsOf, withStorageFaults } from './storage-faults.ts';

export type SignedMethod = 'GET' | 'PUT';

export interface LocalStorage extends Storage {
  kind: 'local';
  /** True when the signature of a local storage URL holds and has not expired. */
  verify(method: SignedMethod, key: string, expires: number, signature: string, now?: Date): boolean;
  /**
   * Writes `key` only when nothing is stored there (what an upload link's PUT does); null, and nothing
   * written, when a file is already there or another write claimed the key first.
   */
  writeOnce(key: string, body: Readable | Buffer, contentType: string): Promise<StoredObject | null>;
}

/** Files beside the stored ones that are not files of their own: the metadata and unfinished writes. */
const isBookkeeping = (name: string) => name.endsWith('.meta.json') || name.includes('.partial-');

/**
 * An unfinished write of a file that nothing has added to for this long was left by a writer that died (a
 * killed hub process cannot remove its own); a live writer adds to its file as its bytes arrive.
 */
const STALE_PARTIAL_MS = 30_000;

/** Removes the stale unfinished writes of `file`, once a write of the same key has succeeded. */
async function removeStalePartials(file: string): Promise<void> {
  const prefix = `${path.basename(file)}.partial-`;
  const folder = path.dirname(file);
  for (const name of await readdir(folder)) {
    if (!name.startsWith(prefix)) continue;
    const info = await stat(path.join(folder, name)).catch(() => null);
    if (info && info.mtimeMs < Date.now() - STALE_PARTIAL_MS)
      await rm(path.join(folder, name), { force: true });
  }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Disk writes of a megabyte: a large upload reaches the disk in few calls. */
const WRITE_CHUNK_BYTES = 1024 * 1024;

/** A write of a key that was already written (see `writeBeside`'s `once`). */
class KeyTaken extends Error {}

/**
 * Fills a file beside `file` (`fill` answers its metadata) and renames it into place, the metadata first
 * and the file last: a broken upload or a disk that fills up midway never leaves half a file, or a file
 * without its metadata, under the key. Answers the metadata.
 *
 * With `once`, the metadata is linked into place instead, which fails when it is there already: of two
 * writes of one key only the first places its file, and a file once placed is never replaced.
 */
async function writeBeside(
  file: string,
  fill: (partial: string) => Promise<StoredObject>,
  options: { once?: boolean } = {},
): Promise<StoredObject> {
  // Random too: two writes of one key in the same millisecond must never share (and mix) one partial file.
  const partial = `${file}.partial-${process.pid}-${Date.now()}-${randomBytes(4).toString('hex')}`;
  let claimed = false;
  try {
    const meta = await fill(partial);
    await writeFile(`${partial}.meta.json`, JSON.stringify(meta));
    if (options.once) {
      await link(`${partial}.meta.json`, `${file}.meta.json`).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? new KeyTaken() : error;
      });
      claimed = true;
      await rm(`${partial}.meta.json`);
    } else {
      await rename(`${partial}.meta.json`, `${file}.meta.json`);
    }
    await rename(partial, file);
    return meta;
  } catch (error) {
    await Promise.all([
      rm(partial, { force: true }),
      rm(`${partial}.meta.json`, { force: true }),
      claimed ? rm(`${file}.meta.json`, { force: true }) : undefined,
    ]);
    throw error;
  }
}

/** Walks `directory` depth first, one directory handle at a time, yielding each stored file under `root`. */
async function* walk(root: string, directory: string): AsyncGenerator<ListedObject> {
  let entries: Awaited<ReturnType<typeof opendir>>;
  try {
    entries = await opendir(directory);
  } catch {
    return;
  }
  for await (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(root, full);
    else if (entry.isFile() && !isBookkeeping(entry.name)) {
      const info = await stat(full).catch(() => null);
      if (!info) continue;
      const key = path.relative(root, full).split(path.sep).join('/');
      yield { key, size: info.size, lastModified: info.mtime };
    }
  }
}

/** The path the hub serves local storage under; see the storage routes. */
export const LOCAL_STORAGE_PATH = '/api/storage/';

/**
 * Files under `root`, each with a `.meta.json` beside it (size, etag, content type). URLs are signed with
 * an HMAC of method, key and expiry, so a link opens exactly one file, for one method, for a while.
 */
export async function createLocalStorage(options: { root: string; secret: string }): Promise<LocalStorage> {
  const { root, secret } = options;
  await mkdir(root, { recursive: true });
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const metaOf = (key: string) => `${fileOf(key)}.meta.json`;
  const signer = createLinkSigner(secret);
  const sign = (method: SignedMethod, key: string, expires: number) =>
    signer.sign(`${method}\n${key}`, expires);
  const signedUrl = (
    method: SignedMethod,
    key: string,
    seconds: number,
    extra: Record<string, string> = {},
  ) => {
    // A GET link lands on the grid so repeated page loads reuse cached files; an upload link needs no cache.
    const expires =
      method === 'GET' ? gridExpiry(Date.now(), seconds) : Math.floor(Date.now() / 1000) + seconds;
    const query = new URLSearchParams({
      expires: String(expires),
      signature: sign(method, key, expires),
      ...extra,
    });
    return `${LOCAL_STORAGE_PATH}${key}?${query}`;
  };

  const head = async (key: string): Promise<StoredObject | null> => {
    try {
      return JSON.parse(await readFile(metaOf(key), 'utf8')) as StoredObject;
    } catch {
      return null;
    }
  };

  /**
   * Refuses a file that no longer carries the ETag of the condition. A key's file is replaced only by the
   * hub itself (an upload link writes once), so the check ahead of the read or move holds for it.
   */
  const assertUnchanged = async (key: string, condition: IfMatch | undefined) => {
    if (!condition?.ifMatch) return;
    if ((await head(key))?.etag !== condition.ifMatch) throw new StoredObjectChanged(key);
  };

  /** Streams `body` into `key`, measuring its size and MD5; with `once`, only into a key never written. */
  const store = async (key: string, body: Readable | Buffer, contentType: string, once: boolean) => {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const measure = md5Beside();
    const stored = await writeBeside(
      file,
      async (partial) => {
        await pipeline(
          Buffer.isBuffer(body) ? Readable.from([body]) : body,
          measure.stream,
          createWriteStream(partial, { highWaterMark: WRITE_CHUNK_BYTES }),
        );
        return { size: measure.size(), etag: `"${await measure.digest()}"`, contentType };
      },
      { once },
    );
    await removeStalePartials(file);
    return stored;
  };

  return withStorageFaults<LocalStorage>({
    kind: 'local',
    describe: () => ({ endpoint: LOCAL_STORAGE_PATH, bucket: 'local', region: 'local' }),
    // The URL is an unsafe call to the hub itself, which a browser makes with the session cookie, so it
    // carries the portal's CSRF header like every other portal call.
    presignPut: async (key, { contentType, expiresInSeconds }) => ({
      url: signedUrl('PUT', key, expiresInSeconds),
      headers: { 'content-type': contentType, 'x-amz-acl': 'public-read', [CSRF_HEADER]: '1' },
    }),
    presignGet: async (key, { expiresInSeconds, downloadName }) =>
      signedUrl('GET', key, expiresInSeconds, downloadName ? { name: downloadName } : {}),
    verify(method, key, expires, signature, now = new Date()) {
      try {
        assertSafeKey(key);
      } catch {
        return false;
      }
      return signer.verify(`${method}\n${key}`, expires, signature, now);
    },
    head,
    read: async (key, range, condition) => {
      await assertUnchanged(key, condition);
      await stat(fileOf(key));
      return createReadStream(fileOf(key), range);
    },
    async *list(prefix) {
      // Keys are paths, so only the folder the prefix names (and what is below it) needs walking.
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      if (folder) assertSafeKey(folder.slice(0, -1));
      for await (const found of walk(root, path.join(root, folder))) {
        if (found.key.startsWith(prefix)) yield found;
      }
    },
    write: (key, body, contentType) => store(key, body, contentType, false),
    writeOnce: withFaultsOf('local', async (key: string, body: Readable | Buffer, contentType: string) => {
      // Checked before the body is read too, so a used link is refused without taking the file in first.
      if ((await exists(fileOf(key))) || (await exists(metaOf(key)))) return null;
      try {
        return await store(key, body, contentType, true);
      } catch (error) {
        if (error instanceof KeyTaken) return null;
        throw error;
      }
    }),
    async copy(from, to) {
      await mkdir(path.dirname(fileOf(to)), { recursive: true });
      await writeBeside(fileOf(to), async (partial) => {
        await copyFile(fileOf(from), partial);
        return JSON.parse(await readFile(metaOf(from), 'utf8')) as StoredObject;
      });
    },
    async move(from, to, condition) {
      await assertUnchanged(from, condition);
      await mkdir(path.dirname(fileOf(to)), { recursive: true });
      try {
        await rename(fileOf(from), fileOf(to));
      } catch (error) {
        // A move is two renames. A process killed between them left the file moved and its .meta.json
        // behind, which reads as no file at either key; the repeated move finishes it instead of failing.
        const halfMoved = (await exists(fileOf(to))) && (await exists(metaOf(from)));
        if (!halfMoved) throw error;
      }
      await rename(metaOf(from), metaOf(to));
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
      await rm(metaOf(key), { force: true });
    },
  });
}
