import {
  ErrorKey,
  isArchived,
  type ListingCheckRecord,
  type ListingExportBody,
  type ListingExportResponse,
  type ListingFeedRecord,
  MaterialsState,
} from '@portal/contracts';
import { type Actor, assertBranchPermission } from '../../actor.ts';
import { renderPicture } from '../../adapters/images/picture-rendition.ts';
import { gridExpiry } from '../../adapters/storage/storage.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findCaseWithBranch, findChangeableCase, findVisibleCase } from '../cases/case-access.service.ts';
import { insertPlannedZip, startZipPacking, type ZipPlanEntry } from '../downloads/downloads.service.ts';
import {
  checkRecordOf,
  exportFileOf,
  type ListingExportPlan,
  planExport,
  renditionOf,
} from './listing-export-plan.ts';
import { MANIFEST_CSV, MANIFEST_JSON, manifestCsv, manifestJson } from './listing-manifest.ts';

// The check, the zip export and the pull feed of a case's listing set per export profile
// (docs/listing-profiles.md, docs/api.md "Listings").

/**
 * How long the feed's picture links hold: a day, so an office system that reads the feed can hand the links
 * to a portal's import, which may fetch them hours later; it reads the feed again for fresh ones.
 */
export const FEED_URL_SECONDS = 24 * 60 * 60;

const toFound = (row: Awaited<ReturnType<typeof findVisibleCase>>) => ({
  caseId: row.case.id,
  address: row.case.addressFull,
  countryCode: row.branch.countryCode,
});

/** The files of an archived case are not read until it is restored, as for every download. */
function assertFilesReadable(materialsState: string) {
  if (isArchived(MaterialsState.parse(materialsState))) throw new AppError(ErrorKey.materialsArchived, 409);
}

/** Anyone who sees the case: what the profile would refuse or warn about, and the files it would export. */
export async function getListingCheck(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  profileId: string,
): Promise<ListingCheckRecord> {
  const found = await findVisibleCase(deps, actor, caseId);
  return checkRecordOf(await planExport(deps, toFound(found), profileId));
}

/** The zip's entries: the pictures that have a file to render from, and the manifests listing just those. */
function entriesOf(plan: ListingExportPlan, address: string, at: Date): ZipPlanEntry[] {
  const files = plan.files.map(exportFileOf).filter((file) => plan.storageKeys.has(file.materialId));
  const pictures = files.map((file) => ({
    name: file.fileName,
    storageKey: plan.storageKeys.get(file.materialId) as string,
    rendition: renditionOf(plan, file),
  }));
  const manifest = {
    caseId: plan.caseId,
    address,
    profile: { id: plan.profile.id, name: plan.profile.name },
    exportedAt: at,
    files,
    links: plan.links,
  };
  return [
    ...pictures,
    { name: MANIFEST_JSON, text: manifestJson(manifest) },
    { name: MANIFEST_CSV, text: manifestCsv(files) },
    ...(plan.linksFile
      ? [{ name: plan.linksFile.fileName, text: plan.linksFile.content.toString('utf8') }]
      : []),
  ];
}

/**
 * Whoever may change the case and order for its department: packs the set as the profile exports it, as a
 * zip that is mailed and listed like every download. Refused (409, the findings in `details`) while the
 * profile refuses anything, and then nothing is written.
 */
