import type { PersonalDataSubject } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import * as repo from './case-privacy.repo.ts';

// The cases' part of the personal-data rules (modules/privacy): the contact persons are the sellers,
// tenants and lawyers of a case. Called with ids the privacy module has already checked, inside its
// transaction; the address and the case itself stay, as the business needs them.

/** The person's contact-person records in the departments' cases. */
export function findContactPersonsOfSubject(db: Db, branchIds: number[], subject: PersonalDataSubject) {
  return repo.findContactPersonsOfSubject(db, branchIds, subject);
}

/** Anonymises the case's contact persons (the person's only, when given); answers how many changed. */
export function anonymiseContactPersons(db: Db, caseId: string, subject?: PersonalDataSubject) {
  return repo.anonymiseContactPersons(db, caseId, subject);
}

/** Reference, address and department of each case, for the ledger. */
export function findCaseSummaries(db: Db, caseIds: string[]) {
  return repo.findCaseSummaries(db, caseIds);
}
