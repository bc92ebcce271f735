import { randomBytes } from 'node:crypto';
import { ErrorKey } from '@portal/contracts';
import { AppError } from '../../app-error.ts';

/**
 * Where a case's document lives: documents/{branchId}/{caseId}/{random id}.{extension} (docs/product.md). A key without its case or department could be shared by two cases, so both are required.
 */
export function documentStorageKey(parts: {
  branchId: number | null | undefined;
  caseId: string | null | undefined;
  extension: string;
}): string {
  if (!parts.caseId) throw new AppError(ErrorKey.caseIdMissing, 400);
  if (parts.branchId === null || parts.branchId === undefined)
    throw new AppError(ErrorKey.clientIdMissing, 400);
  return `documents/${parts.branchId}/${parts.caseId}/${randomBytes(12).toString('hex')}.${parts.extension}`;
}

/** The temporary key the presign call hands out for a case's document: tmp/{branchId}/{caseId}/{uuid}.{ext}. */
export function temporaryDocumentKey(
  branchId: number,
  caseId: string,
  uuid: string,
  extension: string,
): string {
  return `tmp/${branchId}/${caseId}/${uuid}.${extension}`;
}

/** Whether `key` is a temporary document key this case's presign call could have given. */
export function isTemporaryDocumentKeyOf(key: string, branchId: number, caseId: string): boolean {
  return new RegExp(`^tmp/${branchId}/${caseId}/[0-9a-f-]{36}\\.pdf$`).test(key);
}
