CREATE TABLE "alignment_assessments" (
	"modeling_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"lateral" jsonb,
	"frontal" jsonb,
	"calibration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"measurement" jsonb,
	"age" double precision,
	"engine_version" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"placed_by" uuid,
	"placed_at" timestamp with time zone,
	"completed_by" uuid,
	"completed_at" timestamp with time zone,
	"user_validated_by" uuid,
	"user_validated_at" timestamp with time zone,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"signature_meaning" text,
	"revision" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "alignment_assessments_state" CHECK ("alignment_assessments"."state" IN ('draft', 'ready-to-review', 'approved')),
	CONSTRAINT "alignment_assessments_signature" CHECK (("alignment_assessments"."state" = 'approved') = ("alignment_assessments"."approved_by" IS NOT NULL AND "alignment_assessments"."approved_at" IS NOT NULL AND "alignment_assessments"."signature_meaning" IS NOT NULL)),
	CONSTRAINT "alignment_assessments_measured" CHECK (("alignment_assessments"."state" = 'draft') = ("alignment_assessments"."measurement" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "alignment_assessments" ADD CONSTRAINT "alignment_assessments_modeling_id_modelings_id_fk" FOREIGN KEY ("modeling_id") REFERENCES "public"."modelings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alignment_assessments" ADD CONSTRAINT "alignment_assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alignment_assessments" ADD CONSTRAINT "alignment_assessments_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alignment_assessments" ADD CONSTRAINT "alignment_assessments_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alignment_assessments" ADD CONSTRAINT "alignment_assessments_user_validated_by_users_id_fk" FOREIGN KEY ("user_validated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alignment_assessments" ADD CONSTRAINT "alignment_assessments_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;