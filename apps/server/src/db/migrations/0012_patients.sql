CREATE TABLE "patient_favorites" (
	"user_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "patient_favorites_user_id_patient_id_pk" PRIMARY KEY("user_id","patient_id")
);
--> statement-breakpoint
CREATE TABLE "patient_note_views" (
	"note_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "patient_note_views_user_id_note_id_pk" PRIMARY KEY("user_id","note_id")
);
--> statement-breakpoint
CREATE TABLE "patient_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"author_role" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"preferences" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "product_number" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "product_id" text GENERATED ALWAYS AS ('SGT-' || CASE WHEN product_number < 1000000 THEN lpad(product_number::text, 6, '0') ELSE product_number::text END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "surgical_candidate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "exam_type" text DEFAULT 'ACQUISITION' NOT NULL;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "exam_status" text;--> statement-breakpoint
ALTER TABLE "patient_favorites" ADD CONSTRAINT "patient_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_favorites" ADD CONSTRAINT "patient_favorites_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_note_views" ADD CONSTRAINT "patient_note_views_note_id_patient_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."patient_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_note_views" ADD CONSTRAINT "patient_note_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_notes" ADD CONSTRAINT "patient_notes_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_notes" ADD CONSTRAINT "patient_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_favorites_patient_idx" ON "patient_favorites" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patient_notes_patient_newest_idx" ON "patient_notes" USING btree ("patient_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "patients_physician_product_id_idx" ON "patients" USING btree ("physician_id","product_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "patients_physician_candidates_idx" ON "patients" USING btree ("physician_id","search_family","search_given") WHERE "patients"."surgical_candidate";--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_product_number_unique" UNIQUE("product_number");--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_exam_type" CHECK ("studies"."exam_type" IN ('UNKNOWN', 'ALIGNMENT', 'ACQUISITION', 'SURGICAL_PLAN', 'ALIGNMENT_ASSESSMENT_REPORT', 'IOA', 'MOBILE_APP_IMAGE', 'SURGERY', 'SURGICAL_PLAN_REPORT', 'BONE_DENSITY_REPORT', 'MODEL_3D', 'MODELING_REPORT_3D'));--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_exam_status" CHECK ("studies"."exam_status" IN ('APPROVE', 'PROCESSING', 'APPROVED', 'READY_TO_REVIEW', 'CANCELLED', 'FAILED'));