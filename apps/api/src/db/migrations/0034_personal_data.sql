CREATE TABLE "branch_retention" (
	"branch_id" integer PRIMARY KEY NOT NULL,
	"personal_data_months" integer NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid,
	"branch_id" integer NOT NULL,
	"case_reference" text NOT NULL,
	"address" text NOT NULL,
	"anonymised" jsonb NOT NULL,
	"rule" text NOT NULL,
	"retention_months" integer,
	"activity_until" timestamp with time zone,
	"requested_by_user_id" uuid,
	"requested_by_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_retention" ADD CONSTRAINT "branch_retention_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_retention" ADD CONSTRAINT "branch_retention_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_ledger" ADD CONSTRAINT "privacy_ledger_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_ledger" ADD CONSTRAINT "privacy_ledger_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_ledger" ADD CONSTRAINT "privacy_ledger_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_ledger_branch_id_at_index" ON "privacy_ledger" USING btree ("branch_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_ledger_retention_once_idx" ON "privacy_ledger" USING btree ("case_id","activity_until") WHERE "privacy_ledger"."rule" = 'retention';