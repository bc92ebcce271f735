CREATE TABLE "product_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_number" text NOT NULL,
	"country_code" text NOT NULL,
	"branch_id" integer,
	"price" numeric(12, 2) NOT NULL,
	CONSTRAINT "product_prices_item_number_country_code_branch_id_unique" UNIQUE NULLS NOT DISTINCT("item_number","country_code","branch_id")
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;