import { ErrorKey, type ExtraOrderLinesBody } from '@portal/contracts';
import type { z } from 'zod';
import { type Actor, assertBranchPermission } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { planVisitOfOrder } from '../bookings/bookings.service.ts';
import { isArchivedState } from '../cases/case-access.service.ts';
import { recordOrderChangeOnCase } from '../cases/cases.service.ts';
import { createTasksOfOrderLines } from '../tasks/tasks.service.ts';
import {
  assertAreaCovered,
  fromCents,
  orderableProducts,
  type PlannedLine,
  productLine,
  toLineValues,
} from './order-plan.ts';
import * as repo from './orders.repo.ts';
import { findVisibleOrder } from './orders.service.ts';

type ExtraLines = z.output<typeof ExtraOrderLinesBody>;

const refused = (field?: string) =>
  new AppError(
    ErrorKey.addExtraOrderLineError,
    400,
    field ? { [field]: ErrorKey.addExtraOrderLineError } : undefined,
  );

/** Checks every extra line against the catalogue and the order; a refusal names the first bad field. */
async function planExtraLines(deps: AppDeps, order: repo.OrderRow, body: ExtraLines): Promise<PlannedLine[]> {
  const products = await orderableProducts(
    deps,
    order.branchId,
    body.map((line) => line.itemId),
    (index) => `${index}.itemId`,
  ).catch((error: unknown) => {
    throw error instanceof AppError ? refused(Object.keys(error.fields ?? {})[0]) : error;
  });
  const byId = new Map(products.map((product) => [product.id, product]));
  const lines = body.map((line, index) => {
    const product = byId.get(line.itemId);
    if (!product) throw refused(`${index}.itemId`);
    if (product.maxOrderAmount !== null && line.quantity > product.maxOrderAmount) {
      throw refused(`${index}.quantity`);
    }
    // An extra line joins an existing order, which is the combining a separate-only product forbids.
    if (product.separateOnly) throw refused(`${index}.itemId`);
    return {
      ...productLine(product, line.quantity),
      config: line.config ?? product.config,
      variant: line.variant ?? product.variant,
    };
  });
  try {
    assertAreaCovered(lines, order.livingArea, 'livingArea');
  } catch {
    throw refused('livingArea');
  }
  return lines;
}

/**
 * Adds lines to an open order with their tasks and raises its total, all or nothing: if any line is
 * refused, none is added.
 */
export async function addExtraOrderLines(deps: AppDeps, actor: Actor, orderId: string, body: ExtraLines) {
  const { order, case: item } = await findVisibleOrder(deps, actor, orderId);
  // Adding lines orders more, so it takes the same permission as ordering.
  assertBranchPermission(actor, order.branchId, 'orders.create');
  if (order.status !== 'Open' || isArchivedState(item.materialsState)) throw refused();
  const planned = await planExtraLines(deps, order, body);
  const lines = toLineValues(order.id, planned, (await repo.findOrderLines(deps.db, order.id)).length);
  const added = planned.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
  try {
    await deps.db.transaction(async (tx) => {
      const now = nowOf(deps);
      await repo.insertOrderLines(tx, lines);
      await createTasksOfOrderLines(
        tx,
        deps.logger,
        {
          branchId: order.branchId,
          caseId: order.caseId,
          orderId,
          contactPersonUserId: order.responsibleUserId,
          at: now,
        },
        lines.map((line, index) => ({
          orderLineId: line.id,
          productName: line.productName,
          categories: planned[index]?.taskCategories ?? [],
        })),
      );
      // An extra line may bring the first booking task, or make the visit one only the phone can book.
      await planVisitOfOrder(tx, orderId, now);
      await repo.raiseOrderTotal(tx, orderId, fromCents(added), now);
      await recordOrderChangeOnCase(tx, order.caseId, 'Open', now);
      await recordAudit(tx, actor, {
        action: 'orders.linesAdded',
        targetType: 'order',
        targetId: orderId,
        details: {
          lines: body.map(({ itemId, quantity }) => ({ itemId, quantity })),
          added: fromCents(added),
        },
      });
    });
  } catch (error) {
    actor.logger.error({ err: error }, 'adding extra order lines failed');
    throw new AppError(ErrorKey.addExtraOrderLineError, 500);
  }
  return lines.map((line) => ({ success: true, orderlineId: line.id }));
}
