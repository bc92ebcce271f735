import {
  type BrandingRecord,
  type CreatedPresentationShare,
  DEFAULT_SHARE_LIFETIME_DAYS,
  ErrorKey,
  type PresentationRecord,
  type PresentationShareCreateBody,
  type PresentationShareRecord,
  type WhitelabelRecord,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { createRandomToken, hashToken } from '../auth/secrets.ts';
import { type BranchRow, findBranchesByIds } from '../branches/branches.service.ts';
import { findCaseWithBranch, findVisibleCase } from '../cases/case-access.service.ts';
import { isExpiredOn, todayIn } from '../materials/material-rights.service.ts';
import { findMaterialsOfCase } from '../materials/materials.service.ts';
import * as repo from './presentation.repo.ts';
import { toSlides } from './presentation-slides.ts';

/**
 * How long the signed file URLs of a presentation work. An hour covers a viewing; the portal asks for the
 * presentation again before it runs out (PresentationRecord.urlsExpireAt).
 */
export const PRESENTATION_URL_SECONDS = 60 * 60;

export function toBranding(branch: BranchRow): BrandingRecord {
  return {
    logoUrl: branch.logoUrl,
    primaryColor: branch.primaryColor,
    contrastColor: branch.contrastColor,
    backgroundColor: branch.backgroundColor,
    faviconUrl: branch.faviconUrl,
  };
}

/**
 * `shared`: what whoever holds a link sees: the active material only, never the office's inactive choices,
 * and never material whose usage rights have expired (sharing it would use it).
 */
async function buildPresentation(
  deps: AppDeps,
  row: NonNullable<Awaited<ReturnType<typeof findCaseWithBranch>>>,
  options: { activeOnly: boolean; shared: boolean },
): Promise<PresentationRecord> {
  const archived = row.case.materialsState !== 'ACTIVE';
  const today = todayIn(row.branch.countryCode, nowOf(deps));
  const all = archived
    ? []
    : await findMaterialsOfCase(deps.db, row.case.id, { activeOnly: options.activeOnly });
  const materials = options.shared ? all.filter((material) => !isExpiredOn(material, today)) : all;
  const expiresAt = new Date(nowOf(deps).getTime() + PRESENTATION_URL_SECONDS * 1000);
  return {
    caseId: row.case.id,
    address: row.case.addressFull,
    departmentName: row.branch.name,
    branding: toBranding(row.branch),
    archived,
    slides: await toSlides(deps.storage, materials, PRESENTATION_URL_SECONDS, today),
    urlsExpireAt: expiresAt.toISOString(),
  };
}

export async function getPresentation(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  activeOnly: boolean,
): Promise<PresentationRecord> {
  return buildPresentation(deps, await findVisibleCase(deps, actor, caseId), { activeOnly, shared: false });
}

/** Whoever holds a live link sees what may be shared (buildPresentation). An expired link answers like a revoked one. */
export async function getSharedPresentation(deps: AppDeps, token: string): Promise<PresentationRecord> {
  const share = await repo.findLiveShareByTokenHash(deps.db, hashToken(token), nowOf(deps));
  const row = share && (await findCaseWithBranch(deps, share.caseId));
  if (!row) throw new AppError(ErrorKey.presentationLinkInvalid, 404);
  return buildPresentation(deps, row, { activeOnly: true, shared: true });
}

type ShareRow = NonNullable<Awaited<ReturnType<typeof repo.findShareWithCreator>>>;

function toShareRecord(row: ShareRow): PresentationShareRecord {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    createdByName: name || null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new link that works for the chosen number of days (the contract's presets; 90 without a choice). */
export async function createShare(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  body: PresentationShareCreateBody | null | undefined,
): Promise<CreatedPresentationShare> {
  await findVisibleCase(deps, actor, caseId);
  const days = body?.expiresInDays ?? DEFAULT_SHARE_LIFETIME_DAYS;
  // A link that outlasts the support session would go on opening the office's material in its name.
  if (actor.impersonating && days > 1) {
    throw new AppError(ErrorKey.shareLongWhileImpersonating, 403, {
      expiresInDays: ErrorKey.shareLongWhileImpersonating,
    });
  }
  const now = nowOf(deps);
  const token = createRandomToken();
  const share = await deps.db.transaction(async (tx) => {
    const created = await repo.insertShare(tx, {
      caseId,
      tokenHash: hashToken(token),
      createdByUserId: actor.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + days * DAY_MS),
    });
    await recordAudit(tx, actor, {
      action: 'presentation.shared',
      targetType: 'case',
      targetId: caseId,
      details: { shareId: created.id, expiresInDays: days },
    });
    return created;
  });
  const row = await repo.findShareWithCreator(deps.db, share.id);
  if (!row) throw new Error('presentation share vanished');
  return { ...toShareRecord(row), url: `${deps.config.publicUrl}/presentation/${token}` };
}

export async function listShares(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
): Promise<PresentationShareRecord[]> {
  await findVisibleCase(deps, actor, caseId);
  return (await repo.findLiveSharesOfCase(deps.db, caseId, nowOf(deps))).map(toShareRecord);
}

/** Revoking a link that is unknown, already revoked or of another case answers 404. */
export async function revokeShare(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  shareId: string,
): Promise<void> {
  await findVisibleCase(deps, actor, caseId);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.revokeShare(tx, caseId, shareId, nowOf(deps))))
      throw new AppError(ErrorKey.notFound, 404);
    await recordAudit(tx, actor, {
      action: 'presentation.revoked',
      targetType: 'case',
      targetId: caseId,
      details: { shareId },
    });
  });
}

const NO_BRANDING: WhitelabelRecord = {
  branchId: null,
  branchName: null,
  logoUrl: null,
  primaryColor: null,
  contrastColor: null,
  backgroundColor: null,
  faviconUrl: null,
};

/**
 * The branding of one of the user's departments: the one asked for, else the first by name. A department
 * the user has no access to answers 404; a user without departments gets the portal's own look.
 */
export async function getWhitelabel(
  deps: AppDeps,
  actor: Actor,
  branchId: number | undefined,
): Promise<WhitelabelRecord> {
  const { access } = actor;
  if (branchId !== undefined && !access.has(branchId)) throw new AppError(ErrorKey.notFound, 404);
  const candidates = await findBranchesByIds(
    deps.db,
    branchId === undefined ? [...access.keys()] : [branchId],
  );
  const [branch] = candidates.sort((a, b) => a.name.localeCompare(b.name));
  return branch ? { branchId: branch.id, branchName: branch.name, ...toBranding(branch) } : NO_BRANDING;
}
