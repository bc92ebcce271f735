CREATE TABLE "email_change_requests" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
-- Edited by hand after drizzle-kit generate: existing rows get values before the columns become NOT NULL.
-- An invitation's old id was its link's token: its hash becomes the token hash, so mailed links keep
-- working, and the record gets a new id that is no longer the secret.
ALTER TABLE "invitations" ADD COLUMN "token_hash" text;--> statement-breakpoint
UPDATE "invitations" SET "token_hash" = encode(sha256(convert_to("id", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "id" SET DATA TYPE uuid USING gen_random_uuid();--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();--> statement-breakpoint
-- Links made before expiry existed get the default lifetimes: 90 days for shares, 30 for forms.
ALTER TABLE "presentation_shares" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "presentation_shares" SET "expires_at" = "created_at" + interval '90 days';--> statement-breakpoint
ALTER TABLE "presentation_shares" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "task_forms" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "task_forms" SET "expires_at" = "sent_at" + interval '30 days';--> statement-breakpoint
ALTER TABLE "task_forms" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_requests_user_id_index" ON "email_change_requests" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash");