import type { Db } from '../../db/client.ts';
import { cancelVisitOfOrder } from '../bookings/visit-changes.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { cancelOpenTasksOfOrder } from '../tasks/tasks.service.ts';
import * as repo from './orders.repo.ts';

// A cancelled order ends everything that still waited on it, whoever cancels it: kept apart from
// orders.service.ts because it reaches into the bookings module, which itself reads orders.service.ts.

/**
 * Inside the cancellation's transaction: the open and partly done tasks become Cancelled, the lines not
 * delivered become CANCELLED (no delivery reaches them later), the visit is cancelled, and the responsible
 * agent and the watchers get an in-portal notification. Answers the cancelled visit for the contact
 * person's notice after the commit.
 */
export async function endWorkOfCancelledOrder(
  tx: Db,
  found: repo.OrderWithCase,
  followerIds: string[],
  context: { actingUserId: string | null; at: Date },
) {
  const { order } = found;
  await cancelOpenTasksOfOrder(tx, order.id, context.at);
  await repo.cancelUndeliveredLines(tx, order.id);
  const visit = await cancelVisitOfOrder(tx, order.id, context.at);
  await notifyUsers(
    tx,
    followerIds,
    {
      kind: 'order_cancelled',
      caseId: order.caseId,
      orderId: order.id,
      params: { address: found.case.addressFull, salesId: order.salesId },
      link: `/orders/${order.id}`,
    },
    context,
  );
  return visit;
}
