// Packs 1 GB of material through the real call and job while watching the hub's memory: the zip streams
// from storage to storage, so the process must not grow with the size of the data.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, signIn } from '../../test/factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { materialBatches, materials } from '../materials/materials.table.ts';
import { zipDownloads } from './downloads.table.ts';
import { readZipStream } from './downloads.test-fixtures.ts';

const MB = 1024 * 1024;
const FILES = 4;
const FILE_BYTES = 256 * MB;
/** Well under the 1 GB packed: buffers of a few files' worth would already break it. */
const MAX_GROWTH_BYTES = 150 * MB;

/** `size` bytes of incompressible data, made chunk by chunk from a small random pool. */
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

describe('zip packing memory', async () => {
  const { app, db, deps } = await createTestApp();
  const { officeA, agentA } = await buildOffices(db);
  const cookie = await signIn(app, agentA.email);
  const found = await buildCase(db, { branchId: officeA.id });

  it('packs 1 GB of material while the hub grows by less than 150 MB', { timeout: 120_000 }, async () => {
    const [batch] = await db.insert(materialBatches).values({ caseId: found.id }).returning();
    const ids: string[] = [];
    for (let index = 1; index <= FILES; index += 1) {
      const storageKey = `cases/${found.id}/film-${index}.mp4`;
      const stored = await deps.storage.write(storageKey, randomishStream(FILE_BYTES), 'video/mp4');
      const [row] = await db
        .insert(materials)
        .values({
          caseId: found.id,
          branchId: officeA.id,
          batchId: batch?.id,
          type: 'Video',
          name: 'walkthrough.mp4',
          storageKey,
          contentType: 'video/mp4',
          size: stored.size,
        })
        .returning();
      if (row) ids.push(row.id);
    }

    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 25);
    const started = Date.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/Assets/download-link/ewarp-materials/email',
      headers: portalHeaders(cookie),
      payload: { caseId: found.id, materialIds: ids },
    });
    expect(response.statusCode).toBe(200);
    const { downloadId } = response.json();
    const statusOf = async () =>
      (await db.select().from(zipDownloads).where(eq(zipDownloads.id, downloadId)))[0]?.status;
    try {
      await expect.poll(statusOf, { timeout: 90_000, interval: 250 }).toBe('READY');
    } finally {
      clearInterval(sampler);
    }
    const seconds = (Date.now() - started) / 1000;
    const growth = peak - baseline;
    console.info(
      `zipped ${(FILES * FILE_BYTES) / MB} MB in ${seconds.toFixed(1)} s; rss ${Math.round(baseline / MB)} MB -> peak ${Math.round(peak / MB)} MB (+${Math.round(growth / MB)} MB)`,
    );
    expect(growth).toBeLessThan(MAX_GROWTH_BYTES);

    const { size, entries } = await readZipStream(
      await deps.storage.read(`downloads/${found.id}/${downloadId}.zip`),
    );
    expect(entries.map((entry) => entry.name)).toEqual([
      'walkthrough.mp4',
      'walkthrough (2).mp4',
      'walkthrough (3).mp4',
      'walkthrough (4).mp4',
    ]);
    expect(entries.every((entry) => entry.size === FILE_BYTES && entry.compressedSize === FILE_BYTES)).toBe(
      true,
    );
    expect(size).toBeGreaterThan(FILES * FILE_BYTES);
  });
});
