CREATE INDEX "materials_storage_key_index" ON "materials" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "materials_preview_key_index" ON "materials" USING btree ("preview_key");--> statement-breakpoint
CREATE INDEX "materials_thumbnail_key_index" ON "materials" USING btree ("thumbnail_key");