CREATE TABLE "booking_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"sent_to" text NOT NULL,
	"contact_name" text NOT NULL,
	"locale" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"call_needed_at" timestamp with time zone,
	CONSTRAINT "booking_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"task_id" uuid,
	"type" text,
	"visit_status" text DEFAULT 'INCOMPLETE' NOT NULL,
	"tour_date" text,
	"planning_frame_start" timestamp with time zone,
	"planning_frame_end" timestamp with time zone,
	"photographer_id" uuid,
	"notes" text,
	"key_pickup_address" text,
	"duration_minutes" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "photographers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"working_days" integer[] DEFAULT '{1,2,3,4,5}' NOT NULL,
	"work_start_minute" integer DEFAULT 480 NOT NULL,
	"work_end_minute" integer DEFAULT 960 NOT NULL,
	"time_zone" text NOT NULL,
	"home_postal_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_photographer_id_photographers_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."photographers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_links_booking_id_index" ON "booking_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_links_sent_at_index" ON "booking_links" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_photographer_slot_idx" ON "bookings" USING btree ("photographer_id","planning_frame_start") WHERE "bookings"."visit_status" = 'CONFIRMED';--> statement-breakpoint
CREATE INDEX "bookings_photographer_id_planning_frame_start_index" ON "bookings" USING btree ("photographer_id","planning_frame_start");