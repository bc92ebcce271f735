import type { VisitStatus } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.table.ts';
import { tasks } from '../tasks/tasks.table.ts';
import { users } from '../users/users.table.ts';

/** A photographer of the provider and the calendar the proposals are made from. */
export const photographers = pgTable('photographers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** DK, SE or NO: the departments of that country are served. */
  countryCode: text('country_code').notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  /** ISO weekdays worked, 1 = Monday ... 7 = Sunday. */
  workingDays: integer('working_days').array().notNull().default([1, 2, 3, 4, 5]),
  /** Working hours as minutes after local midnight, in `timeZone`. */
  workStartMinute: integer('work_start_minute').notNull().default(480),
  workEndMinute: integer('work_end_minute').notNull().default(960),
  timeZone: text('time_zone').notNull(),
  homePostalCode: text('home_postal_code').notNull(),
  /** The provider staff account of the photographer, who then sees their own visits in the console. */
  userId: uuid('user_id')
    .unique()
    .references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The photographer visit of an order (docs/product.md); one per order with a BOOK_PHOTOGRAPHER task. The
 * partial unique index makes two confirmations of the same photographer at the same start impossible.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    /** A BookingType value, once the way of booking is known. */
    type: text('type'),
    visitStatus: text('visit_status').$type<VisitStatus>().notNull().default('INCOMPLETE'),
    /** Local date of the visit (YYYY-MM-DD) and the planning time frame; start and end are built from them. */
    tourDate: text('tour_date'),
    planningFrameStart: timestamp('planning_frame_start', { withTimezone: true }),
    planningFrameEnd: timestamp('planning_frame_end', { withTimezone: true }),
    photographerId: uuid('photographer_id').references(() => photographers.id),
    notes: text('notes'),
    keyPickupAddress: text('key_pickup_address'),
    durationMinutes: integer('duration_minutes'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * Set when the provider must call to book although no link went unanswered: the daily check found the
     * order waiting on no list, or the visit became one only the phone can book after a link was sent. A new
     * link clears it.
     */
    callNeededAt: timestamp('call_needed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_photographer_slot_idx')
      .on(table.photographerId, table.planningFrameStart)
      .where(sql`${table.visitStatus} = 'CONFIRMED'`),
    index().on(table.photographerId, table.planningFrameStart),
  ],
);

/** A link that lets the contact person choose the time; only the sha256 of its token is kept. */
export const bookingLinks = pgTable(
  'booking_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** SMS or EMAIL. */
    channel: text('channel').notNull(),
    sentTo: text('sent_to').notNull(),
    /** The contact person's name as it was when the link was sent, for the greeting of the public page. */
    contactName: text('contact_name').notNull(),
    locale: text('locale').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when the contact person has not used the link within 5 working days: the provider calls. */
    callNeededAt: timestamp('call_needed_at', { withTimezone: true }),
  },
  (table) => [index().on(table.bookingId), index().on(table.sentAt)],
);

/**
 * When the booking was marked for a call, or null: marked on the booking itself (bookings.callNeededAt), or
 * its latest link by the 5-working-day job. A newer link starts the 5 days again. For selects that include
 * the bookings table (bookings and task lists).
 */
export const callNeededAtOfBooking = sql<Date | string | null>`coalesce(${bookings.callNeededAt}, (
  select ${bookingLinks.callNeededAt} from ${bookingLinks}
  where ${bookingLinks.bookingId} = ${bookings.id}
  order by ${bookingLinks.sentAt} desc limit 1
))`;
