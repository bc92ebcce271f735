import { randomUUID } from 'node:crypto';
import {
  type AllowedDocumentNameRecord,
  type CaseDocumentRecord,
  type CaseLinkRecord,
  contentTypeOf,
  DOCUMENT_EXTENSIONS,
  DocumentType,
  ErrorKey,
  fileExtensionOf,
  type PresignedUploadRecord,
  type PresignUploadBody,
  type SaveDocumentBody,
  type SaveLinkBody,
  UPLOAD_URL_SECONDS,
  uploadFileProblem,
} from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError, isExplainedError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findChangeableCase, findVisibleCase } from '../cases/case-access.service.ts';
import { assertStoredContentMatches } from '../uploads/upload-content.ts';
import * as repo from './case-documents.repo.ts';
import { documentStorageKey, isTemporaryDocumentKeyOf, temporaryDocumentKey } from './document-paths.ts';

/** Download links of documents live this long; the list is fetched again when the page is opened. */
const DOWNLOAD_SECONDS = 15 * 60;

async function toDocumentRecord(deps: AppDeps, row: repo.CaseDocumentRow): Promise<CaseDocumentRecord> {
  return {
    id: row.id,
    name: row.title,
    type: DocumentType.parse(row.type),
    url: await deps.storage.presignGet(row.storageKey, {
      expiresInSeconds: DOWNLOAD_SECONDS,
      downloadName: row.fileName,
    }),
    fileName: row.fileName,
    size: row.size,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toLinkRecord = (row: repo.CaseLinkRow): CaseLinkRecord => ({
  id: row.id,
  name: row.title,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
});

/** A URL to PUT a case's PDF document to, at tmp/{branchId}/{caseId}/{uuid}.pdf. */
export async function presignDocumentUpload(
  deps: AppDeps,
  actor: Actor,
  body: PresignUploadBody & { caseId: string },
): Promise<PresignedUploadRecord> {
  const { case: found } = await findChangeableCase(deps, actor, body.caseId);
  const problem = uploadFileProblem(body.fileName, { extensions: DOCUMENT_EXTENSIONS });
  if (problem) throw new AppError(problem, 400, { fileName: problem });
  const extension = fileExtensionOf(body.fileName);
  const key = temporaryDocumentKey(found.branchId, found.id, randomUUID(), extension);
  const presigned = await deps.storage.presignPut(key, {
    contentType: contentTypeOf(body.fileName),
    expiresInSeconds: UPLOAD_URL_SECONDS,
  });
  return {
    url: presigned.url,
    key,
    headers: presigned.headers,
    expiresAt: new Date(Date.now() + UPLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

export async function listDocuments(deps: AppDeps, actor: Actor, caseId: string) {
  await findVisibleCase(deps, actor, caseId);
  const rows = await repo.listDocuments(deps.db, caseId);
  return Promise.all(rows.map((row) => toDocumentRecord(deps, row)));
}

/** Every document type with the document the case has of it (null: the type is still free). */
export async function listAllowedNames(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
): Promise<AllowedDocumentNameRecord[]> {
  await findVisibleCase(deps, actor, caseId);
  const byType = new Map((await repo.listDocuments(deps.db, caseId)).map((row) => [row.type, row.id]));
  return DocumentType.options.map((type) => ({ type, documentId: byType.get(type) ?? null }));
}

/**
 * Saves documents whose files were PUT to their temporary keys, all or nothing, one per type. Each file is
 * moved to its documents/ key before the rows are written; when the rows cannot be written the files go
 * back. A replaced document's old file is removed only once the new row is committed.
 */
export async function saveDocuments(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  documents: SaveDocumentBody[],
): Promise<CaseDocumentRecord[]> {
  const { case: found } = await findChangeableCase(deps, actor, caseId);
  const field = (index: number, name: string) =>
    documents.length === 1 ? name : `documents.${index}.${name}`;
  const types = new Set<string>();
  for (const [index, document] of documents.entries()) {
    if (types.has(document.type)) {
      throw new AppError(ErrorKey.badRequest, 400, { [field(index, 'type')]: ErrorKey.badRequest });
    }
    types.add(document.type);
  }
  const files: { document: SaveDocumentBody; size: number; etag: string }[] = [];
  for (const [index, document] of documents.entries()) {
    if (!isTemporaryDocumentKeyOf(document.key, found.branchId, found.id)) {
      throw new AppError(ErrorKey.forbidden, 403, { [field(index, 'key')]: ErrorKey.forbidden });
    }
    const stored = await deps.storage.head(document.key);
    if (!stored) {
      throw new AppError(ErrorKey.documentSaveFailed, 400, {
        [field(index, 'key')]: ErrorKey.documentSaveFailed,
      });
    }
    files.push({ document, size: stored.size, etag: stored.etag });
  }
  // A page or script named .pdf is refused (and removed) before anything is moved or saved.
  await assertStoredContentMatches(
    deps.storage,
    files.map(({ document, size, etag }, index) => ({
      key: document.key,
      // The key's extension is the type the presign call accepted (always PDF).
      claimedName: document.key,
      size,
      etag,
      field: field(index, 'fileName'),
    })),
  );

  const replaced = await repo.findDocumentsOfTypes(deps.db, found.id, [...types]);
  const moves: { from: string; to: string }[] = [];
  try {
    for (const { document, etag } of files) {
      const extension = fileExtensionOf(document.key);
      const to = documentStorageKey({ branchId: found.branchId, caseId: found.id, extension });
      // Moved only while it is the file checked above: one PUT again through its link since is refused (409).
      await deps.storage.move(document.key, to, { ifMatch: etag || undefined });
      moves.push({ from: document.key, to });
    }
    const now = nowOf(deps);
    const rows = await deps.db.transaction(async (tx) => {
      const saved = [];
      for (const [index, { document, size }] of files.entries()) {
        const move = moves[index] as { to: string };
        saved.push(
          await repo.upsertDocument(
            tx,
            {
              caseId: found.id,
              branchId: found.branchId,
              type: document.type,
              title: document.title,
              storageKey: move.to,
              fileName: document.fileName,
              contentType: contentTypeOf(document.fileName),
              size,
            },
            now,
          ),
        );
      }
      await recordAudit(tx, actor, {
        action: 'caseDocuments.saved',
        targetType: 'case',
        targetId: found.id,
        details: { types: [...types], replaced: replaced.map((row) => row.type) },
      });
      return saved;
    });
    await removeFiles(
      deps,
      replaced.map((row) => row.storageKey),
    );
    return Promise.all(rows.map((row) => toDocumentRecord(deps, row)));
  } catch (error) {
    if (error instanceof AppError) throw error;
    await Promise.allSettled(moves.map((move) => deps.storage.move(move.to, move.from)));
    if (isExplainedError(error)) throw error;
    deps.logger.error({ err: error, caseId }, 'case documents could not be saved');
    throw new AppError(ErrorKey.documentSaveFailed, 500);
  }
}

/** Files no row points at any more; a failed removal leaves an orphan file, never a broken document. */
async function removeFiles(deps: AppDeps, keys: string[]) {
  const results = await Promise.allSettled(keys.map((key) => deps.storage.remove(key)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') {
      deps.logger.warn({ err: result.reason, key: keys[index] }, 'an old document file could not be removed');
    }
  }
}

export async function listLinks(deps: AppDeps, actor: Actor, caseId: string) {
  await findVisibleCase(deps, actor, caseId);
  return (await repo.listLinks(deps.db, caseId)).map(toLinkRecord);
}

export async function saveLink(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  body: SaveLinkBody,
): Promise<CaseLinkRecord> {
  const { case: found } = await findChangeableCase(deps, actor, caseId);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const saved = await repo.insertLink(tx, {
        caseId: found.id,
        title: body.title,
        url: body.url,
        now: nowOf(deps),
      });
      await recordAudit(tx, actor, {
        action: 'caseLinks.saved',
        targetType: 'case',
        targetId: found.id,
        details: { linkId: saved.id },
      });
      return saved;
    });
    return toLinkRecord(row);
  } catch (error) {
    deps.logger.error({ err: error, caseId }, 'case link could not be saved');
    throw new AppError(ErrorKey.linkSaveFailed, 500);
  }
}

/**
 * Removes the case's documents and links among `ids` inside the caller's transaction, without an access
 * check (the caller has found the case changeable). Answers the removed documents' files, to be removed
 * once the transaction commits, and how many links went.
 */
export async function removeDocumentsAndLinks(db: Db, caseId: string, ids: string[]) {
  const documents = await repo.deleteDocuments(db, caseId, ids);
  const links = await repo.deleteLinks(db, caseId, ids);
  return { documentFiles: documents.map((document) => document.storageKey), removedLinks: links.length };
}

/** The case's documents, without an access check (the provider's order page). */
export function listDocumentsOfCase(db: Db, caseId: string) {
  return repo.listDocuments(db, caseId);
}
