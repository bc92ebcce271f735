import type { PersonalDataSubject } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import * as repo from './form-privacy.repo.ts';

// The interviews' and questionnaires' part of the personal-data rules (modules/privacy): who a form was
// sent to and what they answered. Called with ids the privacy module has already checked, in its transaction.

export function findFormsOfSubject(db: Db, branchIds: number[], subject: PersonalDataSubject) {
  return repo.findFormsOfSubject(db, branchIds, subject);
}

/** Anonymises the case's forms (those sent to the person, when given); answers the tasks whose forms changed. */
export function anonymiseFormsOfCase(db: Db, caseId: string, subject?: PersonalDataSubject) {
  return repo.anonymiseFormsOfCase(db, caseId, subject);
}
