import { ANONYMISED, type PersonalDataSubject } from '@portal/contracts';
import { and, asc, eq, inArray, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subjectMatches } from '../../db/personal-data-match.ts';
import { branches } from '../branches/branches.table.ts';
import { cases, contactPersons } from './cases.table.ts';

const ofSubject = (subject: PersonalDataSubject) =>
  subjectMatches(subject, {
    emails: [contactPersons.email],
    phones: [contactPersons.phoneMobile, contactPersons.phoneWork, contactPersons.phonePrivate],
  });

/** A contact person still naming someone: anonymised ones keep only their type and place. */
const stillPersonal: SQL | undefined = or(
  ne(contactPersons.name, ANONYMISED),
  isNotNull(contactPersons.email),
  isNotNull(contactPersons.phoneMobile),
  isNotNull(contactPersons.phoneWork),
  isNotNull(contactPersons.phonePrivate),
);

/** The contact persons of the departments' cases whose email or phone is the person's. */
export async function findContactPersonsOfSubject(db: Db, branchIds: number[], subject: PersonalDataSubject) {
  if (branchIds.length === 0) return [];
  return db
    .select({ caseId: contactPersons.caseId, person: contactPersons })
    .from(contactPersons)
    .innerJoin(cases, eq(cases.id, contactPersons.caseId))
    .where(and(inArray(cases.branchId, branchIds), ofSubject(subject)))
    .orderBy(asc(contactPersons.caseId), asc(contactPersons.priority));
}

/** Replaces the name, email and phones of the case's contact persons (only the person's, when given). */
export async function anonymiseContactPersons(db: Db, caseId: string, subject?: PersonalDataSubject) {
  const rows = await db
    .update(contactPersons)
    .set({ name: ANONYMISED, email: null, phoneMobile: null, phoneWork: null, phonePrivate: null })
    .where(and(eq(contactPersons.caseId, caseId), stillPersonal, subject ? ofSubject(subject) : undefined))
    .returning({ id: contactPersons.id });
  return rows.length;
}

/** The cases with their department's name, for the ledger and the export. */
export async function findCaseSummaries(db: Db, caseIds: string[]) {
  if (caseIds.length === 0) return [];
  return db
    .select({
      caseId: cases.id,
      branchId: cases.branchId,
      branchName: branches.name,
      caseReference: cases.reference,
      address: cases.addressFull,
    })
    .from(cases)
    .innerJoin(branches, eq(branches.id, cases.branchId))
    .where(inArray(cases.id, caseIds));
}
