ALTER TABLE "zip_downloads" ADD COLUMN "listing_profile_id" text;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD CONSTRAINT "zip_downloads_listing_profile_id_listing_profiles_id_fk" FOREIGN KEY ("listing_profile_id") REFERENCES "public"."listing_profiles"("id") ON DELETE set null ON UPDATE no action;