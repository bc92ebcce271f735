ALTER TABLE "products" ADD COLUMN "rights_credit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rights_licence" text DEFAULT 'SALE_MARKETING' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rights_licence_text" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rights_valid_months" integer;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "credit" text;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "licence" text DEFAULT 'SALE_MARKETING' NOT NULL;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "licence_text" text;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "expires_on" date;
--> statement-breakpoint
-- A portrait is licensed for the person's time at the office; everything else already delivered keeps the
-- listing and marketing of its sale, without expiry.
UPDATE "products" SET "rights_licence" = 'PERSON_AT_OFFICE' WHERE "grouping" = 'PORTRAIT';--> statement-breakpoint
UPDATE "materials" SET "licence" = 'PERSON_AT_OFFICE'
FROM "order_lines", "products"
WHERE "order_lines"."id" = "materials"."order_line_id"
  AND "products"."id" = "order_lines"."product_id"
  AND "products"."grouping" = 'PORTRAIT';--> statement-breakpoint
-- The credit the listing export gave until now: the photographer of the visit of the material's order
-- (floor plans are drawn by others). The studio's name lives in the hub's settings, so other material stays
-- without a credit.
UPDATE "materials" SET "credit" = "photographers"."name"
FROM "order_lines", "bookings", "photographers"
WHERE "order_lines"."id" = "materials"."order_line_id"
  AND "bookings"."order_id" = "order_lines"."order_id"
  AND "photographers"."id" = "bookings"."photographer_id"
  AND "materials"."type" <> 'Floorplan';
