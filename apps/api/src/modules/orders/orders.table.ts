import type { OfferingType, OrderStatus, OrderStatusWord, RoofColor } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from '../branches/branches.table.ts';
import { campaigns } from '../campaigns/campaigns.table.ts';
import { cases } from '../cases/cases.table.ts';
import { packages, products } from '../catalogue/catalogue.table.ts';
import { users } from '../users/users.table.ts';

export interface BusinessInvoice {
  customerReference: string;
  cvr: string;
  ean: string;
}

export interface EndUserInvoice {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    salesId: text('sales_id').notNull().unique(),
    /** Server word: Open, Delivered, Cancelled, None, Invoiced, Backorder, AWAITING_APPROVAL. */
    status: text('status').$type<OrderStatusWord>().notNull(),
    currency: text('currency').notNull(),
    totalPrice: numeric('total_price', { precision: 12, scale: 2 }),
    responsibleUserId: uuid('responsible_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The office address given as responsible email when it is not a user's own ("personal or office email"). */
    responsibleEmail: text('responsible_email'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => packages.id),
    propertyType: text('property_type'),
    livingArea: real('living_area'),
    basementArea: real('basement_area'),
    storeys: integer('storeys'),
    /** The property's matrikelnummer, fastighetsbeteckning or gnr/bnr, as the office wrote it. */
    cadastralNumber: text('cadastral_number'),
    roofColor: text('roof_color').$type<RoofColor>(),
    offeringType: text('offering_type').$type<OfferingType>(),
    keyPickup: boolean('key_pickup').notNull().default(false),
    keyPickupAddress: text('key_pickup_address'),
    externalStylist: boolean('external_stylist').notNull().default(false),
    photographerComment: text('photographer_comment'),
    /** PROVIDER_PHONE, CONTACT_LINK or ONLINE_CALENDAR once the user has chosen on the receipt. */
    bookingChoice: text('booking_choice'),
    businessInvoice: jsonb('business_invoice').$type<BusinessInvoice>(),
    endUserInvoice: jsonb('end_user_invoice').$type<EndUserInvoice>(),
    deliveryDate: timestamp('delivery_date', { withTimezone: true }),
    /** The department's campaign the order was placed under; its price counts as the campaign's spending. */
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.caseId),
    index().on(table.branchId, table.createdDate),
    index().on(table.campaignId),
    // The provider's incoming orders: every department's, newest first, often by status, searched by sales id.
    index().on(table.createdDate),
    index().on(table.status, table.createdDate),
    index('orders_sales_id_trgm_idx').using('gin', sql`lower(${table.salesId}) gin_trgm_ops`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id),
    itemNumber: text('item_number'),
    productName: text('product_name').notNull(),
    /** Place on the order: the package first, then its contents, options and products, then extra lines. */
    position: integer('position').notNull().default(0),
    /** Upper case (docs/product.md): OPEN, DELIVERED, CANCELLED... */
    status: text('status').$type<OrderStatus>().notNull(),
    orderedQuantity: integer('ordered_quantity').notNull(),
    deliveredQuantity: integer('delivered_quantity').notNull().default(0),
    price: numeric('price', { precision: 12, scale: 2 }),
    unit: text('unit').notNull().default('pcs'),
    config: jsonb('config').$type<Record<string, unknown>>(),
    variant: text('variant'),
    batchId: uuid('batch_id'),
    vendorOrderLineId: text('vendor_order_line_id'),
    /**
     * The tasks the line's product made when it was ordered: an order that waits for its approval creates
     * them once approved, from what was ordered rather than from the catalogue of that day.
     */
    taskCategories: text('task_categories').array().notNull().default([]),
    canReceiveFeedback: boolean('can_receive_feedback').notNull().default(false),
    /**
     * Whether the provider delivers material to the line: false for a package's own line and a product that
     * delivers nothing of its own (a fee), which do not hold up the order's delivery.
     */
    awaitsDelivery: boolean('awaits_delivery').notNull().default(true),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.orderId)],
);

/** Users who receive the order's status mails. */
export const orderWatchers = pgTable(
  'order_watchers',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.userId] })],
);

/** The one unfinished new order a user has, kept so it can be continued on another day or device. */
export const orderDrafts = pgTable('order_drafts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
