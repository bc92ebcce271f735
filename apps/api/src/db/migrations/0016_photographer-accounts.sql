ALTER TABLE "photographers" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_user_id_unique" UNIQUE("user_id");