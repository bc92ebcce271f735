// The hub is killed (SIGKILL) while an archive job, a restore job and a preview job really run (seen in the
// database: an ARCHIVING and a RESTORING case with a quarter or more but not all files moved, a preview job
// active in pg-boss) and started again. Each job must finish once and leave its case consistent: every file a row names
// exists, none is both at its key and at its archive/ twin, no unfinished write is left, one "done" audit row
// per case, and every picture has a real preview and thumbnail that its row names.
import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import sharp from 'sharp';
import { ARCHIVE_JOB, RESTORE_JOB } from '../../apps/api/src/modules/archive/archive.service.ts';
import { ARCHIVE_PREFIX } from '../../apps/api/src/modules/archive/archive-files.ts';
import {
  MATERIAL_PREVIEWS_JOB,
  PREVIEW_MAX_SIDE,
  previewKeysOf,
  THUMBNAIL_MAX_SIDE,
} from '../../apps/api/src/modules/materials/material-previews.service.ts';
import { materials } from '../../apps/api/src/modules/materials/materials.table.ts';
import { type FaultContext, JOB_EXPIRE_SECONDS, sleep, waitUntil } from './fault-context.ts';
import { checkCaseFiles, checkStorageFolder, placeCaseMaterial, placePictures } from './jobs-killed-files.ts';

const PICTURE = { width: 8000, height: 6000 };
const JOB_NAMES = [ARCHIVE_JOB, RESTORE_JOB, MATERIAL_PREVIEWS_JOB];

