import type { LedgerRecord } from '@portal/contracts';
import type { LedgerRowWithBranch } from './privacy.repo.ts';

/** A ledger row as the calls answer it. */
export function toLedgerRecord({ entry, branchName }: LedgerRowWithBranch): LedgerRecord {
  return {
    id: entry.id,
    caseId: entry.caseId,
    branchId: entry.branchId,
    branchName,
    caseReference: entry.caseReference,
    address: entry.address,
    anonymised: entry.anonymised,
    at: entry.at.toISOString(),
    rule: entry.rule,
    retentionMonths: entry.retentionMonths,
    requestedBy:
      entry.rule === 'erasure'
        ? { userId: entry.requestedByUserId, name: entry.requestedByName ?? '' }
        : null,
  };
}
