import { relations } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { branches } from '../branches/branches.table.ts';

/** A product a department can order, in the department's currency. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    itemNumber: text('item_number').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    unit: text('unit').notNull().default('pcs'),
    /** CASE, PORTRAIT, SHOP, LOCATION, ENDUSERFEE or NONE: which order flow offers it. */
    grouping: text('grouping').notNull(),
    maxOrderAmount: integer('max_order_amount'),
    /** The largest living area (m2) the product covers; larger properties need a bigger product. */
    maxKvmSize: integer('max_kvm_size'),
    showAlert: boolean('show_alert').notNull().default(false),
    config: jsonb('config').$type<Record<string, unknown>>(),
    variant: text('variant'),
    /** Task categories created when the product is ordered. */
    taskCategories: text('task_categories').array().notNull().default([]),
    /** Offered a la carte ("build your own") and as an extra order line. */
    alaCarte: boolean('a_la_carte').notNull().default(true),
    /** Can only be ordered on its own order, not together with a package. */
    separateOnly: boolean('separate_only').notNull().default(false),
    /** What the product delivers (ProductDeliveryFields of the contracts); a product without kinds delivers nothing. */
    deliveredMaterialTypes: text('delivered_material_types').array().notNull().default([]),
    /** MaterialTag values its delivered material carries. */
    tags: text('tags').array().notNull().default([]),
    /** The CaseCategory its delivery adds to a case. */
    caseCategory: text('case_category').notNull().default('CASE'),
    /** DeliveryKind values: files, links, texts. */
    deliveryKinds: text('delivery_kinds').array().notNull().default([]),
    cloudScannerLinkTypes: text('cloud_scanner_link_types').array().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /**
     * The usage rights its deliveries are stamped with (ProductRightsDefaults of the contracts): the credit
     * (null: the visit's photographer, else the studio), the licence (`rightsLicenceText` when CUSTOM) and
     * how many months from the delivery it runs (null: no expiry).
     */
    rightsCredit: text('rights_credit'),
    rightsLicence: text('rights_licence').notNull().default('SALE_MARKETING'),
    rightsLicenceText: text('rights_licence_text'),
    rightsValidMonths: integer('rights_valid_months'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.branchId, table.grouping)],
);

export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    itemNumber: text('item_number').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    thumbnail: text('thumbnail'),
    /** GENERIC, SINGLE or ADDITIONAL. */
    type: text('type').notNull(),
    /** The order flow that offers the package: CASE, PORTRAIT or SHOP. */
    grouping: text('grouping').notNull(),
    basePrice: numeric('base_price', { precision: 12, scale: 2 }).notNull(),
    config: jsonb('config').$type<Record<string, unknown>>(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [index().on(table.branchId, table.grouping)],
);

/** The products a package always contains. */
export const packageProducts = pgTable(
  'package_products',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.packageId, table.productId] })],
);

/** A choice inside a package: pick one of its options (for example 15, 20 or 25 images). */
export const packageChoices = pgTable('package_choices', {
  id: serial('id').primaryKey(),
  packageId: integer('package_id')
    .notNull()
    .references(() => packages.id, { onDelete: 'cascade' }),
  group: text('group').notNull(),
  minPrice: numeric('min_price', { precision: 12, scale: 2 }).notNull().default('0'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const packageChoiceOptions = pgTable(
  'package_choice_options',
  {
    id: serial('id').primaryKey(),
    choiceId: integer('choice_id')
      .notNull()
      .references(() => packageChoices.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    optionPackageId: integer('option_package_id').references(() => packages.id, { onDelete: 'cascade' }),
  },
  (table) => [index().on(table.choiceId)],
);

// A package with its contents and its choices' options, for reading one order's packages in one statement.
export const packageRelations = relations(packages, ({ one, many }) => ({
  branch: one(branches, { fields: [packages.branchId], references: [branches.id] }),
  contents: many(packageProducts),
  choices: many(packageChoices),
}));

export const productRelations = relations(products, ({ one }) => ({
  branch: one(branches, { fields: [products.branchId], references: [branches.id] }),
}));

export const packageProductRelations = relations(packageProducts, ({ one }) => ({
  package: one(packages, { fields: [packageProducts.packageId], references: [packages.id] }),
  product: one(products, { fields: [packageProducts.productId], references: [products.id] }),
}));

export const packageChoiceRelations = relations(packageChoices, ({ one, many }) => ({
  package: one(packages, { fields: [packageChoices.packageId], references: [packages.id] }),
  options: many(packageChoiceOptions),
}));

export const packageChoiceOptionRelations = relations(packageChoiceOptions, ({ one }) => ({
  choice: one(packageChoices, { fields: [packageChoiceOptions.choiceId], references: [packageChoices.id] }),
  product: one(products, { fields: [packageChoiceOptions.productId], references: [products.id] }),
  optionPackage: one(packages, { fields: [packageChoiceOptions.optionPackageId], references: [packages.id] }),
}));

/** Departments that may not create orders (for example while an account is on hold). */
export const orderCreationBlacklist = pgTable('order_creation_blacklist', {
  branchId: integer('branch_id')
    .primaryKey()
    .references(() => branches.id, { onDelete: 'cascade' }),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Prices set by the provider's staff for an item number: for a whole country (branchId null) or one
 * department. A department's product costs its department price, else its country price, else its own list
 * price (`products.price`); catalogue.service.ts resolves it, for the order wizard and the console alike.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    id: serial('id').primaryKey(),
    itemNumber: text('item_number').notNull(),
    countryCode: text('country_code').notNull(),
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  },
  (table) => [unique().on(table.itemNumber, table.countryCode, table.branchId).nullsNotDistinct()],
);

// A department with what one order names of its catalogue (its prices, its blacklisting, its packages and
// products), for reading them in one statement.
export const branchCatalogueRelations = relations(branches, ({ many }) => ({
  packages: many(packages),
  products: many(products),
  countryPrices: many(productPrices, { relationName: 'countryPrices' }),
  orderBlacklisting: many(orderCreationBlacklist),
}));

export const productPriceRelations = relations(productPrices, ({ one }) => ({
  country: one(branches, {
    fields: [productPrices.countryCode],
    references: [branches.countryCode],
    relationName: 'countryPrices',
  }),
}));

export const orderCreationBlacklistRelations = relations(orderCreationBlacklist, ({ one }) => ({
  branch: one(branches, { fields: [orderCreationBlacklist.branchId], references: [branches.id] }),
}));
