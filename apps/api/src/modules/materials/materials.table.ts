import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { orderLines } from '../orders/orders.table.ts';

/** One delivery of material to a case; a batch belongs to an order line (docs/product.md). */
export const materialBatches = pgTable(
  'material_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    /**
     * The case category of the product delivered (its line's product when the batch was made); null for
     * copies and material of a line without a product. The case's delivered categories are those of its
     * batches that still hold material.
     */
    productCategory: text('product_category'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.caseId), index().on(table.orderLineId)],
);

/** A delivered file (or link) of a case: pictures, films, floor plans, panoramas... */
export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    batchId: uuid('batch_id').references(() => materialBatches.id, { onDelete: 'set null' }),
    /** A MaterialType value. */
    type: text('type').notNull(),
    /** The original file name, kept for downloads. */
    name: text('name').notNull(),
    /** Where the largest source lives in storage; null for links. */
    storageKey: text('storage_key'),
    /** A link material (Matterport, embed...) points here instead of a stored file. */
    url: text('url'),
    contentType: text('content_type'),
    size: bigint('size', { mode: 'number' }),
    width: integer('width'),
    height: integer('height'),
    /** Web-sized preview and small thumbnail of a picture, made by the previews job; null until it ran. */
    previewKey: text('preview_key'),
    thumbnailKey: text('thumbnail_key'),
    /** MaterialTag values. */
    tags: text('tags').array().notNull().default([]),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Chosen by the office in an image-selector task. */
    isSelected: boolean('is_selected').notNull().default(false),
    /** For before/after material: the picture this one is the "after" of. */
    beforeMaterialId: uuid('before_material_id'),
    vendorOrderLineId: text('vendor_order_line_id'),
    cloudScannerLinks: jsonb('cloud_scanner_links')
      .$type<{ type: string; url: string }[]>()
      .notNull()
      .default([]),
    /**
     * The usage rights stamped at delivery (contracts material-rights.ts): who is credited, the licence (a
     * RightsLicence value; `licenceText` its words when CUSTOM) and its last day in the department's zone
     * (null: no expiry). Stamped, so a later change of the product's defaults never changes a granted licence.
     */
    credit: text('credit'),
    licence: text('licence').notNull().default('SALE_MARKETING'),
    licenceText: text('licence_text'),
    expiresOn: date('expires_on', { mode: 'string' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.caseId, table.sortOrder),
    index().on(table.orderLineId),
    index().on(table.batchId),
    // Files can be shared between materials (copies, demo cases): removing or archiving one asks who else uses it.
    index().on(table.storageKey),
    index().on(table.previewKey),
    index().on(table.thumbnailKey),
  ],
);
