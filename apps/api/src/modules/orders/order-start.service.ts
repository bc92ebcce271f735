// What placing an order sets going: its tasks, its visit, the portal's "confirmed" notification and the
// office systems' webhook. At once for an order within its department's spend rules; at its approval for
// one that waited (docs/product.md "Spend"), from the same code, so an approved order goes on as any other.
import type { AppDeps } from '../../deps.ts';
import { newVisitOf } from '../bookings/booking-rules.ts';
import { createBookingOfNewOrder } from '../bookings/bookings.service.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { createTasksOfOrderLines } from '../tasks/tasks.service.ts';
import { queueWebhookEvent } from '../webhooks/webhook-deliveries.service.ts';
import type * as repo from './orders.repo.ts';

/** An order as written, with its lines and the task categories each line's product made. */
export interface OrderToStart {
  order: repo.OrderRow;
  address: string;
  lines: {
    id: string;
    itemNumber: string | null;
    productName: string;
    orderedQuantity: number;
    taskCategories: string[];
  }[];
  watcherIds: string[];
}

/**
 * Inside the caller's transaction: creates the order's tasks and its booking, tells its responsible agent and
 * watchers (not `actingUserId`) and queues `order.confirmed` for the department's webhooks.
 */
export async function startOrder(
  tx: AppDeps['db'],
  logger: AppDeps['logger'],
  starting: OrderToStart,
  context: { actingUserId: string | null; at: Date },
): Promise<void> {
  const { order, lines, address } = starting;
  const { at } = context;
  const visit = newVisitOf(order, lines);
  const createdTasks = await createTasksOfOrderLines(
    tx,
    logger,
    {
      branchId: order.branchId,
      caseId: order.caseId,
      orderId: order.id,
      contactPersonUserId: order.responsibleUserId,
      at,
      isNew: true,
      bookingTaskStatus: visit.bookingTaskStatus,
    },
    lines.map((line) => ({
      orderLineId: line.id,
      productName: line.productName,
      categories: line.taskCategories,
    })),
  );
  await createBookingOfNewOrder(
    tx,
    {
      ...order,
      bookingTaskId: createdTasks.find((task) => task.type === 'BOOK_PHOTOGRAPHER')?.id,
      durationMinutes: visit.durationMinutes,
    },
    at,
  );
  await notifyUsers(
    tx,
    [order.responsibleUserId, ...starting.watcherIds],
    {
      kind: 'order_confirmed',
      caseId: order.caseId,
      orderId: order.id,
      params: { address, salesId: order.salesId },
      link: `/orders/${order.id}`,
    },
    context,
  );
  await queueWebhookEvent(
    tx,
    order.branchId,
    'order.confirmed',
    { caseId: order.caseId, orderId: order.id, salesId: order.salesId, address },
    at,
  );
}
