import type { PersonalDataSubject } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import * as repo from './visit-link-privacy.repo.ts';

// The visits' part of the personal-data rules (modules/privacy): the phone number or email address and the
// name a booking link was sent to. Called with ids the privacy module has already checked, in its transaction.

export function findVisitLinksOfSubject(db: Db, branchIds: number[], subject: PersonalDataSubject) {
  return repo.findVisitLinksOfSubject(db, branchIds, subject);
}

/** Anonymises the case's booking links (those sent to the person, when given); answers how many changed. */
export function anonymiseVisitLinksOfCase(db: Db, caseId: string, subject?: PersonalDataSubject) {
  return repo.anonymiseVisitLinksOfCase(db, caseId, subject);
}
