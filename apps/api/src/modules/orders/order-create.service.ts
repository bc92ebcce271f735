import { randomInt } from 'node:crypto';
import {
  type ApprovalReason,
  type CaseOrderCreateBody,
  type CaseOrderCreateResponse,
  ErrorKey,
  type OrderCreateResponse,
  storedPhone,
} from '@portal/contracts';
import type { z } from 'zod';
import { type Actor, assertBranchPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { type AuditAction, recordAudits } from '../audit/audit.service.ts';
import { newVisitOf } from '../bookings/booking-rules.ts';
import { assertCampaignTakesOrder } from '../campaigns/campaign-budget.service.ts';
import { findVisibleCase, isArchivedState } from '../cases/case-access.service.ts';
import { saveCaseForOrder } from '../cases/case-details.service.ts';
import { recordOrderChangeOnCase } from '../cases/cases.service.ts';
import { doOnce } from '../idempotency/idempotency.service.ts';
import {
  type ApprovalRequest,
  mailApprovalRequest,
  requestApproval,
} from '../spend/approval-requests.service.ts';
import { type CheckedOrder, checkOrder } from './order-check.service.ts';
import { type PlacedOrder, sendOrderConfirmation } from './order-notices.ts';
import { type CreateBody, caseCategoryOf, fromCents, toLineValues } from './order-plan.ts';
import { startOrder } from './order-start.service.ts';
import * as repo from './orders.repo.ts';
import { caseStatusOf } from './orders.service.ts';

type CaseOrderBody = z.output<typeof CaseOrderCreateBody>;

const SALES_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** SO- and 8 characters that cannot be misread (no 0/O, 1/I). */
function newSalesId(): string {
  const code = Array.from({ length: 8 }, () => SALES_ID_ALPHABET[randomInt(SALES_ID_ALPHABET.length)]).join(
    '',
  );
  return `SO-${code}`;
}

/** Inserts the order under a sales id unique among all orders: drawn again in the rare case it is taken. */
async function insertOrderWithSalesId(
  db: Db,
  values: Omit<repo.NewOrder, 'salesId'>,
): Promise<repo.OrderRow> {
  for (;;) {
    const created = await repo.insertOrderUnlessSalesIdTaken(db, { ...values, salesId: newSalesId() });
    if (created) return created;
  }
}

/** The case an order is placed on, as its unit of work holds it. */
interface OrderCase {
  case: { id: string; addressFull: string; orderStatus: string };
  /** True when the case was saved with the order's status in the same unit (saveCaseForOrder). */
  orderRecorded: boolean;
  /** What the same unit of work did to the case, written to the audit log with the order. */
  audit?: AuditAction;
}

/** What a placement leaves to do once committed: mail the confirmation, or ask the approvers. */
type Placement = { placed: PlacedOrder } | { waiting: ApprovalRequest };

/**
 * Creates the order, its lines and watchers in the caller's unit of work (`doOnce`). An order within its
 * department's spend rules starts at once (tasks, visit, notices: startOrder) and moves the case to Open;
 * one above them is written AWAITING_APPROVAL and waits for an approver, who starts it the same way. The
 * caller mails, as handed over, once it is committed.
 */
async function placeOrder(
  deps: AppDeps,
  actor: Actor,
  body: CreateBody,
  checked: CheckedOrder,
  target: OrderCase,
): Promise<{ answer: OrderCreateResponse; placement: Placement }> {
  const { branch, plan, approvalReasons } = checked;
  const { responsible, officeEmail, watchers } = checked.people;
  const item = target.case;
  const { bookingInfo, propertyInfo, invoicing } = body;
  const waiting = approvalReasons.length > 0;

  // placeOrder runs only in doOnce's unit of work, one transaction: a refusal or failure below rolls back
  // the whole unit, so the order needs no savepoint of its own.
  const tx = deps.db;
  const now = nowOf(deps);
  const hasVisit = plan.lines.some((line) => line.taskCategories.includes('BOOK_PHOTOGRAPHER'));
  const visit = newVisitOf(
    bookingInfo,
    plan.lines.map((line) => ({ ...line, orderedQuantity: line.quantity })),
  );
  let order: repo.OrderRow;
  let lines: ReturnType<typeof toLineValues> = [];
  try {
    if (body.campaignId) {
      await assertCampaignTakesOrder(tx, {
        campaignId: body.campaignId,
        branchId: branch.id,
        priceCents: plan.totalCents,
        confirmOverBudget: body.confirmOverBudget,
        now,
      });
    }
    const created = await insertOrderWithSalesId(tx, {
      caseId: item.id,
      branchId: branch.id,
      status: waiting ? 'AWAITING_APPROVAL' : 'Open',
      currency: branch.currency,
      totalPrice: fromCents(plan.totalCents),
      responsibleUserId: responsible.id,
      responsibleEmail: officeEmail,
      createdByUserId: actor.userId,
      packageId: plan.packageId,
      propertyType: propertyInfo?.propertyType ?? null,
      livingArea: propertyInfo?.livingArea ?? null,
      basementArea: propertyInfo?.basementArea ?? null,
      storeys: propertyInfo?.floors ?? null,
      cadastralNumber: propertyInfo?.cadastralNumber || null,
      roofColor: propertyInfo?.roofColor ?? null,
      offeringType: propertyInfo?.offeringType ?? null,
      keyPickup: bookingInfo.keyPickup,
      keyPickupAddress: (bookingInfo.keyPickup && bookingInfo.keyPickupAddress) || null,
      externalStylist: bookingInfo.externalStylist,
      photographerComment: bookingInfo.photographerComment || null,
      businessInvoice: invoicing.business?.cvr ? invoicing.business : null,
      endUserInvoice: invoicing.endUser
        ? { ...invoicing.endUser, phone: storedPhone(invoicing.endUser.phone) ?? '' }
        : null,
      campaignId: body.campaignId,
      bookingChoice: hasVisit ? visit.bookingChoice : null,
      createdDate: now,
      updatedAt: now,
    });
    lines = toLineValues(created.id, plan.lines);
    await repo.insertOrderContents(
      tx,
      { id: created.id, lines, watcherIds: watchers.map((user) => user.id) },
      { userId: actor.userId, draftId: body.orderId },
    );
    // The order a case is made for says what kind of case it is; later orders on it do not change that.
    const category = item.orderStatus === 'None' ? caseCategoryOf(plan.lines, body.flow) : undefined;
    if (waiting) {
      await requestApproval(
        tx,
        approvalRequestOf(created, item.addressFull, branch, approvalReasons, actor.userId),
        now,
      );
      // The case stays Open when another order of it is.
      await recordOrderChangeOnCase(tx, item.id, await caseStatusOf(tx, item.id), now, category);
    } else {
      await startOrder(
        tx,
        deps.logger,
        { order: created, address: item.addressFull, lines, watcherIds: watchers.map((user) => user.id) },
        { actingUserId: actor.userId, at: now },
      );
      if (!target.orderRecorded) await recordOrderChangeOnCase(tx, item.id, 'Open', now, category);
    }
    await recordAudits(tx, actor, [
      ...(target.audit ? [target.audit] : []),
      {
        action: 'orders.created',
        targetType: 'order',
        targetId: created.id,
        details: {
          caseId: item.id,
          salesId: created.salesId,
          totalPrice: created.totalPrice,
          campaignId: created.campaignId,
          ...(waiting ? { awaitingApproval: approvalReasons } : {}),
        },
      },
    ]);
    order = created;
  } catch (error) {
    if (error instanceof AppError) throw error;
    actor.logger.error({ err: error }, 'order creation failed');
    throw new AppError(ErrorKey.createOrderFailed, 500);
  }
  const answer = { success: true, orderId: order.id, salesId: order.salesId, status: order.status };
  if (waiting) {
    return {
      answer,
      placement: {
        waiting: approvalRequestOf(order, item.addressFull, branch, approvalReasons, actor.userId),
      },
    };
  }
  return {
    answer,
    placement: {
      placed: {
        order,
        address: item.addressFull,
        branch: { locale: branch.locale, countryCode: branch.countryCode },
        lines,
        readers: [responsible, ...watchers],
        maker: officeEmail ? responsible : undefined,
      },
    },
  };
}

/** The waiting order as its approvers are told about it; whoever placed it is not asked. */
function approvalRequestOf(
  order: repo.OrderRow,
  address: string,
  branch: CheckedOrder['branch'],
  reasons: ApprovalReason[],
  ordererUserId: string,
): ApprovalRequest {
  return {
    orderId: order.id,
    caseId: order.caseId,
    branchId: order.branchId,
    branch: { locale: branch.locale, countryCode: branch.countryCode },
    salesId: order.salesId,
    address,
    amount: Number(order.totalPrice ?? 0),
    currency: order.currency,
    reasons,
    ordererUserId,
  };
}

/** After the commit: the confirmation of an order that went on, or the approvers' mail of one that waits. */
async function tellOfPlacement(deps: AppDeps, placement: Placement | undefined) {
  if (!placement) return;
  if ('placed' in placement) await sendOrderConfirmation(deps, placement.placed);
  else await mailApprovalRequest(deps, placement.waiting);
}

/**
 * The order call: a retried submission with the same idempotency key gets the first answer and creates
 * nothing; a new order's confirmation is mailed once it is committed.
 */
export async function createOrder(
  deps: AppDeps,
  actor: Actor,
  body: CreateBody,
  idempotencyKey?: string,
): Promise<OrderCreateResponse> {
  const submission = { userId: actor.userId, scope: 'orders.create', key: idempotencyKey, body };
  // Set only when this call placed the order (not for a replayed answer): the confirmation is mailed from it.
  const done: { placement?: Placement } = {};
  const { answer } = await doOnce(deps, submission, async (unitDeps) => {
    const { case: item, branch } = await findVisibleCase(unitDeps, actor, body.caseId);
    assertBranchPermission(actor, branch.id, 'orders.create');
    if (isArchivedState(item.materialsState)) throw new AppError(ErrorKey.archivedCase, 409);
    const checked = await checkOrder(unitDeps, actor, branch.id, body);
    const placing = await placeOrder(unitDeps, actor, body, checked, { case: item, orderRecorded: false });
    done.placement = placing.placement;
    return placing.answer;
  });
  await tellOfPlacement(deps, done.placement);
  return answer;
}

/**
 * The wizard's submission as one unit: the case is saved and the order placed in one transaction, so a
 * refused order leaves the case as it was (docs/decisions/0109-wizard-submits-case-and-order-in-one-call.md).
 * The order is checked first, so the case is written once, with the order's status.
 */
export async function createOrderWithCase(
  deps: AppDeps,
  actor: Actor,
  body: CaseOrderBody,
  idempotencyKey?: string,
): Promise<CaseOrderCreateResponse> {
  const submission = { userId: actor.userId, scope: 'orders.createWithCase', key: idempotencyKey, body };
  const done: { placement?: Placement } = {};
  const { answer } = await doOnce(deps, submission, async (unitDeps) => {
    const checked = await checkOrder(unitDeps, actor, body.case.branchId, body.order);
    const saved = await saveCaseForOrder(unitDeps, actor, body.case, checked.branch, {
      status: checked.approvalReasons.length > 0 ? 'AWAITING_APPROVAL' : 'Open',
      category: caseCategoryOf(checked.plan.lines, body.order.flow),
      at: nowOf(unitDeps),
    });
    const caseId = saved.case.id;
    const placing = await placeOrder(unitDeps, actor, { ...body.order, caseId }, checked, {
      case: saved.case,
      orderRecorded: true,
      audit: saved.audit,
    });
    done.placement = placing.placement;
    return { ...placing.answer, caseId };
  });
  await tellOfPlacement(deps, done.placement);
  return answer;
}
