import { contentTypeOf, ErrorKey, fileExtensionOf, type RegisterUploadsBody } from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { assertStoredContentMatches } from './upload-content.ts';
import { assertFileAccepted } from './upload-rules.ts';
import type { UploadTarget } from './upload-targets.ts';
import * as repo from './uploads.repo.ts';

/** The folder of an order line's temporary files (docs/product.md: tmp/{branchId}/{orderlineId}/{fileUuid}.{ext}). */
export const temporaryFolderOf = (target: Pick<UploadTarget, 'branchId' | 'orderLineId'>) =>
  `tmp/${target.branchId}/${target.orderLineId}/`;

const tooMany = (max: number) => new AppError(ErrorKey.maxFiles, 400, undefined, { max });

/**
 * Files PUT to the line's temporary folder that are not registered: uploads on their way to being
 * registered, or abandoned ones (until the nightly clean-up). Read from storage, since the hub keeps no row
 * for a file before it is registered.
 */
async function countPendingUploads(deps: AppDeps, target: UploadTarget): Promise<number> {
  const keys: string[] = [];
  for await (const found of deps.storage.list(temporaryFolderOf(target))) keys.push(found.key);
  const registered = await repo.findRegisteredKeys(deps.db, keys);
  return keys.length - registered.size;
}

/**
 * Refuses a new upload link once the target's registered files plus the line's pending ones reach the
 * limit, so links cannot be used to fill storage with files that are never registered.
 */
export async function assertRoomForUpload(deps: AppDeps, target: UploadTarget): Promise<void> {
  const registered = await repo.countUploads(deps.db, target);
  if (registered >= target.rules.max) throw tooMany(target.rules.max);
  if (registered + (await countPendingUploads(deps, target)) >= target.rules.max) {
    throw tooMany(target.rules.max);
  }
}

/** Checks what the call says about each file: our own temporary key, an accepted name, no key twice. */
function assertFilesOfTarget(target: UploadTarget, body: RegisterUploadsBody) {
  if (!body.copyrightConfirmed) {
    throw new AppError(ErrorKey.copyrightRequired, 400, { copyrightConfirmed: ErrorKey.copyrightRequired });
  }
  const ownKey = new RegExp(`^${temporaryFolderOf(target)}[0-9a-f-]{36}\\.[a-z0-9]+$`);
  const seen = new Set<string>();
  for (const [index, file] of body.files.entries()) {
    const keyField = `files.${index}.key`;
    if (!ownKey.test(file.key))
      throw new AppError(ErrorKey.forbidden, 403, { [keyField]: ErrorKey.forbidden });
    if (seen.has(file.key)) throw new AppError(ErrorKey.badRequest, 400, { [keyField]: ErrorKey.badRequest });
    seen.add(file.key);
    const nameField = `files.${index}.fileName`;
    assertFileAccepted(file.fileName, target.rules, nameField);
    if (fileExtensionOf(file.key) !== fileExtensionOf(file.fileName)) {
      throw new AppError(ErrorKey.uploadTypeNotSupported, 400, {
        [nameField]: ErrorKey.uploadTypeNotSupported,
      });
    }
  }
}

/**
 * Registers files that were PUT to storage, all or nothing: each key must be a temporary key of this
 * target's line, its name and type accepted, the file present in storage with content of the type its name
 * claims, and the count within the maximum. A key registered before is skipped, so a repeated call after a
 * lost answer does no harm. Files refused for their content or for the count are removed from storage.
 * The size and ETag kept are those of the bytes checked; the file must still have them when it becomes
 * material (upload-materials.ts).
 */
export async function registerUploads(
  deps: AppDeps,
  actor: Actor,
  target: UploadTarget,
  body: RegisterUploadsBody,
) {
  assertFilesOfTarget(target, body);
  const registered = await repo.findRegisteredKeys(
    deps.db,
    body.files.map((file) => file.key),
  );
  const fresh = [...body.files.entries()].filter(([, file]) => !registered.has(file.key));
  const stored = await Promise.all(fresh.map(([, file]) => deps.storage.head(file.key)));
  const missing = stored.findIndex((object) => !object);
  if (missing >= 0) {
    const field = `files.${fresh[missing]?.[0]}.key`;
    throw new AppError(ErrorKey.uploadMissing, 400, { [field]: ErrorKey.uploadMissing });
  }
  await assertStoredContentMatches(
    deps.storage,
    fresh.map(([index, file], position) => ({
      key: file.key,
      claimedName: file.fileName,
      size: stored[position]?.size ?? 0,
      etag: stored[position]?.etag ?? '',
      field: `files.${index}.fileName`,
    })),
  );
  const at = nowOf(deps);
  try {
    await deps.db.transaction(async (tx) => {
      const present = await repo.countUploads(tx, target);
      if (present + fresh.length > target.rules.max) throw tooMany(target.rules.max);
      const rows = await repo.insertUploads(
        tx,
        fresh.map(([, file], index) => ({
          branchId: target.branchId,
          caseId: target.caseId,
          orderLineId: target.orderLineId,
          taskId: target.taskId,
          fileName: file.fileName,
          storageKey: file.key,
          contentType: stored[index]?.contentType || contentTypeOf(file.fileName),
          size: stored[index]?.size ?? 0,
          etag: stored[index]?.etag ?? null,
          uploadedByUserId: actor.userId,
          // A millisecond apart, so the files list in the order they were sent.
          createdAt: new Date(at.getTime() + index),
        })),
      );
      if (rows.length > 0) {
        await recordAudit(tx, actor, {
          action: 'uploads.registered',
          targetType: target.taskId ? 'task' : 'orderLine',
          targetId: target.taskId ?? target.orderLineId,
          details: { files: rows.length },
        });
      }
    });
  } catch (error) {
    // Over the limit, these files can never be registered; kept, they would block the next upload link.
    if (error instanceof AppError && error.code === ErrorKey.maxFiles) {
      await Promise.allSettled(fresh.map(([, file]) => deps.storage.remove(file.key)));
    }
    throw error;
  }
}
