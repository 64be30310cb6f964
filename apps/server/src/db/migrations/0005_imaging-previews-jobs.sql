CREATE TABLE "previews" (
	"instance_id" uuid NOT NULL,
	"size" text NOT NULL,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "previews_instance_id_size_pk" PRIMARY KEY("instance_id","size"),
	CONSTRAINT "previews_blob_key_sha256" CHECK ("previews"."blob_key" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "view" text;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "preview_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "instances" ADD COLUMN "preview_problem" text;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "physician_id" uuid;--> statement-breakpoint
UPDATE "studies" SET "physician_id" = "patients"."physician_id" FROM "patients" WHERE "patients"."id" = "studies"."patient_id";--> statement-breakpoint
ALTER TABLE "previews" ADD CONSTRAINT "previews_instance_id_instances_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_after") WHERE "jobs"."attempts" < 5;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_physician_id_users_id_fk" FOREIGN KEY ("physician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studies_physician_newest_idx" ON "studies" USING btree ("physician_id","study_date" DESC NULLS LAST,"created_at" DESC,"id" DESC);--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_preview_status" CHECK ("instances"."preview_status" IN ('pending', 'ready', 'unavailable'));