import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in person who did it. */
    actorUserId: uuid('actor_user_id'),
    /** Whom they acted as, when they were acting as someone else; null otherwise. */
    onBehalfOfUserId: uuid('on_behalf_of_user_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [index().on(table.actorUserId, table.at)],
);
