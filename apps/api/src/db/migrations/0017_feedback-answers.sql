ALTER TABLE "feedback_annotations" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "feedback_annotations" ADD COLUMN "answered_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback_annotations" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_annotations" ADD COLUMN "corrected_material_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback_annotations" ADD CONSTRAINT "feedback_annotations_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_annotations" ADD CONSTRAINT "feedback_annotations_corrected_material_id_materials_id_fk" FOREIGN KEY ("corrected_material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;