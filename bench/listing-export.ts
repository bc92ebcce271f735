// Exports a case's listing set of large photos for one profile and reports the time, the hub's memory and the
// throughput beside sharp resizing the same files alone:
//   npm run bench:listing-export -- [--pictures 60] [--megapixels 24] [--profile finn]
// The hub runs in this process (bench/in-process-hub.ts; its job queue polling every 0.5 s, a hub every 2 s) and listens
// on a port; the bench calls it over HTTP as an office system would: PUT the set, POST the export, then asks for
// the case's downloads until the zip is ready. The reference: sharp alone resizing the same files with the
// profile's long edge and quality, one after another, timed before and after the hub; the hub's rate is
// printed as a share of the reference's mean.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ListingProfileRecord, ZipDownloadRecord } from '@portal/contracts';
import sharp from 'sharp';
import { materials } from '../apps/api/src/modules/materials/materials.table.ts';
import { grainyJpegFile } from '../apps/api/src/test/sample-files.ts';
import { startInProcessHub } from './in-process-hub.ts';

const { values } = parseArgs({
  options: {
    pictures: { type: 'string', default: '60' },
    megapixels: { type: 'string', default: '24' },
    profile: { type: 'string', default: 'finn' },
  },
});
const MB = 1024 * 1024;
const pictureCount = Number(values.pictures);
// 3:2, as a full-frame camera takes them: 24 MP is 6000 x 4000.
const height = Math.round(Math.sqrt((Number(values.megapixels) * 1_000_000) / 1.5));
const width = Math.round(height * 1.5);
/** A few different photos, copied to make the set: the bench is about resizing, not about generating. */
const DISTINCT = Math.min(4, pictureCount);

const hub = await startInProcessHub({ name: 'listing', cases: 4, jobsEverySeconds: 0.5 });
const { call, storage } = hub;

// The photos: smooth light with a little grain, so a JPEG of them is as large as a camera's.
const [branch] = await call<{ id: number }[]>('GET', '/api/Authentication/user/branches');
const found = await call<{ data: { id: string }[] }>('POST', '/api/Cases/Search', {
  take: 1,
  branchIds: [branch?.id],
});
const caseId = found.data[0]?.id as string;
const sourceKeys: string[] = [];
for (let index = 0; index < DISTINCT; index += 1) {
  const photo = await grainyJpegFile(width, height, {
    background: { r: 180 - index * 20, g: 170, b: 150 + index * 20 },
    sigma: 18,
    quality: 92,
  });
  const key = `cases/${caseId}/bench-source-${index}.jpg`;
  await storage.write(key, photo, 'image/jpeg');
  sourceKeys.push(key);
}
const rows: (typeof materials.$inferInsert & { id: string; storageKey: string; size: number })[] = [];
for (let index = 0; index < pictureCount; index += 1) {
  const id = randomUUID();
  const storageKey = `cases/${caseId}/bench-${String(index).padStart(3, '0')}.jpg`;
  await storage.copy(sourceKeys[index % DISTINCT] as string, storageKey);
  const stored = await storage.head(storageKey);
  rows.push({
    id,
    caseId,
    branchId: branch?.id as number,
    type: 'Picture',
    name: `photo-${index + 1}.jpg`,
    storageKey,
    contentType: 'image/jpeg',
    size: stored?.size ?? 0,
    width,
    height,
    sortOrder: 1000 + index,
  });
}
await hub.db.insert(materials).values(rows);
const ids = rows.map((row) => row.id);
await call('PUT', `/api/cases/${caseId}/listing`, { materialIds: ids, mainMaterialId: ids[0], captions: {} });
const profiles = await call<ListingProfileRecord[]>('GET', '/api/listing-profiles');
const profile = profiles.find((candidate) => candidate.id === values.profile);
if (!profile) throw new Error(`no profile "${values.profile}"`);
const sourceMb = rows.reduce((sum, row) => sum + row.size, 0) / MB;

/** sharp alone: every file of the set resized and encoded as the profile asks, one after another. */
async function reference(): Promise<number> {
  const started = performance.now();
  for (const row of rows) {
    await sharp(path.join(hub.storageRoot, row.storageKey))
      .rotate()
      .resize({ width: profile?.rules.maxLongEdge, height: profile?.rules.maxLongEdge, fit: 'inside' })
      .toColourspace('srgb')
      .jpeg({ quality: profile?.rules.jpegQuality })
      .toBuffer();
  }
  return (performance.now() - started) / 1000;
}

const referenceBefore = await reference();
global.gc?.();
const rssBefore = process.memoryUsage().rss;
let peakRss = rssBefore;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const started = performance.now();
const { downloadId } = await call<{ downloadId: string }>(
  'POST',
  `/api/cases/${caseId}/listing/exports/${profile.id}`,
  {},
);
let zip: ZipDownloadRecord | undefined;
while (zip?.status !== 'READY') {
  if (zip?.status === 'FAILED') throw new Error('the export failed');
  await new Promise((resolve) => setTimeout(resolve, 100));
  const recent = await call<ZipDownloadRecord[]>('GET', `/api/Assets/downloads?caseId=${caseId}`);
  zip = recent.find((row) => row.id === downloadId);
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
const referenceAfter = await reference();

const perSecond = (took: number) => pictureCount / took;
const referenceRate = (perSecond(referenceBefore) + perSecond(referenceAfter)) / 2;
console.log(
  `listing export bench: ${pictureCount} pictures of ${width} x ${height} (${(sourceMb / pictureCount).toFixed(1)} MB each), profile ${profile.id}, long edge ${profile.rules.maxLongEdge}`,
);
console.log(
  `hub: exported in ${seconds.toFixed(1)} s (${perSecond(seconds).toFixed(2)} pictures/s), zip ${((zip.size ?? 0) / MB).toFixed(1)} MB`,
);
console.log(
  `reference (sharp alone, same files): ${perSecond(referenceBefore).toFixed(2)} pictures/s before, ${perSecond(referenceAfter).toFixed(2)} after; the hub: ${((perSecond(seconds) / referenceRate) * 100).toFixed(0)} % of their mean`,
);
console.log(
  `hub process RSS: ${(rssBefore / MB).toFixed(0)} MB before, peak ${(peakRss / MB).toFixed(0)} MB during (+${((peakRss - rssBefore) / MB).toFixed(0)} MB)`,
);

await hub.close();
