import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  axCustomerId: text('ax_customer_id').notNull().unique(),
  name: text('name').notNull(),
  countryCode: text('country_code').notNull(),
  useUpperCase: boolean('use_upper_case').notNull().default(false),
  endUserInvoicing: boolean('end_user_invoicing').notNull().default(false),
  businessInvoicing: boolean('business_invoicing').notNull().default(true),
  maxImageUploadCount: integer('max_image_upload_count').notNull().default(100),
  contactPersonId: text('contact_person_id'),
  locale: text('locale').notNull(),
  currency: text('currency').notNull(),
  /** The department's branding (docs/product.md); null parts fall back to the portal's own look. */
  logoUrl: text('logo_url'),
  primaryColor: text('primary_color'),
  contrastColor: text('contrast_color'),
  backgroundColor: text('background_color'),
  faviconUrl: text('favicon_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