export async function jobsKilled(context: FaultContext, options: { materials: number; pictures: number }) {
  const { database, check } = context;
  const db = database.db;
  const toArchive = await placeCaseMaterial(context, options.materials, 'ACTIVE');
  const toRestore = await placeCaseMaterial(context, options.materials, 'ARCHIVED');
  const pictures = await placePictures(context, options.pictures, PICTURE);

  const post = (url: string) =>
    fetch(`${context.baseUrl}${url}`, { method: 'POST', headers: { authorization: context.authorization } });
  const archived = await post(`/api/cases/${toArchive.id}/assets/archive`);
  const restored = await post(`/api/cases/${toRestore.id}/assets/archive/restore`);
  check(archived.status === 202, `archive answered ${archived.status}: ${await archived.text()}`);
  check(restored.status === 202, `restore answered ${restored.status}: ${await restored.text()}`);
  // Queued as the hub queues a delivered picture's previews (queueMaterialPreviews), with the bench's expiry.
  const boss = new PgBoss({ connectionString: context.server.url, schema: 'pgboss', supervise: false });
  await boss.start();
  for (const picture of pictures) {
    await boss.send(
      MATERIAL_PREVIEWS_JOB,
      { materialId: picture.id },
      { retryLimit: 2, retryDelay: 5, expireInSeconds: JOB_EXPIRE_SECONDS, singletonKey: picture.id },
    );
  }
  await boss.stop({ graceful: false, close: true });

  const movedOf = async (caseId: string) => {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(materials)
      .where(sql`${materials.caseId} = ${caseId} and ${materials.storageKey} like ${`${ARCHIVE_PREFIX}%`}`);
    return row?.count ?? 0;
  };
  const jobStates = async () => {
    const result = await database.sql(
      'select name, state, count(*)::int as count from pgboss.job where name = any($1) group by name, state',
      [JOB_NAMES],
    );
    return result.rows as { name: string; state: string; count: number }[];
  };
  const running = async () => {
    const archivedKeys = await movedOf(toArchive.id);
    const restoredKeys = options.materials - (await movedOf(toRestore.id));
    const previewActive = (await jobStates()).some(
      (row) => row.name === MATERIAL_PREVIEWS_JOB && row.state === 'active',
    );
    return { archivedKeys, restoredKeys, previewActive };
  };
  // Killed once a quarter of each case has moved, so that both repeated jobs meet a case well under way.
  const allRunning = (state: Awaited<ReturnType<typeof running>>) =>
    state.previewActive &&
    [state.archivedKeys, state.restoredKeys].every(
      (moved) => moved >= options.materials / 4 && moved < options.materials,
    );

  const queuedAt = performance.now();
  let state = await running();
  while (!allRunning(state) && performance.now() - queuedAt < 120_000) {
    await sleep(50);
    state = await running();
  }
  check(
    allRunning(state),
    `the three jobs were never seen running together (last: ${JSON.stringify(state)})`,
  );
  const killedAt = performance.now();
  await context.killAndRestartHub();
  console.log(`
hub killed ${((killedAt - queuedAt) / 1000).toFixed(1)} s after queueing an archive and a restore of ${options.materials} materials (3 files each) and previews of ${options.pictures} ${PICTURE.width}x${PICTURE.height} pictures
  at the kill            ${state.archivedKeys} of ${options.materials} originals archived, ${state.restoredKeys} of ${options.materials} restored, a preview job active: ${state.previewActive}`);

  const finishedAt = async () => {
    const states = await jobStates();
    return states.length > 0 && states.every((row) => row.state === 'completed');
  };
  const recoverySeconds = await waitUntil(context, finishedAt, 600, killedAt);
  check(
    recoverySeconds !== null,
    `jobs still unfinished 600 s after the kill: ${JSON.stringify(await jobStates())}`,
  );

  const audits = async (action: string, caseId: string) => {
    const result = await database.sql(
      'select count(*)::int as count from audit_log where action = $1 and target_id = $2',
      [action, caseId],
    );
    return (result.rows[0] as { count: number }).count;
  };
  const archiveDone = await audits('materials.archive.done', toArchive.id);
  const restoreDone = await audits('materials.restore.done', toRestore.id);
  check(archiveDone === 1, `${archiveDone} materials.archive.done audit rows for the archived case`);
  check(restoreDone === 1, `${restoreDone} materials.restore.done audit rows for the restored case`);
  const failed =
    (await audits('materials.archive.failed', toArchive.id)) +
    (await audits('materials.restore.failed', toRestore.id));
  check(failed === 0, `${failed} materials.*.failed audit rows`);

  const archiveFiles = await checkCaseFiles(context, toArchive.id, 'ARCHIVED', options.materials);
  const restoreFiles = await checkCaseFiles(context, toRestore.id, 'ACTIVE', options.materials);
  const storage = await checkStorageFolder(context);

  let previewsMade = 0;
  for (const picture of pictures) {
    const [row] = await db.select().from(materials).where(eq(materials.id, picture.id));
    const keys = previewKeysOf(picture.caseId, picture.id);
    const named = row?.previewKey === keys.previewKey && row?.thumbnailKey === keys.thumbnailKey;
    check(named, `picture ${picture.id}: row names ${row?.previewKey} and ${row?.thumbnailKey}`);
    const scale = (side: number) => ({
      width: side,
      height: Math.round((side * PICTURE.height) / PICTURE.width),
    });
    const preview = await jpegSize(context, keys.previewKey);
    const thumbnail = await jpegSize(context, keys.thumbnailKey);
    const good =
      JSON.stringify(preview) === JSON.stringify(scale(PREVIEW_MAX_SIDE)) &&
      JSON.stringify(thumbnail) === JSON.stringify(scale(THUMBNAIL_MAX_SIDE));
    check(
      good,
      `picture ${picture.id}: preview ${JSON.stringify(preview)}, thumbnail ${JSON.stringify(thumbnail)}`,
    );
    if (named && good) previewsMade += 1;
  }

  console.log(`  jobs finished          ${recoverySeconds?.toFixed(0) ?? 'not within 600'} s after the kill (job expiry ${JOB_EXPIRE_SECONDS} s + pg-boss's check every 120 s)
  job rows               ${(await jobStates()).map((row) => `${row.name} ${row.state} ${row.count}`).join(', ')}
  archived case          ${archiveFiles.state}, ${archiveFiles.existing} of ${archiveFiles.named} named files exist, ${archiveFiles.twins} in both places, ${archiveDone} done audit row
  restored case          ${restoreFiles.state}, ${restoreFiles.existing} of ${restoreFiles.named} named files exist, ${restoreFiles.twins} in both places, ${restoreDone} done audit row
  pictures               ${previewsMade} of ${pictures.length} with a ${PREVIEW_MAX_SIDE} px preview and a ${THUMBNAIL_MAX_SIDE} px thumbnail named by their row
  storage                ${storage.files} files, ${storage.partials} unfinished writes, ${storage.halves} files without their .meta.json or the reverse`);
}

/** The size of the JPEG at `key`, or null when it is missing or not a JPEG. */
async function jpegSize(context: FaultContext, key: string) {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await context.storage.read(key)) chunks.push(chunk as Buffer);
    const { format, width, height } = await sharp(Buffer.concat(chunks)).metadata();
    return format === 'jpeg' ? { width, height } : null;
  } catch {
    return null;
  }
}
