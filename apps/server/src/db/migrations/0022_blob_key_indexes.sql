CREATE INDEX "previews_blob_key_idx" ON "previews" USING btree ("blob_key");--> statement-breakpoint
CREATE INDEX "alignment_reports_blob_key_idx" ON "alignment_reports" USING btree ("blob_key");