import type { MaterialsState, OrderStatusWord } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from '../branches/branches.table.ts';

export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    category: text('category').notNull(),
    street: text('street').notNull(),
    buildingNumber: text('building_number').notNull(),
    buildingFloor: text('building_floor'),
    buildingDoor: text('building_door'),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    cityArea: text('city_area'),
    addressFull: text('address_full').notNull(),
    materialsState: text('materials_state').$type<MaterialsState>().notNull().default('ACTIVE'),
    materialsStateChangedAt: timestamp('materials_state_changed_at', { withTimezone: true }),
    hasMaterials: boolean('has_materials').notNull().default(false),
    deliveredProductCategories: text('delivered_product_categories').array().notNull().default([]),
    propertyType: text('property_type'),
    registeredArea: real('registered_area'),
    basementArea: real('basement_area'),
    storeys: integer('storeys'),
    /** Kept in step with the case's orders so the list can filter and sort without joining them. */
    orderStatus: text('order_status').$type<OrderStatusWord>().notNull().default('None'),
    latestOrderChangeAt: timestamp('latest_order_change_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex().on(table.branchId, table.reference),
    // Ascending in both columns, so that a backward scan gives the list's "newest first" (modified date, then id,
    // both descending): with `desc, asc` PostgreSQL could not use them for that order and sorted the table.
    // The second one serves a search over several departments, read newest first until the page is full.
    index('cases_branch_modified_idx').on(table.branchId, table.modifiedDate, table.id),
    index('cases_modified_idx').on(table.modifiedDate, table.id),
    index('cases_search_trgm_idx').using(
      'gin',
      sql`(lower(${table.addressFull} || ' ' || ${table.reference})) gin_trgm_ops`,
    ),
    index('cases_delivered_categories_idx').using('gin', table.deliveredProductCategories),
  ],
);

export const contactPersons = pgTable(
  'contact_persons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull(),
    contactType: text('contact_type').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phoneMobile: text('phone_mobile'),
    phoneWork: text('phone_work'),
    phonePrivate: text('phone_private'),
  },
  (table) => [index().on(table.caseId)],
);
