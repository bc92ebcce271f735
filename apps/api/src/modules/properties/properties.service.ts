import { ErrorKey, type PropertyListQuery, type PropertyPage } from '@portal/contracts';
import { type Actor, visibleBranchIds } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';
import * as repo from './properties.repo.ts';

/** How long a listed thumbnail's signed URL works; the list is fetched again long before. */
const THUMBNAIL_URL_SECONDS = 60 * 60;

/** The properties for sale of the user's departments (or of the one asked for; another one answers 404). */
export async function listProperties(
  deps: AppDeps,
  actor: Actor,
  query: PropertyListQuery,
): Promise<PropertyPage> {
  if (query.branchId !== undefined && !actor.access.has(query.branchId)) {
    throw new AppError(ErrorKey.notFound, 404);
  }
  const branchIds = visibleBranchIds(actor, query.branchId === undefined ? undefined : [query.branchId]);
  const page = { currentSkip: query.skip, take: query.take };
  if (branchIds.length === 0) return { ...page, total: 0, data: [] };
  const { rows, total } = await repo.findPropertyPage(deps.db, { ...query, branchIds });
  const data = await Promise.all(
    rows.map(async ({ thumbnailKey, modifiedDate, ...row }) => ({
      ...row,
      modifiedDate: modifiedDate.toISOString(),
      thumbnailUrl: thumbnailKey
        ? await deps.storage.presignGet(thumbnailKey, { expiresInSeconds: THUMBNAIL_URL_SECONDS })
        : null,
    })),
  );
  return { ...page, total, data };
}
