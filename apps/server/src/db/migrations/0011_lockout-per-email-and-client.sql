ALTER TABLE "login_attempts" ADD COLUMN "email_hash" text;--> statement-breakpoint
CREATE INDEX "login_attempts_email_time_idx" ON "login_attempts" USING btree ("email_hash","attempted_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";