import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookSubscriptions } from './webhooks.table.ts';

export type StoredSubscription = typeof webhookSubscriptions.$inferSelect;
export type StoredDelivery = typeof webhookDeliveries.$inferSelect;
export type StoredAttempt = typeof webhookAttempts.$inferSelect;

export async function insertSubscription(
  db: Db,
  values: typeof webhookSubscriptions.$inferInsert,
): Promise<StoredSubscription> {
  const [row] = await db.insert(webhookSubscriptions).values(values).returning();
  if (!row) throw new Error('webhook subscription not inserted');
  return row;
}

export function findSubscriptionsOfBranch(db: Db, branchId: number): Promise<StoredSubscription[]> {
  return db
    .select()
    .from(webhookSubscriptions)
    .where(eq(webhookSubscriptions.branchId, branchId))
    .orderBy(desc(webhookSubscriptions.createdAt));
}

export async function findSubscription(db: Db, id: string): Promise<StoredSubscription | undefined> {
  const [row] = await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
  return row;
}

/** The department's active subscriptions to an event (the ping goes to one subscription, never here). */
export function findActiveSubscriptionsTo(db: Db, branchId: number, event: string) {
  return db
    .select()
    .from(webhookSubscriptions)
    .where(
      and(
        eq(webhookSubscriptions.branchId, branchId),
        isNull(webhookSubscriptions.pausedAt),
        sql`${webhookSubscriptions.events} ? ${event}`,
      ),
    );
}

export async function updateSubscription(
  db: Db,
  id: string,
  values: Partial<typeof webhookSubscriptions.$inferInsert>,
): Promise<StoredSubscription | undefined> {
  const [row] = await db
    .update(webhookSubscriptions)
    .set(values)
    .where(eq(webhookSubscriptions.id, id))
    .returning();
  return row;
}

export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.delete(webhookSubscriptions).where(eq(webhookSubscriptions.id, id));
}

/** Counts one more finally failed delivery and answers the new count. */
export async function countFailure(db: Db, id: string): Promise<number> {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ consecutiveFailures: sql`${webhookSubscriptions.consecutiveFailures} + 1` })
    .where(eq(webhookSubscriptions.id, id))
    .returning({ count: webhookSubscriptions.consecutiveFailures });
  return row?.count ?? 0;
}

/** Pauses an active subscription; undefined when it already was paused (so its admins are mailed once). */
export async function pauseForFailures(db: Db, id: string, at: Date) {
  const [row] = await db
    .update(webhookSubscriptions)
    .set({ pausedAt: at, pausedReason: 'failures' })
    .where(and(eq(webhookSubscriptions.id, id), isNull(webhookSubscriptions.pausedAt)))
    .returning();
  return row;
}

export async function insertDeliveries(db: Db, values: (typeof webhookDeliveries.$inferInsert)[]) {
  if (values.length === 0) return [];
  return db.insert(webhookDeliveries).values(values).returning();
}

export async function findDelivery(db: Db, id: string): Promise<StoredDelivery | undefined> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row;
}

export function findDeliveriesOfSubscription(db: Db, subscriptionId: string, take: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.subscriptionId, subscriptionId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(take);
}

/** The newest delivery of each subscription, for the list. */
export function findLastDeliveries(db: Db, subscriptionIds: string[]) {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([webhookDeliveries.subscriptionId])
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.subscriptionId, subscriptionIds))
    .orderBy(webhookDeliveries.subscriptionId, desc(webhookDeliveries.createdAt));
}

export function findAttemptsOfDeliveries(db: Db, deliveryIds: string[]): Promise<StoredAttempt[]> {
  if (deliveryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, deliveryIds))
    .orderBy(webhookAttempts.number);
}

/** Deliveries of active subscriptions whose attempt is due, oldest first. */
export function findDueDeliveries(db: Db, now: Date, limit: number) {
  return db
    .select({ delivery: webhookDeliveries })
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .where(
      and(
        inArray(webhookDeliveries.status, ['pending', 'retrying']),
        lte(webhookDeliveries.nextAttemptAt, now),
        isNull(webhookSubscriptions.pausedAt),
      ),
    )
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(limit);
}

/**
 * Takes attempt `number` of a delivery: only from the attempt count before it, so of two workers (the
 * schedule and an admin's Resend) one sends. The next attempt is pushed out while this one runs.
 */
export async function claimAttempt(db: Db, id: string, number: number, busyUntil: Date) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ attemptCount: number, nextAttemptAt: busyUntil })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.attemptCount, number - 1)))
    .returning();
  return row;
}

export async function updateDelivery(
  db: Db,
  id: string,
  values: Partial<typeof webhookDeliveries.$inferInsert>,
): Promise<void> {
  await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
}

export async function insertAttempt(db: Db, values: typeof webhookAttempts.$inferInsert): Promise<void> {
  await db.insert(webhookAttempts).values(values);
}
