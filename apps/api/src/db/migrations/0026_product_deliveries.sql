ALTER TABLE "products" ADD COLUMN "delivered_material_types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "case_category" text DEFAULT 'CASE' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "delivery_kinds" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cloud_scanner_link_types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "material_batches" ADD COLUMN "product_category" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "awaits_delivery" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "products" SET "delivery_kinds" = ARRAY['files'], "delivered_material_types" = ARRAY['Picture', 'Video'], "case_category" = CASE "grouping" WHEN 'PORTRAIT' THEN 'PORTRAIT' WHEN 'SHOP' THEN 'SHOP' WHEN 'LOCATION' THEN 'LOCATION' ELSE 'CASE' END WHERE "grouping" NOT IN ('NONE', 'ENDUSERFEE');--> statement-breakpoint
UPDATE "order_lines" SET "awaits_delivery" = false WHERE ("product_id" IS NULL AND "item_number" IS NOT NULL) OR "product_id" IN (SELECT "id" FROM "products" WHERE cardinality("delivery_kinds") = 0);--> statement-breakpoint
UPDATE "material_batches" SET "product_category" = "products"."case_category" FROM "order_lines" JOIN "products" ON "products"."id" = "order_lines"."product_id" WHERE "order_lines"."id" = "material_batches"."order_line_id";
