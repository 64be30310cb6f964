CREATE TABLE "alignment_reports" (
	"exam_id" uuid PRIMARY KEY NOT NULL,
	"assessment_id" uuid NOT NULL,
	"blob_key" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alignment_reports_assessment_id_unique" UNIQUE("assessment_id"),
	CONSTRAINT "alignment_reports_blob_key_sha256" CHECK ("alignment_reports"."blob_key" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "alignment_reports" ADD CONSTRAINT "alignment_reports_exam_id_studies_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alignment_reports" ADD CONSTRAINT "alignment_reports_assessment_id_alignment_assessments_modeling_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."alignment_assessments"("modeling_id") ON DELETE no action ON UPDATE no action;