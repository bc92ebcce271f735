import type { NotificationKind, OrderStatusWord } from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { cases } from '../modules/cases/cases.table.ts';
import { notifications } from '../modules/notifications/notifications.table.ts';
import { orders } from '../modules/orders/orders.table.ts';
import { systemNotices } from '../modules/system-notices/system-notices.table.ts';
import type { Db } from './client.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** What the demo users find in their bell: the last days of the department, some of it read already. */
const DEMO_EVENTS: {
  kind: NotificationKind;
  ago: number;
  read: boolean;
  status: OrderStatusWord;
  to: 'agent' | 'admin';
}[] = [
  { kind: 'material_delivered', ago: 12 * MINUTE_MS, read: false, status: 'Delivered', to: 'agent' },
  { kind: 'booking_made', ago: 3 * HOUR_MS, read: false, status: 'Open', to: 'agent' },
  { kind: 'text_delivered', ago: 5 * HOUR_MS, read: false, status: 'Delivered', to: 'admin' },
  { kind: 'order_confirmed', ago: DAY_MS, read: true, status: 'Open', to: 'agent' },
  { kind: 'zip_ready', ago: 2 * DAY_MS, read: true, status: 'Delivered', to: 'agent' },
  { kind: 'material_delivered', ago: 4 * DAY_MS, read: true, status: 'Delivered', to: 'admin' },
];

const linkOf = (kind: NotificationKind, caseId: string, orderId: string) =>
  kind === 'order_confirmed' || kind === 'booking_made'
    ? `/orders/${orderId}`
    : kind === 'text_delivered'
      ? `/cases/${caseId}/texts`
      : `/cases/${caseId}`;

/**
 * A handful of notifications for agent@demo.test and admin@demo.test on the department's own orders, and
 * the admin told that the agent accepted the invitation.
 */
export async function seedNotifications(
  db: Db,
  branchId: number,
  people: { agentId: string; adminId: string },
  now = new Date(),
) {
  const rows: (typeof notifications.$inferInsert)[] = [];
  const used = new Set<string>();
  for (const event of DEMO_EVENTS) {
    const candidates = await db
      .select({
        orderId: orders.id,
        caseId: orders.caseId,
        salesId: orders.salesId,
        address: cases.addressFull,
      })
      .from(orders)
      .innerJoin(cases, eq(cases.id, orders.caseId))
      .where(and(eq(orders.branchId, branchId), eq(orders.status, event.status)))
      .orderBy(desc(orders.createdDate), desc(orders.id))
      .limit(10);
    const order = candidates.find((candidate) => !used.has(candidate.orderId));
    if (!order) continue;
    used.add(order.orderId);
    const createdAt = new Date(now.getTime() - event.ago);
    rows.push({
      recipientUserId: event.to === 'agent' ? people.agentId : people.adminId,
      kind: event.kind,
      caseId: order.caseId,
      orderId: event.kind === 'zip_ready' ? null : order.orderId,
      params: { address: order.address, salesId: order.salesId },
      link: linkOf(event.kind, order.caseId, order.orderId),
      createdAt,
      readAt: event.read ? new Date(createdAt.getTime() + HOUR_MS) : null,
    });
  }
  rows.push({
    recipientUserId: people.adminId,
    kind: 'invitation_accepted',
    params: { who: 'Mikkel Dahl' },
    link: `/users/${people.agentId}`,
    createdAt: new Date(now.getTime() - 6 * DAY_MS),
    readAt: new Date(now.getTime() - 6 * DAY_MS + HOUR_MS),
  });
  await db.insert(notifications).values(rows);
}

/** The spec's Danish banner: drone flights are unavailable for about three months, shown to everyone. */
export async function seedSystemNotices(db: Db, editorId: string, now = new Date()) {
  const until = new Date(now.getTime() + 90 * DAY_MS);
  const dayIn = (locale: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(until);
  await db.insert(systemNotices).values({
    translations: {
      da: {
        text: `Droneflyvning er ikke muligt indtil ${dayIn('da-DK')}. Bestil gerne droneoptagelser til levering derefter.`,
      },
      en: {
        text: `Drone flights are not possible until ${dayIn('en-GB')}. You can still order drone shots for delivery after that.`,
      },
      sv: {
        text: `Drönarflygning är inte möjlig förrän ${dayIn('sv-SE')}. Beställ gärna drönarbilder för leverans därefter.`,
      },
      no: {
        text: `Droneflyging er ikke mulig før ${dayIn('nb-NO')}. Bestill gjerne droneopptak for levering etter det.`,
      },
    },
    level: 'warning',
    shownFrom: new Date(now.getTime() - DAY_MS),
    shownUntil: until,
    createdByUserId: editorId,
    updatedByUserId: editorId,
  });
}