export async function requestListingExport(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  profileId: string,
  body: ListingExportBody,
): Promise<ListingExportResponse> {
  const found = await findChangeableCase(deps, actor, caseId);
  assertBranchPermission(actor, found.case.branchId, 'orders.create');
  const plan = await planExport(deps, toFound(found), profileId);
  if (!plan.exportable) {
    throw new AppError(ErrorKey.listingExportRefused, 409, undefined, undefined, { findings: plan.findings });
  }
  const at = nowOf(deps);
  const entries = entriesOf(plan, found.case.addressFull, at);
  if (!entries.some((entry) => 'storageKey' in entry)) throw new AppError(ErrorKey.nothingChosen, 400);
  const { downloadId } = await deps.db.transaction(async (tx) => {
    const queued = await insertPlannedZip(tx, actor, {
      caseId,
      branch: found.branch,
      title: `${found.case.addressFull} - ${plan.profile.name}`,
      email: body.email,
      listingProfileId: plan.profile.id,
      materialIds: plan.files.map((file) => file.materialId),
      entries,
    });
    await recordAudit(tx, actor, {
      action: 'listing.exported',
      targetType: 'case',
      targetId: caseId,
      details: { profileId: plan.profile.id, count: plan.files.length, downloadId: queued.downloadId },
    });
    return queued;
  });
  await startZipPacking(deps, downloadId);
  return { downloadId };
}

/** What the feed's picture link signs: the one file of the one case and profile it opens. */
const linkSubject = (caseId: string, profileId: string, materialId: string) =>
  `listing-file\n${caseId}/${profileId}/${materialId}`;

export const listingFilePath = (caseId: string, profileId: string, materialId: string) =>
  `/api/listing-files/${caseId}/${profileId}/${materialId}`;

/** A key with `listings.read` of the case's department, or a signed-in user who sees it: the pull feed. */
export async function getListingFeed(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  profileId: string,
): Promise<ListingFeedRecord> {
  const found = await findVisibleCase(deps, actor, caseId);
  assertFilesReadable(found.case.materialsState);
  const plan = await planExport(deps, toFound(found), profileId);
  const expires = gridExpiry(nowOf(deps).getTime(), FEED_URL_SECONDS);
  const urlExpiresAt = new Date(expires * 1000).toISOString();
  return {
    caseId,
    profileId: plan.profile.id,
    address: found.case.addressFull,
    updatedAt: plan.updatedAt,
    exportable: plan.exportable,
    findings: plan.findings,
    files: plan.files.map((file) => {
      const signature = deps.links.sign(linkSubject(caseId, plan.profile.id, file.materialId), expires);
      const query = new URLSearchParams({ expires: String(expires), signature });
      const path = listingFilePath(caseId, plan.profile.id, file.materialId);
      return { ...exportFileOf(file), url: `${deps.config.publicUrl}${path}?${query}`, urlExpiresAt };
    }),
    links: plan.links,
  };
}

export interface ListingFileLink {
  caseId: string;
  profileId: string;
  materialId: string;
  expires?: number;
  signature?: string;
}

/**
 * A feed's picture link: the picture as the profile exports it now (resized, labelled), rendered on request.
 * The signature is the authorization (403 when altered or expired); a picture no longer in the set is 404, one
 * whose usage rights have expired 409.
 */
export async function renderListingFile(
  deps: AppDeps,
  link: ListingFileLink,
): Promise<{ fileName: string; body: Buffer }> {
  const subject = linkSubject(link.caseId, link.profileId, link.materialId);
  if (!deps.links.verify(subject, link.expires ?? Number.NaN, link.signature ?? '', nowOf(deps))) {
    throw new AppError(ErrorKey.storageLinkInvalid, 403);
  }
  const found = await findCaseWithBranch(deps, link.caseId);
  if (!found) throw new AppError(ErrorKey.notFound, 404);
  assertFilesReadable(found.case.materialsState);
  const plan = await planExport(deps, toFound(found), link.profileId);
  const file = plan.files.find((each) => each.materialId === link.materialId);
  const storageKey = file && plan.storageKeys.get(file.materialId);
  if (!file || !storageKey) throw new AppError(ErrorKey.notFound, 404);
  // A link signed before the rights ran out no longer opens the picture.
  if (file.expired) throw new AppError(ErrorKey.rightsExpired, 409);
  const body = await renderPicture(await deps.storage.read(storageKey), renditionOf(plan, file));
  return { fileName: file.fileName, body };
}
