CREATE TABLE "case_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"branch_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zip_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"branch_id" integer NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"material_ids" uuid[] NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"storage_key" text,
	"file_name" text NOT NULL,
	"size" bigint,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "zip_downloads_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "presentation_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "presentation_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "primary_color" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "contrast_color" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "background_color" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "favicon_url" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "materials_state_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "preview_key" text;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_links" ADD CONSTRAINT "case_links_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD CONSTRAINT "zip_downloads_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD CONSTRAINT "zip_downloads_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_downloads" ADD CONSTRAINT "zip_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_shares" ADD CONSTRAINT "presentation_shares_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_shares" ADD CONSTRAINT "presentation_shares_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_documents_case_id_type_index" ON "case_documents" USING btree ("case_id","type");--> statement-breakpoint
CREATE INDEX "case_links_case_id_index" ON "case_links" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "zip_downloads_case_id_created_at_index" ON "zip_downloads" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "presentation_shares_case_id_index" ON "presentation_shares" USING btree ("case_id");