import { ErrorKey, type Permission, type ProviderWorkRecord } from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../app-error.ts';
import type { AppDeps } from '../../deps.ts';
import { countVisitsToBook, countVisitsToday } from '../bookings/visit-counts.service.ts';
import { countFeedbackWaiting } from '../feedback/feedback-counts.service.ts';
import { countDeliveriesDue, countOpenOrders } from '../orders/order-counts.service.ts';

/** The provider permissions that give their holder work of their own on the home page. */
const WORK_PERMISSIONS: Permission[] = ['orders.fulfil', 'visits.manage', 'material.deliver'];

/**
 * GET /dashboard/provider-work: the provider staff's home, how much of each kind of their work waits. Each
 * module counts its own under the permission of the page the tile opens; staff with none of them (and office
 * users) are refused 403.
 */
export async function getProviderWork(deps: AppDeps, actor: Actor): Promise<ProviderWorkRecord> {
  if (!WORK_PERMISSIONS.some((permission) => actor.permissions.has(permission))) {
    throw new AppError(ErrorKey.forbidden, 403);
  }
  const [ordersToBook, visitsToday, deliveriesDue, feedbackWaiting, openOrders] = await Promise.all([
    countVisitsToBook(deps, actor),
    countVisitsToday(deps, actor),
    countDeliveriesDue(deps, actor),
    countFeedbackWaiting(deps, actor),
    countOpenOrders(deps, actor),
  ]);
  return { ordersToBook, visitsToday, deliveriesDue, feedbackWaiting, openOrders };
}
