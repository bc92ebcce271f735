import type { SubjectCase, SubjectExport } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  casesWithRunningOrders,
  countedKinds,
  countsOfCase,
  exportFileName,
  subjectLabel,
} from './subject-export.ts';

const caseOf = (changes: Partial<SubjectCase> = {}): SubjectCase => ({
  caseId: '7f0b1a52-8a39-4d52-9a64-3d4c7b3f2a10',
  branchId: 1,
  branchName: 'Office A',
  caseReference: 'REF-1',
  address: 'Strandvejen 12, 2900 Hellerup',
  openOrders: [],
  contactPersons: [],
  endUserInvoices: [],
  formAnswers: [],
  watchedOrders: [],
  visitLinks: [],
  ...changes,
});

const exportOf = (
  cases: SubjectCase[],
  email: string | null = 'Sofie.Saelger@example.test',
): SubjectExport => ({
  subject: { email, phone: email ? null : '+45 12 34 56 78' },
  exportedAt: '2026-06-15T10:00:00.000Z',
  cases,
});

describe('a person’s export', () => {
  it('counts what each case holds and names only the kinds it has', () => {
    const item = caseOf({
      contactPersons: [
        {
          contactType: 'OWNER',
          name: 'Sofie',
          email: null,
          phoneMobile: null,
          phoneWork: null,
          phonePrivate: null,
        },
      ],
      watchedOrders: [
        { orderId: '1f0b1a52-8a39-4d52-9a64-3d4c7b3f2a10', salesId: 'SO-1' },
        { orderId: '2f0b1a52-8a39-4d52-9a64-3d4c7b3f2a10', salesId: 'SO-2' },
      ],
    });
    expect(countsOfCase(item)).toEqual({
      contactPersons: 1,
      endUserInvoices: 0,
      formAnswers: 0,
      watchers: 2,
      visitLinks: 0,
    });
    expect(countedKinds(countsOfCase(item))).toEqual([
      ['contactPersons', 1],
      ['watchers', 2],
    ]);
  });

  it('finds the cases with orders still running', () => {
    const running = caseOf({
      caseReference: 'REF-2',
      openOrders: [{ orderId: '3f0b1a52-8a39-4d52-9a64-3d4c7b3f2a10', salesId: 'SO-3', status: 'Open' }],
    });
    expect(casesWithRunningOrders(exportOf([caseOf(), running]))).toEqual([running]);
  });

  it('names the file after the person and the day, in characters every system accepts', () => {
    expect(exportFileName(exportOf([]))).toBe('personal-data-sofie-saelger-example-test-2026-06-15.json');
    expect(exportFileName(exportOf([], null))).toBe('personal-data-45-12-34-56-78-2026-06-15.json');
  });

  it('writes who was searched for', () => {
    expect(subjectLabel({ email: 'a@b.test' })).toBe('a@b.test');
    expect(subjectLabel({ email: 'a@b.test', phone: '12345678' })).toBe('a@b.test / 12345678');
  });
});
