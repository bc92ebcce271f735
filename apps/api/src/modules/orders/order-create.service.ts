import { randomInt } from 'node:crypto';
import {
  businessEmail,
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
import { recordAudit } from '../audit/audit.service.ts';
import { planVisitOfOrder } from '../bookings/bookings.service.ts';
import { assertCampaignTakesOrder } from '../campaigns/campaign-budget.service.ts';
import { findVisibleCase, isArchivedState } from '../cases/case-access.service.ts';
import { upsertWebshopCase } from '../cases/case-details.service.ts';
import { recordCaseCategory, recordOrderChangeOnCase } from '../cases/cases.service.ts';
import { isBranchBlacklisted } from '../catalogue/catalogue.service.ts';
import { doOnce } from '../idempotency/idempotency.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { createTasksOfOrderLines } from '../tasks/tasks.service.ts';
import { findActiveUsersWithAccess } from '../users/users.service.ts';
import { queueWebhookEvent } from '../webhooks/webhook-deliveries.service.ts';
import * as drafts from './order-drafts.repo.ts';
import { sendOrderConfirmation } from './order-notices.ts';
import { type CreateBody, caseCategoryOf, fromCents, planOrder, toLineValues } from './order-plan.ts';
import * as repo from './orders.repo.ts';

type CaseOrderBody = z.output<typeof CaseOrderCreateBody>;

const SALES_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** SO- and 8 characters that cannot be misread (no 0/O, 1/I), unique among all orders. */
async function newSalesId(db: Db): Promise<string> {
  for (;;) {
    const code = Array.from({ length: 8 }, () => SALES_ID_ALPHABET[randomInt(SALES_ID_ALPHABET.length)]).join(
      '',
    );
    const salesId = `SO-${code}`;
    if (!(await repo.isSalesIdTaken(db, salesId))) return salesId;
  }
}

/**
 * The responsible agent is a user with access to the order's department, or the ordering user when the
 * address given is an office address of the same company ("personal or office email"). Watchers must be
 * users with access.
 */
async function findPeople(deps: AppDeps, actor: Actor, branchId: number, body: CreateBody) {
  let [responsible] = await findActiveUsersWithAccess(deps.db, branchId, { emails: [body.responsibleEmail] });
  let officeEmail: string | null = null;
  if (!responsible) {
    const [orderer] = await findActiveUsersWithAccess(deps.db, branchId, { ids: [actor.userId] });
    if (!orderer || !businessEmail(orderer.email).safeParse(body.responsibleEmail).success) {
      throw new AppError(ErrorKey.userWithoutAccess, 400, { responsibleEmail: ErrorKey.userWithoutAccess });
    }
    responsible = orderer;
    officeEmail = body.responsibleEmail;
  }
  const watchers = await findActiveUsersWithAccess(deps.db, branchId, { emails: body.watcherEmails });
  const found = new Set(watchers.map((user) => user.email));
  const unknown = body.watcherEmails.findIndex((email) => !found.has(email));
  if (unknown >= 0)
    throw new AppError(ErrorKey.userWithoutAccess, 400, {
      [`watcherEmails.${unknown}`]: ErrorKey.userWithoutAccess,
    });
  return { responsible, officeEmail, watchers };
}

/**
 * Creates the order, its lines, their tasks and watchers, and moves the case to Open, all in one
 * transaction (a savepoint when `deps.db` is already one); the caller mails the confirmation once committed.
 */
async function placeOrder(deps: AppDeps, actor: Actor, body: CreateBody): Promise<OrderCreateResponse> {
  const { case: item, branch } = await findVisibleCase(deps, actor, body.caseId);
  assertBranchPermission(actor, branch.id, 'orders.create');
  if (isArchivedState(item.materialsState)) throw new AppError(ErrorKey.archivedCase, 409);
  if (await isBranchBlacklisted(deps, branch.id)) throw new AppError(ErrorKey.branchBlacklisted, 403);
  const plan = await planOrder(deps, branch, body);
  const { responsible, officeEmail, watchers } = await findPeople(deps, actor, branch.id, body);
  const { bookingInfo, propertyInfo, invoicing } = body;

  let order: repo.OrderRow;
  try {
    order = await deps.db.transaction(async (tx) => {
      const now = nowOf(deps);
      if (body.campaignId) {
        await assertCampaignTakesOrder(tx, {
          campaignId: body.campaignId,
          branchId: branch.id,
          priceCents: plan.totalCents,
          confirmOverBudget: body.confirmOverBudget,
          now,
        });
      }
      const created = await repo.insertOrder(tx, {
        caseId: item.id,
        branchId: branch.id,
        salesId: await newSalesId(tx),
        status: 'Open',
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
        createdDate: now,
        updatedAt: now,
      });
      const lines = toLineValues(created.id, plan.lines);
      await repo.insertOrderLines(tx, lines);
      await createTasksOfOrderLines(
        tx,
        deps.logger,
        {
          branchId: branch.id,
          caseId: item.id,
          orderId: created.id,
          contactPersonUserId: responsible.id,
          at: now,
        },
        lines.map((line, index) => ({
          orderLineId: line.id,
          productName: line.productName,
          categories: plan.lines[index]?.taskCategories ?? [],
        })),
      );
      await planVisitOfOrder(tx, created.id, now);
      await repo.replaceWatchers(
        tx,
        created.id,
        watchers.map((user) => user.id),
      );
      await notifyUsers(
        tx,
        [responsible.id, ...watchers.map((user) => user.id)],
        {
          kind: 'order_confirmed',
          caseId: item.id,
          orderId: created.id,
          params: { address: item.addressFull, salesId: created.salesId },
          link: `/orders/${created.id}`,
        },
        { actingUserId: actor.userId, at: now },
      );
      await queueWebhookEvent(
        tx,
        branch.id,
        'order.confirmed',
        { caseId: item.id, orderId: created.id, salesId: created.salesId, address: item.addressFull },
        now,
      );
      // The order a case is made for says what kind of case it is; later orders on it do not change that.
      if (item.orderStatus === 'None') {
        await recordCaseCategory(tx, item.id, caseCategoryOf(plan.lines, body.flow));
      }
      await recordOrderChangeOnCase(tx, item.id, 'Open', now);
      await drafts.deleteDraft(tx, actor.userId, body.orderId);
      await recordAudit(tx, actor, {
        action: 'orders.created',
        targetType: 'order',
        targetId: created.id,
        details: {
          caseId: item.id,
          salesId: created.salesId,
          totalPrice: created.totalPrice,
          campaignId: created.campaignId,
        },
      });
      return created;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    actor.logger.error({ err: error }, 'order creation failed');
    throw new AppError(ErrorKey.createOrderFailed, 500);
  }
  return { success: true, orderId: order.id, salesId: order.salesId };
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
  const { answer, replayed } = await doOnce(deps, submission, (unitDeps) =>
    placeOrder(unitDeps, actor, body),
  );
  if (!replayed) await sendOrderConfirmation(deps, answer.orderId);
  return answer;
}

/**
 * The wizard's submission as one unit: the case is saved and the order placed in one transaction, so a
 * refused order leaves the case as it was (docs/decisions/0109-wizard-submits-case-and-order-in-one-call.md).
 */
export async function createOrderWithCase(
  deps: AppDeps,
  actor: Actor,
  body: CaseOrderBody,
  idempotencyKey?: string,
): Promise<CaseOrderCreateResponse> {
  const submission = { userId: actor.userId, scope: 'orders.createWithCase', key: idempotencyKey, body };
  const { answer, replayed } = await doOnce(deps, submission, async (unitDeps) => {
    const { caseId } = await upsertWebshopCase(unitDeps, actor, body.case);
    return { ...(await placeOrder(unitDeps, actor, { ...body.order, caseId })), caseId };
  });
  if (!replayed) await sendOrderConfirmation(deps, answer.orderId);
  return answer;
}
