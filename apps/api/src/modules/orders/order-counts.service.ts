import { toWorkCount, type WorkCount } from '@portal/contracts';
import type { Actor } from '../../actor.ts';
import type { AppDeps } from '../../deps.ts';
import * as repo from './order-counts.repo.ts';

// The orders' counts on the provider staff's home, each for the permission of the page it links to; null for
// work that is not the caller's.

/** material.deliver: the lines of open orders still waiting for their delivery. */
export async function countDeliveriesDue(deps: AppDeps, actor: Actor): Promise<WorkCount | null> {
  if (!actor.permissions.has('material.deliver')) return null;
  return toWorkCount(await repo.countLinesAwaitingDelivery(deps.db));
}

/** orders.fulfil: the open orders to move along. */
export async function countOpenOrders(deps: AppDeps, actor: Actor): Promise<WorkCount | null> {
  if (!actor.permissions.has('orders.fulfil')) return null;
  return toWorkCount(await repo.countOpenOrders(deps.db));
}
