CREATE TABLE "feedback_annotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"label" integer NOT NULL,
	"position" integer NOT NULL,
	"tool" text NOT NULL,
	"points" jsonb NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_line_id" uuid NOT NULL,
	"state" text NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by_user_id" uuid,
	"submitted_at" timestamp with time zone,
	CONSTRAINT "order_line_feedback_order_line_id_unique" UNIQUE("order_line_id")
);
--> statement-breakpoint
CREATE TABLE "order_line_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_line_id" uuid NOT NULL,
	"type" text NOT NULL,
	"comment" text NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_text_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"origin" text NOT NULL,
	"order_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_state" text,
	"review_reason" text,
	"reviewed_by_user_id" uuid,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "feedback_annotations" ADD CONSTRAINT "feedback_annotations_feedback_id_order_line_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."order_line_feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_annotations" ADD CONSTRAINT "feedback_annotations_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_feedback" ADD CONSTRAINT "order_line_feedback_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_feedback" ADD CONSTRAINT "order_line_feedback_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_feedback" ADD CONSTRAINT "order_line_feedback_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_ratings" ADD CONSTRAINT "order_line_ratings_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_ratings" ADD CONSTRAINT "order_line_ratings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_text_versions" ADD CONSTRAINT "case_text_versions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_text_versions" ADD CONSTRAINT "case_text_versions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_text_versions" ADD CONSTRAINT "case_text_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_text_versions" ADD CONSTRAINT "case_text_versions_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_annotations_feedback_id_position_index" ON "feedback_annotations" USING btree ("feedback_id","position");--> statement-breakpoint
CREATE INDEX "order_line_ratings_order_line_id_created_at_index" ON "order_line_ratings" USING btree ("order_line_id","created_at");--> statement-breakpoint
CREATE INDEX "case_text_versions_case_id_name_created_at_index" ON "case_text_versions" USING btree ("case_id","name","created_at");--> statement-breakpoint
CREATE INDEX "case_text_versions_order_id_index" ON "case_text_versions" USING btree ("order_id");