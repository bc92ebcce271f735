DROP INDEX "tasks_branch_id_created_at_index";--> statement-breakpoint
DROP INDEX "cases_branch_modified_idx";--> statement-breakpoint
DROP INDEX "cases_modified_idx";--> statement-breakpoint
CREATE INDEX "tasks_branch_id_created_at_id_index" ON "tasks" USING btree ("branch_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_created_idx" ON "tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_product_name_trgm_idx" ON "tasks" USING gin (lower("product_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cases_branch_modified_idx" ON "cases" USING btree ("branch_id","modified_date","id");--> statement-breakpoint
CREATE INDEX "cases_modified_idx" ON "cases" USING btree ("modified_date","id");