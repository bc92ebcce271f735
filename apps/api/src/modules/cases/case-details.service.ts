import { randomUUID } from 'node:crypto';
import {
  type CaseAddressBody,
  type CaseCategory,
  type CaseRecord,
  type CaseUpsertBody,
  type ContactPersonRecord,
  ErrorKey,
  formatAddress,
  type OrderStatusWord,
  storedPhone,
} from '@portal/contracts';
import type { z } from 'zod';
import { type Actor, assertBranchPermission } from '../../actor.ts';
import { AppError, isExplainedError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { type AuditAction, recordAudit } from '../audit/audit.service.ts';
import { type BranchRow, findBranchById } from '../branches/branches.service.ts';
import { assertPropertyTypeKnown } from '../catalogue/catalogue.service.ts';
import { doOnce } from '../idempotency/idempotency.service.ts';
import { ARCHIVED_STATES, findVisibleCase, isArchivedState } from './case-access.service.ts';
import { toCaseRecord, toContactPersonRecord } from './case-record.ts';
import * as repo from './cases.repo.ts';

type UpsertBody = z.output<typeof CaseUpsertBody>;
type AddressBody = z.output<typeof CaseAddressBody>;

const GENERATED_DIGITS = 5;
const UPSERT_ATTEMPTS = 3;

function addressColumns(address: AddressBody) {
  return {
    street: address.street,
    buildingNumber: address.buildingNumber,
    buildingFloor: address.buildingFloor || null,
    buildingDoor: address.buildingDoor || null,
    zip: address.zip,
    city: address.city,
    cityArea: address.cityArea || null,
    addressFull: formatAddress(address),
  };
}

/** The department's next own case number: its customer id and a running number, e.g. DK-10042-00007. */
async function nextReference(db: AppDeps['db'], branch: BranchRow): Promise<string> {
  const prefix = branch.useUpperCase ? `${branch.axCustomerId}-`.toUpperCase() : `${branch.axCustomerId}-`;
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\d+)$`);
  const numbers = (await repo.findReferencesWithPrefix(db, branch.id, prefix)).map((reference) =>
    Number(pattern.exec(reference)?.[1] ?? 0),
  );
  const next = String(Math.max(0, ...numbers) + 1).padStart(GENERATED_DIGITS, '0');
  return `${prefix}${next}`;
}

/** Creates the case of (department, reference), or updates it; the contact persons are replaced. */
export async function upsertWebshopCase(
  deps: AppDeps,
  actor: Actor,
  body: UpsertBody,
): Promise<{ caseId: string }> {
  const branch = await findBranchById(deps.db, body.branchId);
  const saved = await saveCase(deps, actor, body, branch);
  await recordAudit(deps.db, actor, saved.audit);
  return { caseId: saved.case.id };
}

/** The order placed on a case in the unit of work that saves it: recorded on the case in the same write. */
export interface OrderOnSavedCase {
  status: OrderStatusWord;
  /** The case's category, which the first order placed on a case sets. */
  category: CaseCategory;
  at: Date;
}

/**
 * Saves the wizard's case for the order placed on it in the same unit of work (`doOnce`): the department
 * as the order read it, and the order's status written with the case. The audit entry is the caller's to
 * write, with the order's.
 */
export function saveCaseForOrder(
  deps: AppDeps,
  actor: Actor,
  body: UpsertBody,
  branch: BranchRow,
  order: OrderOnSavedCase,
) {
  return saveCase(deps, actor, body, branch, order);
}

async function saveCase(
  deps: AppDeps,
  actor: Actor,
  body: UpsertBody,
  branch: BranchRow | undefined,
  order?: OrderOnSavedCase,
  attempt = 1,
): Promise<{ case: repo.CaseRow; branch: BranchRow; audit: AuditAction }> {
  // The wizard saves the case an order goes on: the department's permission to order.
  assertBranchPermission(actor, body.branchId, 'orders.create');
  if (!branch) throw new AppError(ErrorKey.forbidden, 403);
  if (body.propertyInfo) {
    try {
      assertPropertyTypeKnown(body.propertyInfo.propertyType);
    } catch {
      throw new AppError(ErrorKey.unknownPropertyType, 400, {
        'propertyInfo.propertyType': ErrorKey.unknownPropertyType,
      });
    }
  }
  const reference = branch.useUpperCase ? body.reference.toUpperCase() : body.reference;
  const contacts: repo.NewContactPerson[] = body.orderContacts.map((contact, index) => ({
    priority: index + 1,
    contactType: contact.contactType,
    name: contact.name,
    email: contact.email || null,
    phoneMobile: storedPhone(contact.phone, branch.countryCode),
  }));
  const property = body.propertyInfo && {
    propertyType: body.propertyInfo.propertyType,
    registeredArea: body.propertyInfo.registeredArea,
    basementArea: body.propertyInfo.basementArea,
    storeys: body.propertyInfo.totalStoreys,
  };
  const address = body.address && addressColumns(body.address);
  const retry = () => {
    if (attempt < UPSERT_ATTEMPTS) return saveCase(deps, actor, body, branch, order, attempt + 1);
    throw new Error('case number taken on every attempt');
  };

  // Saved only in doOnce's unit of work, one transaction, which a failure rolls back whole. A case number
  // taken meanwhile (two saves of the same new case, or two cases numbered at once) writes nothing and the
  // save tries again, so no savepoint is needed.
  const tx = deps.db;
  try {
    const now = nowOf(deps);
    /** The case as new, under this id and number, with the order placed with it (its first). */
    const newCase = (id: string, number: string) => ({
      id,
      branchId: branch.id,
      reference: number,
      category: 'CASE',
      ...(address as NonNullable<typeof address>),
      ...property,
      ...(order && { orderStatus: order.status, latestOrderChangeAt: order.at, category: order.category }),
      createdAt: now,
      modifiedDate: now,
    });
    let existing: repo.CaseRow | undefined;
    if (reference && address) {
      // A case number with an address is saved as a new case at once; the case that has the number already
      // comes back instead, and nothing is written.
      const id = randomUUID();
      const found = await repo.insertCaseOrFindReference(tx, newCase(id, reference), contacts);
      if (!found) return await retry();
      if (found.id === id) return { case: found, branch, audit: auditOf('cases.created', id) };
      existing = found;
    } else {
      // Without a case number, an order for an address the department already has goes on that case.
      existing = reference
        ? await repo.findCaseByReference(tx, branch.id, reference)
        : address && (await repo.findCaseByAddress(tx, branch.id, body.address as AddressBody));
    }
    if (existing && isArchivedState(existing.materialsState)) throw new AppError(ErrorKey.archivedCase, 409);
    if (!existing) {
      if (!address) throw new AppError(ErrorKey.caseCreateFailed, 400, { address: 'rules.required' });
      const id = randomUUID();
      const numbered = await repo.insertCaseOrFindReference(
        tx,
        newCase(id, await nextReference(tx, branch)),
        contacts,
      );
      if (numbered?.id !== id) return await retry();
      return { case: numbered, branch, audit: auditOf('cases.created', id) };
    }
    const saved = await repo.updateCase(tx, existing.id, {
      ...address,
      ...property,
      // The order placed with it; the category is set by a case's first order only.
      ...(order && {
        orderStatus: order.status,
        latestOrderChangeAt: order.at,
        ...(existing.orderStatus === 'None' && { category: order.category }),
      }),
      modifiedDate: now,
    });
    if (!saved) throw new Error('update found no case');
    await repo.replaceContactPersons(tx, saved.id, contacts);
    return { case: saved, branch, audit: auditOf('cases.updated', saved.id) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    actor.logger.error({ err: error }, 'case upsert failed');
    throw new AppError(ErrorKey.caseCreateFailed, 500);
  }
}

const auditOf = (action: string, caseId: string): AuditAction => ({
  action,
  targetType: 'case',
  targetId: caseId,
});

/** The case call with an idempotency key: a retried submission gets the first answer and changes nothing. */
export async function upsertWebshopCaseOnce(
  deps: AppDeps,
  actor: Actor,
  body: UpsertBody,
  idempotencyKey?: string,
): Promise<{ caseId: string }> {
  const submission = { userId: actor.userId, scope: 'cases.upsert', key: idempotencyKey, body };
  const { answer } = await doOnce(deps, submission, (unitDeps) => upsertWebshopCase(unitDeps, actor, body));
  return answer;
}

export async function getCase(deps: AppDeps, actor: Actor, caseId: string): Promise<CaseRecord> {
  const row = await findVisibleCase(deps, actor, caseId);
  const contacts = await repo.findContactPersons(deps.db, caseId);
  return toCaseRecord(
    { case: row.case, branchName: row.branch.name, axCustomerId: row.branch.axCustomerId },
    contacts,
  );
}

export async function listContactPersons(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
): Promise<ContactPersonRecord[]> {
  await findVisibleCase(deps, actor, caseId);
  const contacts = await repo.findContactPersons(deps.db, caseId);
  return contacts.map(toContactPersonRecord);
}

/**
 * POST /cases/{id}/address: corrects the case's address. Orders, bookings, the presentation, zips and mails
 * read the address from the case, so they all use the corrected one from now on.
 */
export async function updateCaseAddress(
  deps: AppDeps,
  actor: Actor,
  caseId: string,
  body: AddressBody,
): Promise<{ caseId: string }> {
  const { case: found } = await findVisibleCase(deps, actor, caseId);
  // The address is part of the case an order is placed on: saving it takes the permission to order.
  assertBranchPermission(actor, found.branchId, 'orders.create');
  if (isArchivedState(found.materialsState)) throw new AppError(ErrorKey.addressOfArchivedCase, 409);
  const columns = addressColumns(body);
  try {
    await deps.db.transaction(async (tx) => {
      // The state is checked again by the change itself, so archiving that began meanwhile is not overtaken.
      const changed = await repo.updateCaseUnlessIn(tx, caseId, ARCHIVED_STATES, {
        ...columns,
        modifiedDate: nowOf(deps),
      });
      if (!changed) throw new AppError(ErrorKey.addressOfArchivedCase, 409);
      await recordAudit(tx, actor, {
        action: 'cases.addressUpdated',
        targetType: 'case',
        targetId: caseId,
        details: { from: found.addressFull, to: columns.addressFull },
      });
    });
  } catch (error) {
    if (isExplainedError(error)) throw error;
    actor.logger.error({ err: error }, 'case address update failed');
    throw new AppError(ErrorKey.addressUpdateFailed, 500);
  }
  return { caseId };
}
