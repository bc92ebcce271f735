// The hub is killed (SIGKILL) while it packs a zip download and started again: the job must finish once (one
// READY download, one zip with every file, one mail, no partial file).
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { zipDownloads } from '../../apps/api/src/modules/downloads/downloads.table.ts';
import { readZipStream } from '../../apps/api/src/modules/downloads/downloads.test-fixtures.ts';
import { materials } from '../../apps/api/src/modules/materials/materials.table.ts';
import { buildCase } from '../../apps/api/src/test/factories.ts';
import { type FaultContext, JOB_EXPIRE_SECONDS, sleep, storedFiles, waitUntil } from './fault-context.ts';

export async function zipKilled(context: FaultContext, zipMb: number) {
  const { database, storage, authorization, check } = context;
  const { officeA } = context.offices;
  const zipCase = await buildCase(database.db, { branchId: officeA.id });
  const fileCount = 8;
  const fileBytes = Math.floor((zipMb * 1024 * 1024) / fileCount);
  const materialIds: string[] = [];
  for (let index = 0; index < fileCount; index++) {
    const id = randomUUID();
    const storageKey = `cases/${zipCase.id}/${id}.mp4`;
    const stored = await storage.write(storageKey, randomBytes(fileBytes), 'video/mp4');
    await database.db.insert(materials).values({
      id,
      caseId: zipCase.id,
      branchId: officeA.id,
      type: 'Video',
      name: `walkthrough-${index + 1}.mp4`,
      storageKey,
      contentType: 'video/mp4',
      size: stored.size,
      sortOrder: index,
    });
    materialIds.push(id);
  }
  const ordered = await fetch(`${context.baseUrl}/api/Assets/download-link/ewarp-materials/email`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ caseId: zipCase.id, materialIds }),
  });
  const { downloadId } = (await ordered.json()) as { downloadId: string };
  const statusOf = async () =>
    (await database.db.select().from(zipDownloads).where(eq(zipDownloads.id, downloadId)))[0];
  while ((await statusOf())?.status !== 'PACKING') await sleep(50);
  await sleep(300);
  const killedAt = performance.now();
  await context.killAndRestartHub();
  console.log(
    `\nhub killed while packing a ${zipMb} MB zip of ${fileCount} files (status then: ${(await statusOf())?.status})`,
  );
  const finished = (status: string | undefined) => status === 'READY' || status === 'FAILED';
  const recoverySeconds = await waitUntil(
    context,
    async () => finished((await statusOf())?.status),
    300,
    killedAt,
  );
  const row = await statusOf();
  check(row?.status === 'READY', `the zip download ended ${row?.status} after the restart`);
  const stored = await storedFiles(context);
  const zips = stored.filter((name) => name.endsWith('.zip'));
  const partials = stored.filter((name) => name.includes('.partial-'));
  check(zips.length === 1, `zip files in storage: ${zips.join(', ') || 'none'}`);
  check(partials.length === 0, `partial files left: ${partials.join(', ')}`);
  let entries = 0;
  if (row?.storageKey && zips.length === 1) {
    const zip = await readZipStream(await storage.read(row.storageKey));
    entries = zip.entries.length;
    check(entries === fileCount, `the zip holds ${entries} of ${fileCount} files`);
    check(
      zip.entries.every((entry) => entry.size === fileBytes),
      'a file in the zip has the wrong size',
    );
  }
  // One link for the zip, checked with the other scenarios' mails at the end: a job run twice would mail twice.
  context.expectMails(1);
  console.log(`  status after restart   ${row?.status} after ${recoverySeconds?.toFixed(0) ?? 'more than 300'} s (job expiry ${JOB_EXPIRE_SECONDS} s + pg-boss's check every 120 s)
  zip files / partials   ${zips.length} / ${partials.length}, ${entries} of ${fileCount} files inside`);
}
