ALTER TABLE "orders" ADD COLUMN "cadastral_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "roof_color" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offering_type" text;