import { ErrorKey, lineTakesDelivery } from '@portal/contracts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { findProductDelivery } from '../catalogue/catalogue.service.ts';
import * as repo from './orders.repo.ts';

/**
 * Any department's order line with its order's case, for the provider's console; 404 when unknown, or when
 * its order never reached the provider (waiting for its office's approval, or rejected).
 */
export async function findProviderOrderLine(db: Db, orderLineId: string) {
  const line = await repo.findOrderLineWithOrder(db, orderLineId);
  if (!line?.reachedProvider) throw new AppError(ErrorKey.notFound, 404);
  return line;
}

/**
 * Any department's order line for the provider's delivery page, with its order's status and whether the
 * provider still delivers to it; 404 as `findProviderOrderLine`.
 */
export async function findLineForDelivery(db: Db, orderLineId: string) {
  const line = await findProviderOrderLine(db, orderLineId);
  const order = await repo.findOrder(db, line.orderId);
  if (!order) throw new AppError(ErrorKey.notFound, 404);
  return { ...line, orderStatus: order.status, takesDelivery: lineTakesDelivery(order.status, line.status) };
}

/**
 * An order line the provider may deliver to, of any department: 404 when unknown, 409 when the line is
 * cancelled or its order is closed (docs/decisions/0137-provider-deliveries.md).
 */
export async function findDeliverableLine(db: Db, orderLineId: string) {
  const line = await findLineForDelivery(db, orderLineId);
  if (!line.takesDelivery) throw new AppError(ErrorKey.deliveryClosed, 409);
  return line;
}

/** What the line's product delivers, with its name; undefined for a line without a product. */
export async function findProductDeliveryOfLine(db: Db, orderLineId: string) {
  const productId = await repo.findProductIdOfLine(db, orderLineId);
  return productId === null ? undefined : findProductDelivery(db, productId);
}

/** The order of a line, without any check: whose visit a delivery to the line credits. */
export async function findOrderIdOfLine(db: Db, orderLineId: string): Promise<string | undefined> {
  return (await repo.findOrderLineWithOrder(db, orderLineId))?.orderId;
}

/**
 * Marks the line delivered with its delivered quantity, inside the caller's transaction; a delivery with
 * pictures opens the line to visual feedback. Answers whether every line of the order awaiting delivery
 * (neither cancelled, nor a package's own line or a fee) is now delivered, so the caller can deliver the
 * order; the lines that awaited nothing are then delivered with it.
 */
export async function recordLineDelivered(
  tx: Db,
  line: { id: string; orderId: string },
  delivery: { deliveredQuantity: number; withPictures: boolean; at: Date },
): Promise<boolean> {
  await repo.updateOrderLine(tx, line.id, {
    status: 'DELIVERED',
    deliveredQuantity: delivery.deliveredQuantity,
    deliveredAt: delivery.at,
    ...(delivery.withPictures ? { canReceiveFeedback: true } : {}),
  });
  const lines = await repo.findOrderLines(tx, line.orderId);
  const orderDone = lines.every(
    (each) => !each.awaitsDelivery || each.status === 'DELIVERED' || each.status === 'CANCELLED',
  );
  // The package's own line and the fees are done when what they stand for is delivered.
  if (orderDone) await repo.deliverLinesNotAwaitingDelivery(tx, line.orderId, delivery.at);
  return orderDone;
}

/**
 * Any department's order with its case's address, for the provider's console; 404 when unknown, or when it
 * never reached the provider (waiting for its office's approval, or rejected).
 */
export async function findProviderOrder(db: Db, orderId: string) {
  const [found, reached] = await Promise.all([
    repo.findOrderWithCase(db, orderId),
    repo.hasReachedProvider(db, orderId),
  ]);
  if (!found || !reached) throw new AppError(ErrorKey.orderDetailsNotFound, 404);
  return found;
}

/** Whether the order has reached the provider, who delivers to it: placed within the spend rules or approved. */
export function hasReachedProvider(db: Db, orderId: string): Promise<boolean> {
  return repo.hasReachedProvider(db, orderId);
}
