CREATE TABLE "order_line_rating_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rating_id" uuid NOT NULL,
	"state" text NOT NULL,
	"reply" text NOT NULL,
	"corrected_batch_id" uuid,
	"answered_by_user_id" uuid,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_line_ratings" ADD COLUMN "state" text DEFAULT 'OPEN' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line_rating_answers" ADD CONSTRAINT "order_line_rating_answers_rating_id_order_line_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."order_line_ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_rating_answers" ADD CONSTRAINT "order_line_rating_answers_corrected_batch_id_material_batches_id_fk" FOREIGN KEY ("corrected_batch_id") REFERENCES "public"."material_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_rating_answers" ADD CONSTRAINT "order_line_rating_answers_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_rating_answers_rating_id_answered_at_index" ON "order_line_rating_answers" USING btree ("rating_id","answered_at");--> statement-breakpoint
CREATE INDEX "order_line_ratings_state_created_at_index" ON "order_line_ratings" USING btree ("state","created_at");