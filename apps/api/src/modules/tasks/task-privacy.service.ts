import type { PersonalDataSubject } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import * as repo from './task-privacy.repo.ts';

// The tasks' part of the personal-data rules (modules/privacy): the interview and questionnaire answers a
// completed task keeps as its submission. Called with ids the privacy module has already checked.

/** Anonymises the case's interview and questionnaire submissions; answers the tasks whose submission changed. */
export function anonymiseFormSubmissionsOfCase(db: Db, caseId: string, subject?: PersonalDataSubject) {
  return repo.anonymiseFormSubmissionsOfCase(db, caseId, subject);
}
