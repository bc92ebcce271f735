// The orders' side of an approver's decision (the spend module decides, docs/product.md "Spend"): an approved
// order goes on exactly as a placement within the rules does, a rejected one is cancelled before anything of
// it reached the provider. Both run inside the decision's transaction and move the order only from
// AWAITING_APPROVAL, so of two decisions at once one moves it.
import type { AppDeps } from '../../deps.ts';
import { recordOrderChangeOnCase } from '../cases/cases.service.ts';
import { findUsersByIds } from '../users/users.service.ts';
import type { PlacedOrder } from './order-notices.ts';
import { startOrder } from './order-start.service.ts';
import * as repo from './orders.repo.ts';
import { caseStatusOf, findOrderFollowerIds } from './orders.service.ts';

interface Decision {
  /** The approver, who is not notified of what they did. */
  actingUserId: string;
  at: Date;
}

/**
 * Moves the waiting order to Open and starts it (startOrder: tasks, visit, notices), keeping its case in
 * step; answers what its confirmation mail needs after the commit, or undefined when it no longer waited.
 */
export async function startApprovedOrder(
  tx: AppDeps['db'],
  logger: AppDeps['logger'],
  orderId: string,
  decision: Decision,
): Promise<PlacedOrder | undefined> {
  const found = await repo.findOrderWithCase(tx, orderId);
  const order = await repo.updateOrderStatusFrom(tx, orderId, 'AWAITING_APPROVAL', {
    status: 'Open',
    updatedAt: decision.at,
  });
  if (!found || !order) return undefined;
  const [lines, watcherIds] = await Promise.all([
    repo.findOrderLines(tx, orderId),
    repo.findWatcherIds(tx, orderId),
  ]);
  await startOrder(tx, logger, { order, address: found.case.addressFull, lines, watcherIds }, decision);
  await recordOrderChangeOnCase(tx, order.caseId, await caseStatusOf(tx, order.caseId), decision.at);
  const readerIds = [order.responsibleUserId, ...watcherIds].flatMap((id) => (id ? [id] : []));
  const readers = await findUsersByIds(tx, [...new Set(readerIds)]);
  const responsible = readers.find((user) => user.id === order.responsibleUserId);
  return {
    order,
    address: found.case.addressFull,
    branch: { locale: found.branchLocale, countryCode: found.countryCode },
    lines,
    readers,
    // An office address reads prices as the person who placed the order, as at a placement.
    maker: order.responsibleEmail ? responsible : undefined,
  };
}

/**
 * Cancels the waiting order and its lines, keeping its case in step; answers the order with who is told of
 * the rejection (whoever placed it, its responsible agent and watchers), or undefined when it no longer waited.
 */
export async function rejectWaitingOrder(tx: AppDeps['db'], orderId: string, decision: Decision) {
  const found = await repo.findOrderWithCase(tx, orderId);
  const order = await repo.updateOrderStatusFrom(tx, orderId, 'AWAITING_APPROVAL', {
    status: 'Cancelled',
    updatedAt: decision.at,
  });
  if (!found || !order) return undefined;
  await repo.cancelUndeliveredLines(tx, orderId);
  await recordOrderChangeOnCase(tx, order.caseId, await caseStatusOf(tx, order.caseId), decision.at);
  const followers = await findOrderFollowerIds(tx, orderId);
  const toldIds = [...new Set([order.createdByUserId, ...followers].flatMap((id) => (id ? [id] : [])))];
  return {
    order,
    address: found.case.addressFull,
    branch: { locale: found.branchLocale, countryCode: found.countryCode },
    toldIds,
  };
}
