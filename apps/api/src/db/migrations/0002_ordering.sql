CREATE TABLE "order_creation_blacklist" (
	"branch_id" integer PRIMARY KEY NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_choice_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"choice_id" integer NOT NULL,
	"product_id" integer,
	"option_package_id" integer
);
--> statement-breakpoint
CREATE TABLE "package_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"group" text NOT NULL,
	"min_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_products" (
	"package_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "package_products_package_id_product_id_pk" PRIMARY KEY("package_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"item_number" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail" text,
	"type" text NOT NULL,
	"grouping" text NOT NULL,
	"base_price" numeric(12, 2) NOT NULL,
	"config" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"item_number" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail" text,
	"price" numeric(12, 2) NOT NULL,
	"unit" text DEFAULT 'pcs' NOT NULL,
	"grouping" text NOT NULL,
	"max_order_amount" integer,
	"max_kvm_size" integer,
	"show_alert" boolean DEFAULT false NOT NULL,
	"config" jsonb,
	"variant" text,
	"task_categories" text[] DEFAULT '{}' NOT NULL,
	"a_la_carte" boolean DEFAULT true NOT NULL,
	"separate_only" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_drafts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_watchers" (
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "order_watchers_order_id_user_id_pk" PRIMARY KEY("order_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"branch_id" integer NOT NULL,
	"case_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_line_id" uuid,
	"type" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"product_name" text NOT NULL,
	"contact_person_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "product_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "item_number" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "config" jsonb;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vendor_order_line_id" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "can_receive_feedback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "property_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "living_area" real;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "basement_area" real;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "floors" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "key_pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "key_pickup_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "external_stylist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "photographer_comment" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "booking_choice" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "business_invoice" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "end_user_invoice" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_creation_blacklist" ADD CONSTRAINT "order_creation_blacklist_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_choice_options" ADD CONSTRAINT "package_choice_options_choice_id_package_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."package_choices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_choice_options" ADD CONSTRAINT "package_choice_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_choice_options" ADD CONSTRAINT "package_choice_options_option_package_id_packages_id_fk" FOREIGN KEY ("option_package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_choices" ADD CONSTRAINT "package_choices_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_products" ADD CONSTRAINT "package_products_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_products" ADD CONSTRAINT "package_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_drafts" ADD CONSTRAINT "order_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_watchers" ADD CONSTRAINT "order_watchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_watchers" ADD CONSTRAINT "order_watchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_contact_person_user_id_users_id_fk" FOREIGN KEY ("contact_person_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "package_choice_options_choice_id_index" ON "package_choice_options" USING btree ("choice_id");--> statement-breakpoint
CREATE INDEX "packages_branch_id_grouping_index" ON "packages" USING btree ("branch_id","grouping");--> statement-breakpoint
CREATE INDEX "products_branch_id_grouping_index" ON "products" USING btree ("branch_id","grouping");--> statement-breakpoint
CREATE INDEX "tasks_branch_id_created_at_index" ON "tasks" USING btree ("branch_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_order_id_index" ON "tasks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tasks_case_id_status_index" ON "tasks" USING btree ("case_id","status");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;