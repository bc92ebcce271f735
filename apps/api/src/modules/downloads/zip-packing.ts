import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type archiverFactory from 'archiver';
import { type PictureRendition, renderPicture } from '../../adapters/images/picture-rendition.ts';
import { loadOnFirstUse } from '../../adapters/load-on-first-use.ts';
import type { Storage, StoredObject } from '../../adapters/storage/storage.ts';

const archiver = loadOnFirstUse<typeof archiverFactory>('archiver');

/**
 * An entry of the zip: a stored file, streamed in (or rendered first, one picture at a time, when it has a
 * rendition), or a small text the hub wrote (the list of links, a manifest).
 */
export type ZipSource = { name: string } & (
  | { storageKey: string; rendition?: PictureRendition | null }
  | { content: Buffer }
);

async function bodyOf(storage: Storage, source: ZipSource): Promise<Readable | Buffer> {
  if ('content' in source) return source.content;
  const stored = await storage.read(source.storageKey);
  return source.rendition ? renderPicture(stored, source.rendition) : stored;
}

/** Already compressed formats are stored as they are: deflating them costs time and saves nothing. */
const STORED_EXTENSIONS = new Set([
  'jpg',
  'jpeg',
  'png',
  'heic',
  'webp',
  'gif',
  'mp4',
  'mov',
  'webm',
  'wmv',
  'avi',
  'mpeg',
  'zip',
  'pdf',
]);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** A file name without folders or control characters, so an entry cannot land outside the unzip folder. */
function plainName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed here
  const cleaned = name.replace(/[\\/\u0000-\u001f]/g, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

/**
 * The names of the files inside the zip: the original names, with a repeated name numbered the way a
 * desktop does ("photo.jpg", "photo (2).jpg"), compared without case because Windows and macOS unzip that
 * way. No entry ever replaces another.
 */
export function zipEntryNames(names: string[]): string[] {
  const taken = new Set<string>();
  return names.map((original) => {
    const name = plainName(original);
    const dot = name.lastIndexOf('.');
    const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let number = 2; taken.has(candidate.toLowerCase()); number += 1) {
      candidate = `${base} (${number})${extension}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/**
 * Streams the files from storage into a zip that streams into storage under `key`: one file is read at a
 * time and the zip is never held in memory, whatever its size (a written text entry is held, being small). A failure leaves nothing under `key`.
 */
export async function writeZip(storage: Storage, key: string, sources: ZipSource[]): Promise<StoredObject> {
  const archive = archiver()('zip', { zlib: { level: 6 } });
  const failed = new Promise<never>((_resolve, reject) => {
    archive.on('error', reject);
    // A warning is a file archiver could not read; a zip without it would be silently incomplete.
    archive.on('warning', reject);
  });
  failed.catch(() => undefined);
  const written = storage.write(key, archive, 'application/zip');
  written.catch(() => undefined);
  // A write that fails (a full disk, S3 refusing a part) stops reading the zip: the packing must stop with
  // it instead of waiting for ever on an entry nobody takes.
  const stopped = Promise.race([failed, written.then(() => new Promise<never>(() => undefined))]);
  stopped.catch(() => undefined);
  try {
    for (const source of sources) {
      const body = await bodyOf(storage, source);
      const added = once(archive, 'entry');
      archive.append(body, { name: source.name, store: STORED_EXTENSIONS.has(extensionOf(source.name)) });
      await Promise.race([added, stopped]);
    }
    await Promise.race([archive.finalize(), stopped]);
    return await Promise.race([written, failed]);
  } catch (error) {
    archive.destroy(error as Error);
    await written.catch(() => undefined);
    await storage.remove(key).catch(() => undefined);
    throw error;
  }
}
