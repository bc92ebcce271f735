import {
  ErrorKey,
  FALLBACK_LOCALE,
  RECENT_DOWNLOADS,
  timeZoneOfCountry,
  ZIP_LINK_DAYS,
  type ZipDownloadBody,
  type ZipDownloadRecord,
  type ZipDownloadResponse,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import type { BranchLanguage } from '../../adapters/mail/recipient-language.ts';
import { mailLocaleOf } from '../../adapters/mail/render-mail.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { downloadFileName } from '../../lib/file-names.ts';
import { createRandomToken, hashToken } from '../auth/secrets.ts';
import { findCaseWithBranch, findVisibleCase } from '../cases/case-access.service.ts';
import { assertNoneExpired, isExpiredOn, todayIn } from '../materials/material-rights.service.ts';
import { findMaterialsByIds } from '../materials/materials.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { findMailRecipient } from '../users/users.service.ts';
import { zipFailedMail, zipReadyMail } from './downloads.mails.ts';
import * as repo from './downloads.repo.ts';
import type { ZipPlanEntry } from './downloads.table.ts';

export type { ZipPlanEntry } from './downloads.table.ts';

import { hasLinks, linksListOf } from './zip-links.ts';
import { writeZip, type ZipSource, zipEntryNames } from './zip-packing.ts';

export const ZIP_DOWNLOAD_JOB = 'zip-download';
export const EXPIRED_ZIPS_JOB = 'expired-zips';
/** Every night: zips are big, and nobody can fetch one once its link has expired. */
export const EXPIRED_ZIPS_CRON = '15 3 * * *';
const EXPIRED_ZIPS_PER_ROUND = 500;
/** The mailed link redirects to a storage URL that lives only long enough to start the download. */
const STORAGE_URL_SECONDS = 5 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ZipDownloadJobData {
  downloadId: string;
}

const toRecord = (row: repo.DownloadRow): ZipDownloadRecord => ({
  id: row.id,
  caseId: row.caseId,
  email: row.email,
  status: row.status,
  fileName: row.fileName,
  materialCount: row.materialIds.length,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  listingProfileId: row.listingProfileId,
});

export const zipFileName = (address: string) => downloadFileName(address, 'zip');

/** POST /api/Assets/download-link/ewarp-materials/email: answers at once; the zip is packed by a job. */
export async function requestZipDownload(
  deps: AppDeps,
  actor: Actor,
  body: ZipDownloadBody,
): Promise<ZipDownloadResponse> {
  const { case: found, branch } = await findVisibleCase(deps, actor, body.caseId);
  if (found.materialsState !== 'ACTIVE') throw new AppError(ErrorKey.materialsArchived, 409);
  const materialIds = [...new Set(body.materialIds)];
  const stored = await findMaterialsByIds(deps.db, found.id, materialIds);
  // Material of another case is refused like an unknown one. Files are packed and links listed; a text
  // material has neither.
  if (stored.length < materialIds.length) throw new AppError(ErrorKey.notFound, 404);
  assertNoneExpired(stored, todayIn(branch.countryCode, nowOf(deps)));
  const packed = stored.filter((material) => material.storageKey || hasLinks(material));
  if (packed.length === 0) {
    throw new AppError(ErrorKey.nothingChosen, 400, { materialIds: ErrorKey.nothingChosen });
  }
  const user = await findMailRecipient(deps.db, actor.userId, branch);
  const row = await repo.insertDownload(deps.db, {
    caseId: found.id,
    branchId: found.branchId,
    userId: actor.userId,
    email: body.email ?? user?.email ?? '',
    locale: user?.locale ?? FALLBACK_LOCALE,
    materialIds: packed.map((material) => material.id),
    fileName: zipFileName(found.addressFull),
    // The real token is made when the zip is ready; until then the row holds the hash of one nobody has.
    tokenHash: hashToken(createRandomToken()),
  });
  await deps.jobs.send(ZIP_DOWNLOAD_JOB, { downloadId: row.id } satisfies ZipDownloadJobData);
  return { success: true, downloadId: row.id };
}

/** A zip whose entries its caller planned (a listing export), for the case the caller already checked. */
export interface PlannedZip {
  caseId: string;
  branch: BranchLanguage & { id: number };
  /** Without ".zip". */
  title: string;
  email?: string;
  listingProfileId: string;
  materialIds: string[];
  entries: ZipPlanEntry[];
}

/**
 * Writes the download of a planned zip inside the caller's transaction, so the caller's audit entry and
 * the download stand or fall together; `startZipPacking` queues its packing once the transaction is done.
 * It then packs, mails, lists, expires and retries as every zip does.
 */
export async function insertPlannedZip(
  db: Db,
  actor: Actor,
  zip: PlannedZip,
): Promise<{ downloadId: string }> {
  const user = await findMailRecipient(db, actor.userId, zip.branch);
  const row = await repo.insertDownload(db, {
    caseId: zip.caseId,
    branchId: zip.branch.id,
    userId: actor.userId,
    email: zip.email ?? user?.email ?? '',
    locale: user?.locale ?? FALLBACK_LOCALE,
    materialIds: zip.materialIds,
    listingProfileId: zip.listingProfileId,
    plan: zip.entries,
    fileName: zipFileName(zip.title),
    tokenHash: hashToken(createRandomToken()),
  });
  return { downloadId: row.id };
}

export async function startZipPacking(deps: AppDeps, downloadId: string): Promise<void> {
  await deps.jobs.send(ZIP_DOWNLOAD_JOB, { downloadId } satisfies ZipDownloadJobData);
}

/** GET /api/Assets/downloads?caseId=: the user's recent downloads of the case. */
export async function listRecentDownloads(deps: AppDeps, actor: Actor, caseId: string) {
  const { case: found } = await findVisibleCase(deps, actor, caseId);
  const rows = await repo.findRecentDownloads(deps.db, found.id, actor.userId, RECENT_DOWNLOADS);
  return rows.map(toRecord);
}

/** POST /api/Assets/downloads/:id/retry: packs a failed download again; any other does not change. */
export async function retryDownload(deps: AppDeps, actor: Actor, downloadId: string) {
  const row = await repo.findDownload(deps.db, downloadId);
  // Someone else's download reads as unknown, like a case of another department.
  if (!row || row.userId !== actor.userId) throw new AppError(ErrorKey.notFound, 404);
  const { case: found } = await findVisibleCase(deps, actor, row.caseId);
  if (row.status !== 'FAILED') return toRecord(row);
  if (found.materialsState !== 'ACTIVE') throw new AppError(ErrorKey.materialsArchived, 409);
  const updated = await repo.updateDownload(deps.db, row.id, {
    status: 'PENDING',
    error: null,
    finishedAt: null,
  });
  await deps.jobs.send(ZIP_DOWNLOAD_JOB, { downloadId: row.id } satisfies ZipDownloadJobData);
  return toRecord(updated ?? row);
}

/** Where the mailed link leads: a short storage URL while the link is valid; downloadLinkExpired after. */
export async function resolveDownloadLink(deps: AppDeps, token: string): Promise<string> {
  const row = await repo.findDownloadByTokenHash(deps.db, hashToken(token));
  const valid = row?.status === 'READY' && row.storageKey && row.expiresAt && row.expiresAt > nowOf(deps);
  if (!row?.storageKey || !valid) throw new AppError(ErrorKey.downloadLinkExpired, 410);
  return deps.storage.presignGet(row.storageKey, {
    expiresInSeconds: STORAGE_URL_SECONDS,
    downloadName: row.fileName,
  });
}

/**
 * The chosen material as delivered: its files, and its links listed in a text file. Material whose rights
 * expired after the zip was asked for is left out: packing it would still use it.
 */
async function sourcesOfMaterial(
  deps: AppDeps,
  row: repo.DownloadRow,
  found: { address: string; countryCode: string },
): Promise<ZipSource[]> {
  const today = todayIn(found.countryCode, nowOf(deps));
  const chosen = (await findMaterialsByIds(deps.db, row.caseId, row.materialIds)).filter(
    (material) => !isExpiredOn(material, today),
  );
  const { address } = found;
  const files: ZipSource[] = chosen.flatMap((material) =>
    material.storageKey ? [{ name: material.name, storageKey: material.storageKey }] : [],
  );
  const links = linksListOf(row.locale, address, chosen);
  return links ? [...files, { name: links.fileName, content: links.content }] : files;
}

const sourcesOfPlan = (plan: ZipPlanEntry[]): ZipSource[] =>
  plan.map((entry) =>
    'text' in entry ? { name: entry.name, content: Buffer.from(entry.text, 'utf8') } : entry,
  );

/**
 * The job: packs the chosen material into `downloads/{caseId}/{id}.zip`, then mails the link, or on failure
 * marks the download FAILED and mails "Zip packing error". It does not throw for a packing failure, so the
 * queue does not pack (and mail) again: trying again is the user's choice.
 */
export async function packZipDownload(deps: AppDeps, data: ZipDownloadJobData): Promise<void> {
  const row = await repo.findDownload(deps.db, data.downloadId);
  // PACKING too: the hub stopped in the middle, and the queue hands the job out again.
  if (!row || (row.status !== 'PENDING' && row.status !== 'PACKING')) return;
  await repo.updateDownload(deps.db, row.id, { status: 'PACKING' });
  const found = await findCaseWithBranch(deps, row.caseId);
  const address = found?.case.addressFull ?? row.fileName;
  const key = `downloads/${row.caseId}/${row.id}.zip`;
  try {
    const sources = row.plan
      ? sourcesOfPlan(row.plan)
      : await sourcesOfMaterial(deps, row, { address, countryCode: found?.branch.countryCode ?? '' });
    if (sources.length === 0) throw new Error('none of the chosen material is left');
    const names = zipEntryNames(sources.map((source) => source.name));
    const stored = await writeZip(
      deps.storage,
      key,
      sources.map((source, index) => ({ ...source, name: names[index] ?? source.name })),
    );
    const token = createRandomToken();
    const finishedAt = nowOf(deps);
    const expiresAt = new Date(finishedAt.getTime() + ZIP_LINK_DAYS * DAY_MS);
    await deps.db.transaction(async (tx) => {
      await repo.updateDownload(tx, row.id, {
        status: 'READY',
        storageKey: key,
        size: stored.size,
        tokenHash: hashToken(token),
        expiresAt,
        finishedAt,
      });
      // The job made it, so the person who ordered the zip is told; the link is in their mail.
      await notifyUsers(
        tx,
        [row.userId],
        { kind: 'zip_ready', caseId: row.caseId, params: { address }, link: `/cases/${row.caseId}` },
        { actingUserId: null, at: finishedAt },
      );
    });
    // In the language it was asked in, the expiry in the zone of whoever asked (else where the property is).
    const asker = row.userId ? await findMailRecipient(deps.db, row.userId, found?.branch) : undefined;
    const timeZone = asker?.timeZone ?? timeZoneOfCountry(found?.branch.countryCode ?? '');
    await deps.mailer.send(
      zipReadyMail({
        reader: { locale: mailLocaleOf(row.locale), timeZone },
        to: row.email,
        address,
        fileCount: sources.length,
        link: `${deps.config.publicUrl}/api/Assets/downloads/file/${token}`,
        expiresAt,
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, downloadId: row.id }, 'zip packing failed');
    await repo.updateDownload(deps.db, row.id, {
      status: 'FAILED',
      error: error instanceof Error ? error.message.slice(0, 500) : 'failed',
      finishedAt: nowOf(deps),
    });
    await deps.mailer
      .send(
        zipFailedMail({
          locale: row.locale,
          to: row.email,
          address,
          link: `${deps.config.publicUrl}/cases/${encodeURIComponent(row.caseId)}`,
        }),
      )
      .catch((mailError: unknown) => deps.logger.error({ err: mailError }, 'zip failure mail not sent'));
  }
}

/**
 * Removes the files of zips whose link has expired (the rows stay, so the case still lists the download as
 * expired). Runs in rounds so a long backlog never loads at once; a file already gone counts as removed.
 */
export async function removeExpiredZips(deps: AppDeps): Promise<number> {
  let removed = 0;
  for (;;) {
    const expired = await repo.findExpiredZips(deps.db, nowOf(deps), EXPIRED_ZIPS_PER_ROUND);
    for (const zip of expired) {
      if (zip.storageKey) await deps.storage.remove(zip.storageKey);
      await repo.updateDownload(deps.db, zip.id, { storageKey: null });
    }
    removed += expired.length;
    if (expired.length < EXPIRED_ZIPS_PER_ROUND) return removed;
  }
}
