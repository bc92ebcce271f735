import type { Actor } from '../../actor.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { findBookingOfOrder, findBookingWithContext } from './bookings.repo.ts';
import { findPhotographerOfUser, hasVisitOfOrder } from './provider-visits.repo.ts';

// Apart from provider-visits.service.ts, which reaches the orders module: the users, orders and materials
// modules ask these, and must not import the order flow with them.

/** The photographer of the order's visit, whom its delivered pictures credit; null without one. */
export async function photographerNameOfOrder(db: Db, orderId: string): Promise<string | null> {
  const booking = await findBookingOfOrder(db, orderId);
  const row = booking && (await findBookingWithContext(db, booking.id));
  return row?.photographerName ?? null;
}

/** Whether the user is a photographer's own account, for the portal's menu (no booking queue for them). */
export async function isPhotographerAccount(deps: AppDeps, userId: string): Promise<boolean> {
  return (await findPhotographerOfUser(deps.db, userId)) !== undefined;
}

/** The photographer whose own account the actor is, when their role holds visits.manage; else undefined. */
export async function ownPhotographerOf(deps: AppDeps, actor: Actor) {
  if (!actor.permissions.has('visits.manage')) return undefined;
  return findPhotographerOfUser(deps.db, actor.userId);
}

/**
 * For a photographer's own account: whether one of their visits is of the order (they read that order, see
 * docs/permissions.md, visits.manage). Undefined for anyone else.
 */
export async function isOrderOfOwnVisit(
  deps: AppDeps,
  actor: Actor,
  orderId: string,
): Promise<boolean | undefined> {
  const own = await ownPhotographerOf(deps, actor);
  return own && hasVisitOfOrder(deps.db, own.id, orderId);
}
