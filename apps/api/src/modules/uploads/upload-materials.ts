import { randomUUID } from 'node:crypto';
import { fileExtensionOf, isImageFileName } from '@portal/contracts';
import { openImage } from '../../adapters/images/images.ts';
import { readStart, type Storage, StoredObjectChanged } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { queueMaterialPreviews } from '../materials/material-previews.service.ts';
import { studioNameOf } from '../materials/material-rights.service.ts';
import { addBatch, type MaterialRow } from '../materials/materials.service.ts';
import { findProductDeliveryOfLine } from '../orders/provider-line-delivery.service.ts';
import { typeDeliveredFiles } from './delivered-files.ts';
import * as repo from './uploads.repo.ts';

/** A file moved in storage, remembered so it can be put back when the transaction does not commit. */
export interface Move {
  from: string;
  to: string;
  /** The material the file became; its previews are queued once the transaction has committed. */
  material?: Pick<MaterialRow, 'id' | 'storageKey' | 'name' | 'type'>;
}

type Size = { width: number; height: number };

/** Image headers sit at the start of the file; this much is enough for JPEG, PNG and WebP. */
const PROBE_BYTES = 1024 * 1024;

/** Width and height as shown (EXIF-turned), from the file's first bytes; null when it cannot be read. */
async function probeImageSize(storage: Storage, key: string): Promise<Size | null> {
  try {
    const meta = await openImage(await readStart(storage, key, PROBE_BYTES)).metadata();
    if (!meta.width || !meta.height) return null;
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/**
 * The sizes of the uploaded pictures, read before the transaction so it is not held open while files
 * are read. Image work later on (combining needs vertical images) relies on them.
 */
export async function probeImageSizes(storage: Storage, uploads: repo.UploadRow[]) {
  const sizes = new Map<string, Size>();
  for (const upload of uploads) {
    if (!isImageFileName(upload.fileName)) continue;
    const size = await probeImageSize(storage, upload.storageKey);
    if (size) sizes.set(upload.id, size);
  }
  return sizes;
}

/**
 * Refuses uploads whose file is no longer the one checked at registering: another size or ETag (PUT again
 * through its upload link, or changed in storage otherwise), or gone. A HEAD each, never a read of the file;
 * the error handler answers "A file changed in storage after it was checked." (409).
 */
async function assertUploadsUnchanged(storage: Storage, uploads: repo.UploadRow[]) {
  const stored = await Promise.all(uploads.map((upload) => storage.head(upload.storageKey)));
  const changed = uploads.find((upload, index) => {
    const found = stored[index];
    return !found || found.size !== upload.size || (upload.etag && found.etag !== upload.etag);
  });
  if (changed) throw new StoredObjectChanged(changed.storageKey);
}

/**
 * Turns uploads into material of the case, inside the caller's transaction: one new batch for the line
 * (the materials module's delivery, holding the category of the line's product, stamping its usage rights), a material per file of a
 * type the line's product delivers (delivered-files.ts; before/after pairs linked, each "after" behind its
 * "before") with the product's tags, the upload rows removed, and each file moved from tmp/ to
 * cases/{caseId}/{batchId}/{materialId}.{ext}. `strict` (the provider's delivery) refuses a before/after
 * picture without its partner. The moves come last, after every check, and are recorded in `moves`. A file
 * that is no longer the one checked at registering refuses the whole call with "A file changed in storage
 * after it was checked." (409).
 */
export async function turnUploadsIntoMaterials(
  tx: Db,
  deps: Pick<AppDeps, 'storage' | 'config'>,
  target: { caseId: string; branchId: number; orderLineId: string; at: Date },
  uploads: repo.UploadRow[],
  sizes: Map<string, Size>,
  moves: Move[],
  options: { strict: boolean } = { strict: false },
) {
  const product = await findProductDeliveryOfLine(tx, target.orderLineId);
  const typed = typeDeliveredFiles(
    uploads.map((upload) => upload.fileName),
    product,
    options,
  );
  const { storage } = deps;
  await assertUploadsUnchanged(storage, uploads);
  const batchId = randomUUID();
  const ids = uploads.map(() => randomUUID());
  const ordered = typed.map((file) => ({ file, upload: uploads[file.index] as repo.UploadRow }));
  const values = ordered.map(({ file, upload }) => {
    const id = ids[file.index] as string;
    return {
      id,
      type: file.type,
      name: upload.fileName,
      storageKey: `cases/${target.caseId}/${batchId}/${id}.${fileExtensionOf(upload.fileName)}`,
      contentType: upload.contentType,
      size: upload.size,
      width: sizes.get(upload.id)?.width ?? null,
      height: sizes.get(upload.id)?.height ?? null,
      tags: product?.tags ?? [],
      beforeMaterialId: file.beforeIndex === null ? null : (ids[file.beforeIndex] ?? null),
    };
  });
  const batch = {
    ...target,
    id: batchId,
    productCategory: product?.caseCategory ?? null,
    studioName: studioNameOf(deps.config),
  };
  const { materials } = await addBatch(tx, batch, values);
  await repo.deleteUploads(
    tx,
    uploads.map((upload) => upload.id),
  );
  for (const [index, { upload }] of ordered.entries()) {
    const material = values[index] as (typeof values)[number];
    // On the condition of the checked ETag, so a file replaced since the comparison above is not moved.
    await storage.move(upload.storageKey, material.storageKey, { ifMatch: upload.etag || undefined });
    moves.push({ from: upload.storageKey, to: material.storageKey, material });
  }
  return { batchId, materials };
}

/**
 * Runs `work` with a list of moves; when it fails (a refused completion, a lost race, a failed commit),
 * the moved files go back to their temporary keys, so the uploads are still there to try again. When it
 * succeeds, the files are material for good and their previews are queued.
 */
export async function withUndoableMoves<T>(deps: AppDeps, work: (moves: Move[]) => Promise<T>): Promise<T> {
  const moves: Move[] = [];
  let result: T;
  try {
    result = await work(moves);
  } catch (error) {
    for (const move of moves.reverse()) {
      await deps.storage.move(move.to, move.from).catch((undoError: unknown) => {
        deps.logger.error({ err: undoError, move }, 'an uploaded file could not be moved back');
      });
    }
    throw error;
  }
  await queueMaterialPreviews(
    deps,
    moves.flatMap((move) => (move.material ? [move.material] : [])),
  );
  return result;
}
