import type { PersonalDataSubject } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import * as repo from './order-privacy.repo.ts';

// The orders' part of the personal-data rules (modules/privacy): the end user an order was invoiced to, and
// the users watching it. Called with ids the privacy module has already checked, inside its transaction;
// the orders, their lines and amounts stay.

export function findEndUserInvoicesOfSubject(db: Db, branchIds: number[], subject: PersonalDataSubject) {
  return repo.findEndUserInvoicesOfSubject(db, branchIds, subject);
}

/** Anonymises the end-user invoices of the case's orders (the person's only, when given); answers how many. */
export function anonymiseEndUserInvoices(db: Db, caseId: string, subject?: PersonalDataSubject) {
  return repo.anonymiseEndUserInvoices(db, caseId, subject);
}

export function findWatchedOrdersOfSubject(db: Db, branchIds: number[], subject: PersonalDataSubject) {
  return repo.findWatchedOrdersOfSubject(db, branchIds, subject);
}

/** Empties the watcher lists of the case's orders (takes off the person only, when given); answers how many. */
export function removeWatchersOfCase(db: Db, caseId: string, subject?: PersonalDataSubject) {
  return repo.removeWatchersOfCase(db, caseId, subject);
}

/** The orders of the cases still running (neither delivered, invoiced nor cancelled). */
export function findRunningOrdersOfCases(db: Db, caseIds: string[]) {
  return repo.findRunningOrdersOfCases(db, caseIds);
}
