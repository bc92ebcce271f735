import {
  type CaseCurrentTextRecord,
  type CaseTextVersionRecord,
  compareTextNames,
  ErrorKey,
  splitTextName,
  TEXT_REVIEW_DAYS,
  TEXT_SECTION_TABLE,
  type TextOrigin,
  type TextReviewRecord,
  type TextSectionCatalogueRecord,
  type TextTaskCategory,
  textGroupOf,
  textMaxLengthOf,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { findVisibleCase } from '../cases/case-access.service.ts';
import { listTaskTextVersions } from '../task-texts/task-texts.service.ts';
import { findUsersByIds } from '../users/users.service.ts';
import * as repo from './texts.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** One version of a section, from a text task's submission or stored by this module. */
export interface TextVersion {
  id: string;
  name: string;
  content: string;
  origin: TextOrigin;
  changedAt: Date;
  userId: string | null;
  taskId: string | null;
  category: TextTaskCategory | null;
  stored: repo.StoredTextVersion | null;
}

/** Every version of the case's sections, oldest first; at the same moment a task's comes first. */
export async function loadTextVersions(db: Db, caseId: string): Promise<TextVersion[]> {
  const fromTasks: TextVersion[] = (await listTaskTextVersions(db, caseId)).map((row) => ({
    id: `task:${row.taskId}`,
    name: row.name,
    content: row.content,
    origin: 'TASK',
    changedAt: row.submittedAt,
    userId: row.submittedByUserId,
    taskId: row.taskId,
    category: row.category,
    stored: null,
  }));
  const stored: TextVersion[] = (await repo.findVersionsOfCase(db, caseId)).map((row) => ({
    id: row.version.id,
    name: row.version.name,
    content: row.version.content,
    origin: row.version.origin,
    changedAt: row.version.createdAt,
    userId: row.version.createdByUserId,
    taskId: null,
    category: null,
    stored: row,
  }));
  return [...fromTasks, ...stored].sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
}

/** A section's versions, oldest first, without those whose content equals the one just before. */
export function historyOf(versions: TextVersion[], name: string): TextVersion[] {
  const history: TextVersion[] = [];
  for (const version of versions) {
    if (version.name !== name) continue;
    if (history.at(-1)?.content === version.content) continue;
    history.push(version);
  }
  return history;
}

/** When the review window of a delivered version closes: 30 days after its order's delivery, or its own. */
export function reviewClosesAt(stored: repo.StoredTextVersion): Date {
  const start = stored.orderDeliveryDate ?? stored.version.createdAt;
  return new Date(start.getTime() + TEXT_REVIEW_DAYS * DAY_MS);
}

/** The newest delivered version of a section (PROVIDER), whose review the case page shows. */
export function latestDelivered(versions: TextVersion[], name: string): TextVersion | undefined {
  return versions.findLast((version) => version.name === name && version.origin === 'PROVIDER');
}

type Names = Map<string, string>;

async function namesOf(db: Db, versions: TextVersion[]): Promise<Names> {
  const ids = new Set<string>();
  for (const { userId, stored } of versions) {
    if (userId) ids.add(userId);
    if (stored?.version.reviewedByUserId) ids.add(stored.version.reviewedByUserId);
  }
  const users = await findUsersByIds(db, [...ids]);
  return new Map(users.map((user) => [user.id, `${user.firstName} ${user.lastName}`]));
}

const personOf = (names: Names, userId: string | null) =>
  userId ? { id: userId, name: names.get(userId) ?? '' } : null;

function reviewRecord(version: TextVersion | undefined, names: Names, now: Date): TextReviewRecord | null {
  const stored = version?.stored;
  if (!stored?.version.reviewState || !stored.version.orderId) return null;
  const closesAt = reviewClosesAt(stored);
  return {
    versionId: stored.version.id,
    orderId: stored.version.orderId,
    state: stored.version.reviewState,
    reason: stored.version.reviewReason,
    reviewedBy: personOf(names, stored.version.reviewedByUserId),
    reviewedAt: stored.version.reviewedAt?.toISOString() ?? null,
    reviewClosesAt: closesAt.toISOString(),
    reviewable: stored.version.reviewState === 'PENDING' && now <= closesAt,
  };
}

function versionRecord(version: TextVersion, names: Names, now: Date): CaseTextVersionRecord {
  return {
    id: version.id,
    name: version.name,
    content: version.content,
    origin: version.origin,
    changedAt: version.changedAt.toISOString(),
    changedBy: personOf(names, version.userId),
    taskId: version.taskId,
    review: reviewRecord(version, names, now),
  };
}

function currentRecord(versions: TextVersion[], name: string, names: Names, now: Date) {
  const history = historyOf(versions, name);
  const current = history.at(-1);
  if (!current) return null;
  const record: CaseCurrentTextRecord = {
    name,
    ...splitTextName(name),
    group: textGroupOf(name),
    maxLength: textMaxLengthOf(name),
    content: current.content,
    versionId: current.id,
    origin: current.origin,
    taskId: current.taskId,
    category: current.category,
    submittedAt: current.changedAt.toISOString(),
    changedBy: personOf(names, current.userId),
    versions: history.length,
    review: reviewRecord(latestDelivered(versions, name), names, now),
  };
  return record;
}

/** The current text of every section of the case, in display order. No access check. */
export async function describeCurrentTexts(deps: AppDeps, caseId: string): Promise<CaseCurrentTextRecord[]> {
  const versions = await loadTextVersions(deps.db, caseId);
  const names = await namesOf(deps.db, versions);
  const sections = [...new Set(versions.map((version) => version.name))].sort(compareTextNames);
  return sections.flatMap((name) => currentRecord(versions, name, names, nowOf(deps)) ?? []);
}

/** The current text of one section; an empty one when it has no version yet. No access check. */
export async function describeCurrentText(deps: AppDeps, caseId: string, name: string) {
  const found = (await describeCurrentTexts(deps, caseId)).find((text) => text.name === name);
  if (!found) throw new AppError(ErrorKey.notFound, 404);
  return found;
}

/** GET /Texts/GetAllTextSections. */
export function listTextSections(): TextSectionCatalogueRecord[] {
  return Object.entries(TEXT_SECTION_TABLE).map(([name, { group, maxLength }]) => ({
    name,
    group,
    maxLength,
    title: `texts.sections.${name}.title`,
  }));
}

/** GET /cases/{id}/texts/current. */
export async function listCurrentTexts(deps: AppDeps, actor: Actor, caseId: string) {
  await findVisibleCase(deps, actor, caseId);
  return describeCurrentTexts(deps, caseId);
}

/** GET /cases/{id}/texts/{name}: newest first, entries equal to the one before dropped. */
export async function listTextHistory(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  name: string,
): Promise<CaseTextVersionRecord[]> {
  await findVisibleCase(deps, actor, caseId);
  const versions = await loadTextVersions(deps.db, caseId);
  const names = await namesOf(deps.db, versions);
  const now = nowOf(deps);
  return historyOf(versions, name)
    .reverse()
    .map((version) => versionRecord(version, names, now));
}

/** The content within the section's maximum, or 400 naming the field. */
export function assertTextFits(name: string, content: string): void {
  const max = textMaxLengthOf(name);
  if (content.length > max) {
    throw new AppError(ErrorKey.badRequest, 400, { content: 'rules.string.max' }, { max });
  }
}

/** POST /cases/{id}/texts/{name}: a new OFFICE version, unless the content is the current one already. */
export async function saveCaseText(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  name: string,
  content: string,
) {
  await findVisibleCase(deps, actor, caseId);
  assertTextFits(name, content);
  const current = historyOf(await loadTextVersions(deps.db, caseId), name).at(-1);
  if (!current && !content) throw new AppError(ErrorKey.badRequest, 400, { content: 'rules.required' });
  if (current?.content !== content) {
    await repo.insertVersion(deps.db, {
      caseId,
      name,
      content,
      origin: 'OFFICE',
      createdByUserId: actor.userId,
      createdAt: nowOf(deps),
    });
  }
  return describeCurrentText(deps, caseId, name);
}
