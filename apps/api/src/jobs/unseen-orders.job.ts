import { type AppDeps, nowOf } from '../deps.ts';
import { putUnseenOrdersOnCallList } from '../modules/bookings/unseen-orders.service.ts';

export const UNSEEN_ORDERS_JOB = 'unseen-orders';
/**
 * Daily at 05:00 UTC, before the Nordic booking departments start their day. A pg-boss schedule, so it runs
 * once across every hub process; the check marks each order once, so a day missed is made up by the next.
 */
export const UNSEEN_ORDERS_CRON = '0 5 * * *';

/**
 * Proves every order waiting for a time is on the provider's "To book" list or has a visit: an order found
 * on neither is put on the call list, and logged as a warning, since it means a way of booking let it slip.
 */
export const unseenOrdersJob = (deps: AppDeps) => async () => {
  const marked = await putUnseenOrdersOnCallList(deps.db, nowOf(deps));
  if (marked.length > 0) {
    deps.logger.warn({ orders: marked }, 'orders waiting for a time on no list were put on the call list');
  }
};
