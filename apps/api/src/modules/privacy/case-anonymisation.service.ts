import type { PersonalDataCounts, PersonalDataSubject } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { anonymiseVisitLinksOfCase } from '../bookings/visit-link-privacy.service.ts';
import { anonymiseContactPersons, findCaseSummaries } from '../cases/case-privacy.service.ts';
import { anonymiseEndUserInvoices, removeWatchersOfCase } from '../orders/order-privacy.service.ts';
import { anonymiseFormsOfCase } from '../task-forms/form-privacy.service.ts';
import { anonymiseFormSubmissionsOfCase } from '../tasks/task-privacy.service.ts';
import * as repo from './privacy.repo.ts';

// Anonymising one case, as the retention job and an erasure both do it: every module anonymises its own
// records of the case, in the caller's transaction, and the ledger gets one row saying what changed.

/**
 * Anonymises the personal data of the case (the person's only, when given): each module replaces its own
 * personal fields; the address, the orders and their amounts, the tasks and the material stay.
 */
export async function anonymiseCase(
  tx: Db,
  caseId: string,
  subject?: PersonalDataSubject,
): Promise<PersonalDataCounts> {
  const contactPersons = await anonymiseContactPersons(tx, caseId, subject);
  const endUserInvoices = await anonymiseEndUserInvoices(tx, caseId, subject);
  const forms = await anonymiseFormsOfCase(tx, caseId, subject);
  const submissions = await anonymiseFormSubmissionsOfCase(tx, caseId, subject);
  const watchers = await removeWatchersOfCase(tx, caseId, subject);
  const visitLinks = await anonymiseVisitLinksOfCase(tx, caseId, subject);
  // An interview answered through its link is kept both on the form and as the task's submission: one answer.
  const formAnswers = new Set([...forms, ...submissions]).size;
  return { contactPersons, endUserInvoices, formAnswers, watchers, visitLinks };
}

export const anythingAnonymised = (counts: PersonalDataCounts) =>
  Object.values(counts).some((value) => value > 0);

/** Writes the case's ledger row: the case as it reads after anonymising, what changed, by which rule. */
export async function writeLedgerRow(
  tx: Db,
  caseId: string,
  values: Omit<repo.NewLedgerRow, 'caseId' | 'branchId' | 'caseReference' | 'address'>,
): Promise<string> {
  const [summary] = await findCaseSummaries(tx, [caseId]);
  if (!summary) throw new Error(`case ${caseId} not found for its ledger row`);
  return repo.insertLedgerRow(tx, {
    ...values,
    caseId,
    branchId: summary.branchId,
    caseReference: summary.caseReference,
    address: summary.address,
  });
}
