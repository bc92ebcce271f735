import type { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  compressedSize: number;
  size: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record and the directory of a zip of a few hundred files fit in this. */
const TAIL_BYTES = 256 * 1024;

/** Reads a zip's central directory from the end of the file (the tail must hold the whole directory). */
export function readZipDirectory(tail: Buffer): ZipEntry[] {
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || tail.readUInt32LE(end) !== END_OF_DIRECTORY) throw new Error('no end of central directory');
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  let offset = end - directorySize;
  if (offset < 0) throw new Error('the central directory is not in the tail');
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (tail.readUInt32LE(offset) !== DIRECTORY_ENTRY) throw new Error('broken central directory');
    const nameLength = tail.readUInt16LE(offset + 28);
    const extraLength = tail.readUInt16LE(offset + 30);
    const commentLength = tail.readUInt16LE(offset + 32);
    entries.push({
      name: tail.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'),
      compressedSize: tail.readUInt32LE(offset + 20),
      size: tail.readUInt32LE(offset + 24),
    });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Streams a zip, keeping only its end, and answers its size and entries without holding the whole file. */
export async function readZipStream(body: Readable): Promise<{ size: number; entries: ZipEntry[] }> {
  const recent: Buffer[] = [];
  let kept = 0;
  let size = 0;
  for await (const chunk of body) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    recent.push(buffer);
    kept += buffer.length;
    while (recent[0] && kept - recent[0].length >= TAIL_BYTES) kept -= recent.shift()?.length ?? 0;
  }
  const tail = Buffer.concat(recent);
  return { size, entries: readZipDirectory(tail) };
}

/** The content of every entry of a small zip held whole, by name (stored or deflated, as the hub packs). */
export function readZipContents(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const contents = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(offset) !== DIRECTORY_ENTRY) throw new Error('broken central directory');
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localHeader = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const dataStart =
      localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    contents.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return contents;
}
