// The provider staff's home: how much of each kind of work waits for the caller (GET /dashboard/provider-work).
import { z } from 'zod';

/** Counted up to this many; a home page tile says "999+" beyond, and the list it links to has them all. */
export const WORK_COUNT_LIMIT = 999;

export const WorkCount = z.object({
  count: z.number().int(),
  /** More wait than `count` (the limit) says. */
  more: z.boolean(),
});
export type WorkCount = z.infer<typeof WorkCount>;

/** A count of rows fetched up to WORK_COUNT_LIMIT + 1, as the tile shows it. */
export const toWorkCount = (counted: number): WorkCount => ({
  count: Math.min(counted, WORK_COUNT_LIMIT),
  more: counted > WORK_COUNT_LIMIT,
});

/** Each kind of work the caller's provider permissions make theirs, null for a kind that is not theirs. */
export const ProviderWorkRecord = z.object({
  /** visits.manage, planners (not a photographer's own account): orders waiting for a phone booking or a call. */
  ordersToBook: WorkCount.nullable(),
  /** visits.manage: today's visits on the property's clock, a photographer's own account its own only. */
  visitsToday: WorkCount.nullable(),
  /** material.deliver: order lines of open orders still waiting for their delivery. */
  deliveriesDue: WorkCount.nullable(),
  /** material.deliver: submitted feedback with annotations not answered yet. */
  feedbackWaiting: WorkCount.nullable(),
  /** orders.fulfil: open orders. */
  openOrders: WorkCount.nullable(),
});
export type ProviderWorkRecord = z.infer<typeof ProviderWorkRecord>;
