CREATE INDEX "orders_created_date_index" ON "orders" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "orders_status_created_date_index" ON "orders" USING btree ("status","created_date");--> statement-breakpoint
CREATE INDEX "orders_sales_id_trgm_idx" ON "orders" USING gin (lower("sales_id") gin_trgm_ops);