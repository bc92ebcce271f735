// Packs material into a zip the way the download job does and prints its throughput beside the raw read
// speed of the same files:
//   npm run bench:zip-throughput -- [--mb 1024] [--files 4] [--kind video|picture|tiff]
// The files are written to a throw-away local storage first. Both figures read the same files right after
// one another, so both come from the same place (usually the page cache after the write); the gap between
// them is what zipping costs. A plain copy through storage (read, MD5, write) shows how much of that is
// the writing alone; the rest is CRC-32 and the zip's own streams (and deflating, for --kind tiff).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { createLocalStorage } from '../apps/api/src/adapters/storage/local-storage.ts';
import { writeZip, zipEntryNames } from '../apps/api/src/modules/downloads/zip-packing.ts';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '1024' },
    files: { type: 'string', default: '4' },
    kind: { type: 'string', default: 'video' },
  },
});
const MB = 1024 * 1024;
const fileCount = Number(values.files);
const fileBytes = Math.floor((Number(values.mb) * MB) / fileCount);
// Videos and JPEGs are stored as they are; a TIFF is deflated, which is the slow path.
const extension = values.kind === 'video' ? 'mp4' : values.kind === 'tiff' ? 'tif' : 'jpg';

function randomishStream(size: number): Readable {
  const pool = randomBytes(4 * MB);
  let sent = 0;
  return Readable.from(
    (function* () {
      while (sent < size) {
        const length = Math.min(MB, size - sent);
        const start = (sent * 7) % (pool.length - length);
        sent += length;
        yield pool.subarray(start, start + length);
      }
    })(),
  );
}

const folder = await mkdtemp(path.join(tmpdir(), 'portal-bench-zip-'));
try {
  const storage = await createLocalStorage({ root: folder, secret: 'bench-secret-not-for-use' });
  const keys: string[] = [];
  for (let index = 0; index < fileCount; index += 1) {
    const key = `cases/bench/file-${index}.${extension}`;
    await storage.write(key, randomishStream(fileBytes), 'application/octet-stream');
    keys.push(key);
  }
  const totalMb = (fileBytes * fileCount) / MB;

  let started = performance.now();
  for (const key of keys) {
    for await (const _chunk of await storage.read(key)) {
      // Reading is the whole point: every byte comes off the disk and is dropped.
    }
  }
  const readSeconds = (performance.now() - started) / 1000;

  // The same bytes written back through storage without zipping: the most a zip could reach here.
  started = performance.now();
  for (const key of keys)
    await storage.write(`copies/${key}`, await storage.read(key), 'application/octet-stream');
  const copySeconds = (performance.now() - started) / 1000;

  const names = zipEntryNames(keys.map(() => `material.${extension}`));
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 25);
  started = performance.now();
  const stored = await writeZip(
    storage,
    'downloads/bench/bench.zip',
    keys.map((storageKey, index) => ({ storageKey, name: names[index] ?? storageKey })),
  );
  const zipSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);

  const rate = (seconds: number) => `${(totalMb / seconds).toFixed(0)} MB/s`;
  console.log(
    `zip throughput bench: ${fileCount} x ${(fileBytes / MB).toFixed(0)} MB .${extension} (${totalMb} MB)`,
  );
  console.log(`  raw read of the files   ${readSeconds.toFixed(2)} s   ${rate(readSeconds)}`);
  console.log(`  plain copy in storage   ${copySeconds.toFixed(2)} s   ${rate(copySeconds)}`);
  console.log(`  zip into storage        ${zipSeconds.toFixed(2)} s   ${rate(zipSeconds)}`);
  console.log(`  zip size                ${(stored.size / MB).toFixed(1)} MB`);
  console.log(`  rss growth while zipping +${((peak - rssBefore) / MB).toFixed(0)} MB`);
} finally {
  await rm(folder, { recursive: true, force: true });
}
