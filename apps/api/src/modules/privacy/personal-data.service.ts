import {
  type EraseBody,
  type EraseResult,
  ErrorKey,
  type LedgerPage,
  type LedgerQuery,
  type PersonalDataSubject,
  type SubjectCase,
  type SubjectExport,
  type SubjectQuery,
  TaskFormKind,
} from '@portal/contracts';
import {
  type Actor,
  administeredBranchIds,
  assertBranchAccess,
  assertNotImpersonating,
} from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findVisitLinksOfSubject } from '../bookings/visit-link-privacy.service.ts';
import { findCaseSummaries, findContactPersonsOfSubject } from '../cases/case-privacy.service.ts';
import { lockCase } from '../cases/cases.service.ts';
import {
  findEndUserInvoicesOfSubject,
  findRunningOrdersOfCases,
  findWatchedOrdersOfSubject,
} from '../orders/order-privacy.service.ts';
import { findFormsOfSubject } from '../task-forms/form-privacy.service.ts';
import { findUserName } from '../users/users.service.ts';
import { anonymiseCase, anythingAnonymised, writeLedgerRow } from './case-anonymisation.service.ts';
import { toLedgerRecord } from './ledger-record.ts';
import * as repo from './privacy.repo.ts';

// A person's data on request (docs/privacy.md): department admins export it as JSON and erase it, within
// the cases of the departments they administer; the ledger lists what was anonymised and why. Anyone else
// is refused 403.

/** The admin's departments: 403 for someone who administers none. */
function administered(actor: Actor): number[] {
  const branchIds = administeredBranchIds(actor);
  if (branchIds.length === 0) throw new AppError(ErrorKey.forbidden, 403);
  return branchIds;
}

const subjectOf = (query: { email?: string; phone?: string }): PersonalDataSubject => ({
  email: query.email || undefined,
  phone: query.phone || undefined,
});

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** Every record of the person in the departments' cases, by case. */
async function findSubjectRecords(db: Db, branchIds: number[], subject: PersonalDataSubject) {
  const [contactPersons, invoices, forms, watched, visitLinks] = await Promise.all([
    findContactPersonsOfSubject(db, branchIds, subject),
    findEndUserInvoicesOfSubject(db, branchIds, subject),
    findFormsOfSubject(db, branchIds, subject),
    findWatchedOrdersOfSubject(db, branchIds, subject),
    findVisitLinksOfSubject(db, branchIds, subject),
  ]);
  const caseIds = [
    ...new Set(
      [...contactPersons, ...invoices, ...forms, ...watched, ...visitLinks].map((row) => row.caseId),
    ),
  ];
  return { caseIds, contactPersons, invoices, forms, watched, visitLinks };
}

/** GET /privacy/subject: what the departments' cases hold about the person, case by case. */
export async function exportSubject(
  deps: AppDeps,
  actor: Actor,
  query: SubjectQuery,
): Promise<SubjectExport> {
  const branchIds = administered(actor);
  const subject = subjectOf(query);
  const found = await findSubjectRecords(deps.db, branchIds, subject);
  const [summaries, running] = await Promise.all([
    findCaseSummaries(deps.db, found.caseIds),
    findRunningOrdersOfCases(deps.db, found.caseIds),
  ]);
  const ofCase = <Row extends { caseId: string }>(rows: Row[], caseId: string) =>
    rows.filter((row) => row.caseId === caseId);
  const cases: SubjectCase[] = summaries
    .toSorted((a, b) => a.caseReference.localeCompare(b.caseReference))
    .map((summary) => ({
      ...summary,
      openOrders: ofCase(running, summary.caseId).map(({ orderId, salesId, status }) => ({
        orderId,
        salesId,
        status,
      })),
      contactPersons: ofCase(found.contactPersons, summary.caseId).map(({ person }) => ({
        contactType: person.contactType as SubjectCase['contactPersons'][number]['contactType'],
        name: person.name,
        email: person.email,
        phoneMobile: person.phoneMobile,
        phoneWork: person.phoneWork,
        phonePrivate: person.phonePrivate,
      })),
      endUserInvoices: ofCase(found.invoices, summary.caseId).map(({ orderId, salesId, invoice }) => ({
        orderId,
        salesId,
        firstName: invoice?.firstName ?? '',
        lastName: invoice?.lastName ?? '',
        email: invoice?.email ?? '',
        phone: invoice?.phone ?? '',
        address: invoice?.address ?? '',
      })),
      formAnswers: ofCase(found.forms, summary.caseId).map(({ orderId, form }) => ({
        orderId,
        kind: TaskFormKind.parse(form.kind),
        recipientName: form.recipientName,
        recipientEmail: form.recipientEmail,
        sentAt: form.sentAt.toISOString(),
        submittedAt: iso(form.submittedAt),
        answers: (form.answers ?? []).map(({ question, answer }) => ({ question, answer })),
      })),
      watchedOrders: ofCase(found.watched, summary.caseId).map(({ orderId, salesId }) => ({
        orderId,
        salesId,
      })),
      visitLinks: ofCase(found.visitLinks, summary.caseId).map(({ orderId, link }) => ({
        orderId,
        channel: link.channel,
        sentTo: link.sentTo,
        contactName: link.contactName,
        sentAt: link.sentAt.toISOString(),
      })),
    }));
  return {
    subject: { email: subject.email ?? null, phone: subject.phone ?? null },
    exportedAt: nowOf(deps).toISOString(),
    cases,
  };
}

/**
 * POST /privacy/erase: anonymises the person's records in the departments' cases, one ledger row per case
 * that changed. Asking again changes nothing and writes nothing. Not while acting as someone else: erasing
 * cannot be undone, so the office's own admin decides it.
 */
export async function eraseSubject(deps: AppDeps, actor: Actor, body: EraseBody): Promise<EraseResult> {
  const branchIds = administered(actor);
  assertNotImpersonating(actor);
  const subject = subjectOf(body);
  const now = nowOf(deps);
  const ledgerIds = await deps.db.transaction(async (tx) => {
    const { caseIds } = await findSubjectRecords(tx, branchIds, subject);
    const requestedByName = await findUserName(tx, actor.userId);
    const written: string[] = [];
    for (const caseId of caseIds.toSorted()) {
      await lockCase(tx, caseId);
      const anonymised = await anonymiseCase(tx, caseId, subject);
      if (!anythingAnonymised(anonymised)) continue;
      written.push(
        await writeLedgerRow(tx, caseId, {
          anonymised,
          rule: 'erasure',
          requestedByUserId: actor.userId,
          requestedByName,
          at: now,
        }),
      );
    }
    if (written.length > 0) {
      // The audit names the cases, not the person: it must not keep what was just erased.
      await recordAudit(tx, actor, {
        action: 'privacy.erased',
        targetType: 'ledger',
        details: { ledgerIds: written, cases: written.length },
      });
    }
    return written;
  });
  return { erased: (await repo.findLedgerRows(deps.db, ledgerIds)).map(toLedgerRecord) };
}

/** GET /privacy/ledger: the departments' rows (one department's, when asked for), newest first. */
export async function listLedger(deps: AppDeps, actor: Actor, query: LedgerQuery): Promise<LedgerPage> {
  let branchIds = administered(actor);
  if (query.branchId !== undefined) {
    assertBranchAccess(actor, query.branchId, 'admin');
    branchIds = [query.branchId];
  }
  const { rows, total } = await repo.findLedgerPage(deps.db, branchIds, query);
  return { currentSkip: query.skip, take: query.take, total, data: rows.map(toLedgerRecord) };
}
