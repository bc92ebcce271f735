import type { Readable } from 'node:stream';
import { isImageFileName, isPdfFloorPlan } from '@portal/contracts';
import type { Sharp } from 'sharp';
import { isPictureTooLarge, openImage } from '../../adapters/images/images.ts';
import {
  isPdfNotRendered,
  MAX_PDF_BYTES,
  PdfNotRendered,
  renderFirstPdfPage,
} from '../../adapters/images/pdf-page.ts';
import { readStart, type Storage } from '../../adapters/storage/storage.ts';
import type { AppDeps } from '../../deps.ts';
import * as repo from './materials.repo.ts';

export const MATERIAL_PREVIEWS_JOB = 'material-previews';

export interface MaterialPreviewsJobData {
  materialId: string;
}

/** Longest side of the web-sized preview (the large view) and of the thumbnail (the grid). */
export const PREVIEW_MAX_SIDE = 1600;
export const THUMBNAIL_MAX_SIDE = 400;

type PreviewCandidate = Pick<repo.MaterialRow, 'storageKey' | 'name' | 'type'> &
  Partial<Pick<repo.MaterialRow, 'contentType'>>;

/**
 * A picture delivered as a file gets previews, and so does a PDF floor plan (of its first page); films,
 * links, animated pictures and other documents do not.
 */
export function needsPreviews(row: PreviewCandidate): boolean {
  if (row.storageKey === null) return false;
  return isPdfFloorPlan(row) || (row.type !== 'AnimatedPicture' && isImageFileName(row.name));
}

export const previewKeysOf = (caseId: string, materialId: string) => ({
  previewKey: `cases/${caseId}/previews/${materialId}-preview.jpg`,
  thumbnailKey: `cases/${caseId}/previews/${materialId}-thumbnail.jpg`,
});

const scaledJpeg = (decoder: Sharp, maxSide: number, quality: number) =>
  decoder
    .clone()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality });

/**
 * Scales what `decoder` decodes into both sizes and streams them into storage; `source`, when given, is
 * piped into the decoder. Both sizes are stored, or neither.
 */
async function writeBothSizes(
  storage: Storage,
  decoder: Sharp,
  keys: { previewKey: string; thumbnailKey: string },
  source?: Readable,
): Promise<void> {
  const preview = scaledJpeg(decoder, PREVIEW_MAX_SIDE, 82);
  const thumbnail = scaledJpeg(decoder, THUMBNAIL_MAX_SIDE, 78);
  // A failed read, decoding or write must end the other streams too, or the job would wait on them for
  // ever; each stream listens, so the error ends the job through the writes instead of the process.
  const streams = [...(source ? [source] : []), decoder, preview, thumbnail];
  const stopAll = (error: Error) => {
    for (const stream of streams) stream.destroy(error);
  };
  for (const stream of streams) stream.on('error', stopAll);
  const writes = [
    storage.write(keys.previewKey, preview, 'image/jpeg'),
    storage.write(keys.thumbnailKey, thumbnail, 'image/jpeg'),
  ];
  for (const write of writes) write.catch(stopAll);
  source?.pipe(decoder);
  const failure = (await Promise.allSettled(writes)).find((result) => result.status === 'rejected');
  if (failure) {
    // One size stored without the other would be a file no row names.
    await Promise.allSettled([storage.remove(keys.previewKey), storage.remove(keys.thumbnailKey)]);
    throw failure.reason;
  }
}

/**
 * Writes a preview and a thumbnail of the picture at `sourceKey`: the file is streamed from storage through
 * one decoder into both sizes and streamed back, so a big photo is never held whole in the hub's memory.
 */
export async function writePreviews(
  storage: Storage,
  sourceKey: string,
  keys: { previewKey: string; thumbnailKey: string },
): Promise<void> {
  const source = await storage.read(sourceKey);
  // rotate() turns the pixels as the EXIF orientation says, since the previews carry no EXIF.
  const decoder = openImage(undefined, { failOn: 'none' }).rotate();
  await writeBothSizes(storage, decoder, keys, source);
}

/**
 * Writes a preview and a thumbnail of the first page of the PDF at `sourceKey`, drawn at the preview's size.
 * A PDF above MAX_PDF_BYTES is refused before it is read, since PDF.js needs the whole file in memory.
 */
export async function writePdfPreviews(
  storage: Storage,
  sourceKey: string,
  keys: { previewKey: string; thumbnailKey: string },
): Promise<void> {
  const size = (await storage.head(sourceKey))?.size ?? 0;
  if (size > MAX_PDF_BYTES) throw new PdfNotRendered(`the PDF has ${size} bytes`);
  const pdf = await readStart(storage, sourceKey, MAX_PDF_BYTES + 1);
  const page = await renderFirstPdfPage(pdf, PREVIEW_MAX_SIDE);
  const decoder = openImage(page.pixels, { raw: { width: page.width, height: page.height, channels: 4 } });
  await writeBothSizes(storage, decoder.flatten({ background: '#ffffff' }), keys);
}

/** The job's work: previews of one material, unless it needs none, has them, or is gone. */
export async function makeMaterialPreviews(deps: AppDeps, materialId: string): Promise<void> {
  const row = await repo.findMaterialById(deps.db, materialId);
  if (!row?.storageKey || !needsPreviews(row) || (row.previewKey && row.thumbnailKey)) return;
  const keys = previewKeysOf(row.caseId, row.id);
  try {
    const write = isPdfFloorPlan(row) ? writePdfPreviews : writePreviews;
    await write(deps.storage, row.storageKey, keys);
  } catch (error) {
    // Trying again would not make the picture smaller nor mend the PDF: it stays without previews, like a
    // film, and the portal shows it as a file.
    if (!isPictureTooLarge(error) && !isPdfNotRendered(error)) throw error;
    deps.logger.warn({ err: error, materialId, key: row.storageKey }, 'no previews for this file');
    return;
  }
  if (!(await repo.updateStoredKeys(deps.db, row.id, keys))) {
    // Removed while the previews were made: nothing points at them any more.
    await Promise.all([deps.storage.remove(keys.previewKey), deps.storage.remove(keys.thumbnailKey)]);
  }
}

/**
 * Queues previews of new material, after the transaction that made it has committed (a job queued inside
 * it could run before the rows exist, and PGlite's single connection would wait on the open transaction).
 * A queue that fails leaves the material without previews, which the portal copes with, so it only logs.
 */
export async function queueMaterialPreviews(
  deps: AppDeps,
  materials: (PreviewCandidate & Pick<repo.MaterialRow, 'id'>)[],
): Promise<void> {
  for (const material of materials.filter(needsPreviews)) {
    await deps.jobs
      .send(MATERIAL_PREVIEWS_JOB, { materialId: material.id } satisfies MaterialPreviewsJobData, {
        singletonKey: material.id,
      })
      .catch((error: unknown) => {
        deps.logger.error({ err: error, materialId: material.id }, 'material previews not queued');
      });
  }
}
