import { randomUUID } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX, type WebhookEventOrPing } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { createRandomToken } from '../modules/auth/secrets.ts';
import { cases } from '../modules/cases/cases.table.ts';
import { orders } from '../modules/orders/orders.table.ts';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookSubscriptions,
} from '../modules/webhooks/webhooks.table.ts';
import type { Db } from './client.ts';

const HOUR_MS = 60 * 60 * 1000;
const ANSWERED = { statusCode: 200, failureReason: null };
const REFUSED = { statusCode: null, failureReason: 'nameNotFound' as const };

/**
 * Copenhagen's webhooks as an office with a connected case system has them: its case system's address
 * receiving every event, with delivered messages for its newest orders, and the old CRM's address that the
 * portal paused after it stopped answering. Every delivery is settled, so a started hub sends nothing; both
 * names are under `.example`, which the hub never looks up, so new events of a demo or test hub go nowhere.
 */
export async function seedWebhooks(db: Db, copenhagenId: number, adminId: string, now = new Date()) {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const [caseSystem, oldCrm] = await db
    .insert(webhookSubscriptions)
    .values([
      {
        branchId: copenhagenId,
        url: 'https://sagssystem.nordbolig.example/portal/webhooks',
        events: [
          'order.confirmed',
          'booking.made',
          'material.delivered',
          'text.delivered',
          'order.status_changed',
        ],
        secret: `${WEBHOOK_SECRET_PREFIX}${createRandomToken()}`,
        createdByUserId: adminId,
        createdAt: ago(24 * 40),
      },
      {
        branchId: copenhagenId,
        url: 'https://crm.old-office.example/hooks/portal',
        events: ['material.delivered'],
        secret: `${WEBHOOK_SECRET_PREFIX}${createRandomToken()}`,
        createdByUserId: adminId,
        createdAt: ago(24 * 200),
        pausedAt: ago(24 * 3),
        pausedReason: 'failures',
        consecutiveFailures: 5,
      },
    ])
    .returning();
  if (!caseSystem || !oldCrm) throw new Error('webhooks not seeded');
  const newest = await db
    .select({ order: orders, address: cases.addressFull })
    .from(orders)
    .innerJoin(cases, eq(cases.id, orders.caseId))
    .where(eq(orders.branchId, copenhagenId))
    .orderBy(desc(orders.createdDate))
    .limit(3);
  const deliver = async (
    subscription: typeof caseSystem,
    event: WebhookEventOrPing,
    hoursAgo: number,
    row: (typeof newest)[number] | undefined,
    outcome: typeof ANSWERED | typeof REFUSED,
  ) => {
    const eventId = randomUUID();
    const at = ago(hoursAgo);
    const data = row
      ? { caseId: row.order.caseId, orderId: row.order.id, salesId: row.order.salesId, address: row.address }
      : { message: 'Test event' };
    const body = JSON.stringify({
      id: eventId,
      event,
      occurredAt: at.toISOString(),
      departmentId: copenhagenId,
      data,
    });
    const delivered = outcome === ANSWERED;
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({
        subscriptionId: subscription.id,
        eventId,
        event,
        body,
        status: delivered ? 'delivered' : 'failed',
        attemptCount: delivered ? 1 : 6,
        createdAt: at,
        deliveredAt: delivered ? at : null,
      })
      .returning();
    if (!delivery) throw new Error('webhook delivery not seeded');
    await db.insert(webhookAttempts).values(
      Array.from({ length: delivery.attemptCount }, (_, index) => ({
        deliveryId: delivery.id,
        number: index + 1,
        at,
        durationMs: delivered ? 84 + index : 12,
        ...outcome,
      })),
    );
  };
  await deliver(caseSystem, 'ping', 24 * 40, undefined, ANSWERED);
  for (const [index, row] of newest.entries()) {
    await deliver(caseSystem, 'order.confirmed', 24 * (index + 1), row, ANSWERED);
    await deliver(oldCrm, 'material.delivered', 24 * (index + 4), row, REFUSED);
  }
}
