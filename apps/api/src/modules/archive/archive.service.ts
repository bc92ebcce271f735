import { type ArchiveStateRecord, ErrorKey, type MaterialsState } from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import type { BranchLanguage } from '../../adapters/mail/recipient-language.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findCaseWithBranch, findVisibleCase } from '../cases/case-access.service.ts';
import { changeMaterialsState } from '../cases/cases.service.ts';
import { hasBatches } from '../materials/materials.service.ts';
import { findMailRecipient } from '../users/users.service.ts';
import { type ArchiveDirection, archiveFailedMail } from './archive.mails.ts';
import * as repo from './archive.repo.ts';
import { moveFilesOfCase } from './archive-files.ts';

export const ARCHIVE_JOB = 'archive-materials';
export const RESTORE_JOB = 'restore-materials';

export interface ArchiveJobData {
  caseId: string;
  /** Who asked; told by mail when the job gives up. */
  userId: string;
}

/** A move that fails is tried again after these pauses; then the job gives up and puts everything back. */
export const ATTEMPT_PAUSES_MS = [1000, 5000];

interface Transition {
  job: string;
  /** The state the case must be in to start, the one while the job runs, and the one when it is done. */
  from: MaterialsState;
  moving: MaterialsState;
  to: MaterialsState;
}

const TRANSITIONS: Record<ArchiveDirection, Transition> = {
  archive: { job: ARCHIVE_JOB, from: 'ACTIVE', moving: 'ARCHIVING', to: 'ARCHIVED' },
  restore: { job: RESTORE_JOB, from: 'ARCHIVED', moving: 'RESTORING', to: 'ACTIVE' },
};

const stateRecord = (caseId: string, state: MaterialsState, at: Date | null): ArchiveStateRecord => ({
  caseId,
  materialsState: state,
  materialsStateChangedAt: at?.toISOString() ?? null,
});

async function startTransition(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  direction: ArchiveDirection,
): Promise<ArchiveStateRecord> {
  const transition = TRANSITIONS[direction];
  const at = nowOf(deps);
  // Only one wins when two people click at once; the other is told the state has moved on.
  if (!(await changeMaterialsState(deps.db, caseId, transition.from, transition.moving, at))) {
    throw new AppError(
      direction === 'archive' ? ErrorKey.materialsArchived : ErrorKey.archiveNotArchived,
      409,
    );
  }
  try {
    await deps.jobs.send(transition.job, { caseId, userId: actor.userId } satisfies ArchiveJobData, {
      singletonKey: caseId,
    });
  } catch (error) {
    actor.logger.error({ err: error, caseId }, 'archive job not queued');
    await changeMaterialsState(deps.db, caseId, transition.moving, transition.from, nowOf(deps));
    throw new AppError(ErrorKey.archiveFailed, 500);
  }
  await recordAudit(deps.db, actor, {
    action: `materials.${direction}.requested`,
    targetType: 'case',
    targetId: caseId,
  });
  return stateRecord(caseId, transition.moving, at);
}

/** POST /api/cases/:id/assets/archive: refused while an order is open or without batches (docs/product.md). */
export async function archiveMaterials(deps: AppDeps, actor: Actor, caseId: string) {
  const { case: found } = await findVisibleCase(deps, actor, caseId);
  if (found.materialsState !== 'ACTIVE') throw new AppError(ErrorKey.materialsArchived, 409);
  if (await repo.hasOpenOrder(deps.db, caseId)) throw new AppError(ErrorKey.archiveOrderOpen, 409);
  if (!(await hasBatches(deps.db, caseId))) throw new AppError(ErrorKey.archiveNoBatches, 409);
  return startTransition(deps, actor, caseId, 'archive');
}

/** POST /api/cases/:id/assets/archive/restore: recreates archived material (up to 24 hours). */
export async function restoreMaterials(deps: AppDeps, actor: Actor, caseId: string) {
  const { case: found } = await findVisibleCase(deps, actor, caseId);
  if (found.materialsState !== 'ARCHIVED') throw new AppError(ErrorKey.archiveNotArchived, 409);
  return startTransition(deps, actor, caseId, 'restore');
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The job's work: moves every file of the case, trying again after a pause when a move fails. When it
 * finally gives up it moves back what it moved, so the case returns to where it started with every
 * material row naming where its files are, and the person who asked gets a mail.
 */
export async function runTransition(deps: AppDeps, data: ArchiveJobData, direction: ArchiveDirection) {
  const transition = TRANSITIONS[direction];
  const found = await findCaseWithBranch(deps, data.caseId);
  // A job for a case that has moved on (a repeated job, a removed case) has nothing to do.
  if (found?.case.materialsState !== transition.moving) return;

  for (let attempt = 0; ; attempt += 1) {
    try {
      await moveFilesOfCase(deps, data.caseId, direction);
      await changeMaterialsState(deps.db, data.caseId, transition.moving, transition.to, nowOf(deps));
      await recordAudit(
        deps.db,
        { actingUserId: data.userId },
        { action: `materials.${direction}.done`, targetType: 'case', targetId: data.caseId },
      );
      return;
    } catch (error) {
      const pauseMs = ATTEMPT_PAUSES_MS[attempt];
      deps.logger.warn(
        { err: error, caseId: data.caseId, attempt: attempt + 1 },
        `${direction} attempt failed`,
      );
      if (pauseMs === undefined) break;
      await pause(pauseMs);
    }
  }
  await giveUp(deps, data, direction, found);
}

async function giveUp(
  deps: AppDeps,
  data: ArchiveJobData,
  direction: ArchiveDirection,
  found: { case: { addressFull: string }; branch: BranchLanguage },
) {
  const address = found.case.addressFull;
  const transition = TRANSITIONS[direction];
  try {
    await moveFilesOfCase(deps, data.caseId, direction === 'archive' ? 'restore' : 'archive');
  } catch (error) {
    // Each row still names where its files are, so material stays readable wherever it ended up.
    deps.logger.error(
      { err: error, caseId: data.caseId },
      `${direction}: not every file could be moved back`,
    );
  }
  await changeMaterialsState(deps.db, data.caseId, transition.moving, transition.from, nowOf(deps));
  await recordAudit(
    deps.db,
    { actingUserId: data.userId },
    { action: `materials.${direction}.failed`, targetType: 'case', targetId: data.caseId },
  );
  const recipient = await findMailRecipient(deps.db, data.userId, found.branch);
  if (!recipient) return;
  await deps.mailer
    .send(
      archiveFailedMail({
        locale: recipient.locale,
        to: recipient.email,
        address,
        direction,
        link: `${deps.config.publicUrl}/cases/${encodeURIComponent(data.caseId)}`,
      }),
    )
    .catch((error: unknown) => deps.logger.error({ err: error }, 'archive failure mail not sent'));
}
