-- The Surgical Candidates tab by name (issue 16): the id ends the index, as it ends the list's order, so a page is read from the index alone.
DROP INDEX "patients_physician_candidates_idx";--> statement-breakpoint
CREATE INDEX "patients_physician_candidates_idx" ON "patients" USING btree ("physician_id","search_family","search_given","id") WHERE "patients"."surgical_candidate";