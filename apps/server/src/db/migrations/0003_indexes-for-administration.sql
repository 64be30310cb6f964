CREATE INDEX "connections_child_idx" ON "connections" USING btree ("child_user_id");--> statement-breakpoint
CREATE INDEX "users_institution_idx" ON "users" USING btree ("institution_id");