import { describe, expect, it } from 'vitest';
import { AppError } from '../../app-error.ts';
import { documentStorageKey, isTemporaryDocumentKeyOf } from './document-paths.ts';

const CASE_ID = '0b9d4c2e-1f0a-4b7e-9d3c-5a6b7c8d9e0f';

describe('documentStorageKey', () => {
  it('builds documents/{branchId}/{caseId}/{random id}.{extension}', () => {
    const key = documentStorageKey({ branchId: 12, caseId: CASE_ID, extension: 'pdf' });
    expect(key).toMatch(new RegExp(`^documents/12/${CASE_ID}/[0-9a-f]{24}\\.pdf$`));
    expect(documentStorageKey({ branchId: 12, caseId: CASE_ID, extension: 'pdf' })).not.toBe(key);
  });

  it('raises caseIdMissing without a case and clientIdMissing without a department', () => {
    const failure = (parts: Parameters<typeof documentStorageKey>[0]) => {
      try {
        documentStorageKey(parts);
      } catch (error) {
        return error instanceof AppError ? error.code : error;
      }
      return null;
    };
    expect(failure({ branchId: 12, caseId: '', extension: 'pdf' })).toBe('materials.messages.caseIdMissing');
    expect(failure({ branchId: 12, caseId: null, extension: 'pdf' })).toBe(
      'materials.messages.caseIdMissing',
    );
    expect(failure({ branchId: null, caseId: CASE_ID, extension: 'pdf' })).toBe(
      'materials.messages.clientIdMissing',
    );
    expect(failure({ branchId: undefined, caseId: CASE_ID, extension: 'pdf' })).toBe(
      'materials.messages.clientIdMissing',
    );
  });
});

describe('isTemporaryDocumentKeyOf', () => {
  it('accepts only the case’s own temporary PDF keys', () => {
    const own = `tmp/12/${CASE_ID}/0b9d4c2e-1f0a-4b7e-9d3c-5a6b7c8d9e0f.pdf`;
    expect(isTemporaryDocumentKeyOf(own, 12, CASE_ID)).toBe(true);
    expect(isTemporaryDocumentKeyOf(own, 13, CASE_ID)).toBe(false);
    expect(isTemporaryDocumentKeyOf(own.replace('.pdf', '.exe'), 12, CASE_ID)).toBe(false);
    expect(isTemporaryDocumentKeyOf(`../${own}`, 12, CASE_ID)).toBe(false);
  });
});
