CREATE TABLE "instances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"sop_instance_uid" text NOT NULL,
	"sop_class_uid" text,
	"transfer_syntax_uid" text NOT NULL,
	"blob_key" text NOT NULL,
	"size" bigint NOT NULL,
	"rows" integer,
	"columns" integer,
	"bits_allocated" integer,
	"photometric" text,
	"frames" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "instances_sop_instance_uid_unique" UNIQUE("sop_instance_uid"),
	CONSTRAINT "instances_blob_key_sha256" CHECK ("instances"."blob_key" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "modelings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"study_id" uuid NOT NULL,
	"creation_timestamp" bigint NOT NULL,
	"state" text NOT NULL,
	"model_type" text
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"physician_id" uuid,
	"institution_id" uuid,
	"patient_id" text NOT NULL,
	"family_name" text,
	"given_name" text,
	"birth_date" date,
	"birth_date_raw" text,
	"sex" text,
	"search_family" text DEFAULT '' NOT NULL,
	"search_given" text DEFAULT '' NOT NULL,
	"search_patient_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_physician_institution_patient_unique" UNIQUE NULLS NOT DISTINCT("physician_id","institution_id","patient_id")
);
--> statement-breakpoint
CREATE TABLE "referring_physician_tags" (
	"user_id" uuid NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "referring_physician_tags_user_tag_unique" UNIQUE("user_id","tag")
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"study_id" uuid NOT NULL,
	"series_instance_uid" text NOT NULL,
	"description" text,
	"modality" text,
	"number" integer,
	CONSTRAINT "series_series_instance_uid_unique" UNIQUE("series_instance_uid")
);
--> statement-breakpoint
CREATE TABLE "studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"study_instance_uid" text NOT NULL,
	"study_date" date,
	"study_date_raw" text,
	"description" text,
	"accession_number" text,
	"search_accession_number" text DEFAULT '' NOT NULL,
	"referring_physician_raw" text,
	"institution_name_raw" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "studies_study_instance_uid_unique" UNIQUE("study_instance_uid")
);
--> statement-breakpoint
ALTER TABLE "instances" ADD CONSTRAINT "instances_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelings" ADD CONSTRAINT "modelings_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_physician_id_users_id_fk" FOREIGN KEY ("physician_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referring_physician_tags" ADD CONSTRAINT "referring_physician_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studies" ADD CONSTRAINT "studies_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instances_series_idx" ON "instances" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "instances_blob_key_idx" ON "instances" USING btree ("blob_key");--> statement-breakpoint
CREATE INDEX "modelings_study_created_idx" ON "modelings" USING btree ("study_id","creation_timestamp");--> statement-breakpoint
CREATE INDEX "patients_search_family_idx" ON "patients" USING btree ("search_family" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "patients_search_given_idx" ON "patients" USING btree ("search_given" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "patients_search_patient_id_idx" ON "patients" USING btree ("search_patient_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "referring_physician_tags_tag_idx" ON "referring_physician_tags" USING btree ("tag");--> statement-breakpoint
CREATE INDEX "series_study_idx" ON "series" USING btree ("study_id");--> statement-breakpoint
CREATE INDEX "studies_patient_idx" ON "studies" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "studies_created_at_idx" ON "studies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "studies_search_accession_number_idx" ON "studies" USING btree ("search_accession_number" text_pattern_ops);