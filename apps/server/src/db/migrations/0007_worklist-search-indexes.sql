DROP INDEX "patients_search_family_idx";--> statement-breakpoint
DROP INDEX "patients_search_given_idx";--> statement-breakpoint
DROP INDEX "patients_search_patient_id_idx";--> statement-breakpoint
DROP INDEX "studies_search_accession_number_idx";--> statement-breakpoint
DROP INDEX "studies_patient_idx";--> statement-breakpoint
CREATE INDEX "patients_physician_search_family_idx" ON "patients" USING btree ("physician_id","search_family" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "patients_physician_search_given_idx" ON "patients" USING btree ("physician_id","search_given" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "patients_physician_search_patient_id_idx" ON "patients" USING btree ("physician_id","search_patient_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "studies_physician_search_accession_number_idx" ON "studies" USING btree ("physician_id","search_accession_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "studies_patient_idx" ON "studies" USING btree ("patient_id","physician_id","study_date","created_at","id","search_accession_number");