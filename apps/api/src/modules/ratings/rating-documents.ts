import { randomBytes, randomUUID } from 'node:crypto';
import {
  contentTypeOf,
  DOCUMENT_EXTENSIONS,
  ErrorKey,
  fileExtensionOf,
  IMAGE_EXTENSIONS,
  type PresignedUploadRecord,
  RATING_DOCUMENTS_MAX,
  UPLOAD_URL_SECONDS,
  type UploadedFile,
} from '@portal/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';
import { assertStoredContentMatches } from '../uploads/upload-content.ts';
import type { RatingDocument } from './ratings.table.ts';

// A rating's documents: PUT by the browser to a temporary key of the line's rating folder, then checked
// (our key, present, content of the type the name claims) and moved to their place when the rating is sent.

/** Unsent documents a line's rating folder may hold, so presigned links cannot fill storage. */
const PENDING_DOCUMENTS_MAX = 2 * RATING_DOCUMENTS_MAX;

const ACCEPTED = new Set<string>([...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS]);

type Line = { id: string; branchId: number };

const temporaryFolderOf = (line: Line) => `tmp/${line.branchId}/ratings/${line.id}/`;

function assertAcceptedName(fileName: string, field: string) {
  if (!ACCEPTED.has(fileExtensionOf(fileName))) {
    throw new AppError(ErrorKey.ratingDocumentType, 400, { [field]: ErrorKey.ratingDocumentType });
  }
}

/** A URL to PUT one document of a rating of the line to. */
export async function presignRatingDocument(
  deps: AppDeps,
  line: Line,
  fileName: string,
): Promise<PresignedUploadRecord> {
  assertAcceptedName(fileName, 'fileName');
  let pending = 0;
  for await (const _ of deps.storage.list(temporaryFolderOf(line))) pending += 1;
  if (pending >= PENDING_DOCUMENTS_MAX) {
    throw new AppError(ErrorKey.maxFiles, 400, undefined, { max: PENDING_DOCUMENTS_MAX });
  }
  const key = `${temporaryFolderOf(line)}${randomUUID()}.${fileExtensionOf(fileName)}`;
  const presigned = await deps.storage.presignPut(key, {
    contentType: contentTypeOf(fileName),
    expiresInSeconds: UPLOAD_URL_SECONDS,
  });
  return {
    url: presigned.url,
    key,
    headers: presigned.headers,
    expiresAt: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

/**
 * Checks the sent documents and moves them to ratings/{branchId}/{lineId}/; answers what to store and how to
 * undo the moves should saving the rating fail. A key of another line or department answers 403.
 */
export async function claimRatingDocuments(
  deps: AppDeps,
  line: Line,
  files: z.output<typeof UploadedFile>[],
): Promise<{ documents: RatingDocument[]; undo: () => Promise<void> }> {
  const ownKey = new RegExp(`^${temporaryFolderOf(line)}[0-9a-f-]{36}\\.[a-z0-9]+$`);
  const stored: { size: number; etag: string }[] = [];
  for (const [index, file] of files.entries()) {
    if (!ownKey.test(file.key) || files.findIndex((other) => other.key === file.key) !== index) {
      throw new AppError(ErrorKey.forbidden, 403, { [`uploadedDocuments.${index}.key`]: ErrorKey.forbidden });
    }
    const nameField = `uploadedDocuments.${index}.fileName`;
    assertAcceptedName(file.fileName, nameField);
    if (fileExtensionOf(file.key) !== fileExtensionOf(file.fileName)) {
      throw new AppError(ErrorKey.ratingDocumentType, 400, { [nameField]: ErrorKey.ratingDocumentType });
    }
    const found = await deps.storage.head(file.key);
    if (!found) {
      const field = `uploadedDocuments.${index}.key`;
      throw new AppError(ErrorKey.uploadMissing, 400, { [field]: ErrorKey.uploadMissing });
    }
    stored.push(found);
  }
  await assertStoredContentMatches(
    deps.storage,
    files.map((file, index) => ({
      key: file.key,
      claimedName: file.fileName,
      size: stored[index]?.size ?? 0,
      etag: stored[index]?.etag ?? '',
      field: `uploadedDocuments.${index}.fileName`,
    })),
  );
  const moves: { from: string; to: string }[] = [];
  const undo = async () => {
    await Promise.allSettled(moves.map((move) => deps.storage.move(move.to, move.from)));
  };
  const documents: RatingDocument[] = [];
  try {
    for (const [index, file] of files.entries()) {
      const extension = fileExtensionOf(file.key);
      const to = `ratings/${line.branchId}/${line.id}/${randomBytes(12).toString('hex')}.${extension}`;
      // Moved only while it is the file checked above: one PUT again through its link since is refused (409).
      await deps.storage.move(file.key, to, { ifMatch: stored[index]?.etag || undefined });
      moves.push({ from: file.key, to });
      documents.push({
        storageKey: to,
        fileName: file.fileName,
        contentType: contentTypeOf(file.fileName),
        size: stored[index]?.size ?? 0,
      });
    }
  } catch (error) {
    await undo();
    throw error;
  }
  return { documents, undo };
}
