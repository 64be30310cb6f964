-- The Patient List by last exam (issue 16) reads a page straight from an index, as by name:
-- each record keeps its newest exam date (of its physician's exams), kept by triggers so that
-- every writer of exams keeps it right, the import's one filing statement included, unchanged.
ALTER TABLE "patients" ADD COLUMN "last_exam_date" date;--> statement-breakpoint
UPDATE "patients" p SET "last_exam_date" = latest.d
FROM (
  SELECT s."patient_id", max(s."study_date") AS d
  FROM "studies" s JOIN "patients" o ON o."id" = s."patient_id" AND o."physician_id" = s."physician_id"
  GROUP BY s."patient_id"
) latest
WHERE latest."patient_id" = p."id" AND latest.d IS NOT NULL;--> statement-breakpoint
CREATE INDEX "patients_physician_last_exam_idx" ON "patients" USING btree ("physician_id","last_exam_date" DESC NULLS LAST,"search_family","search_given","id");--> statement-breakpoint
CREATE INDEX "patients_physician_candidates_last_exam_idx" ON "patients" USING btree ("physician_id","last_exam_date" DESC NULLS LAST,"search_family","search_given","id") WHERE "patients"."surgical_candidate";--> statement-breakpoint
-- A record's newest exam date of its physician's exams, read through studies_patient_idx.
CREATE FUNCTION patients_newest_exam_date(patient uuid, physician uuid) RETURNS date AS $$
  SELECT max("study_date") FROM "studies" WHERE "patient_id" = patient AND "physician_id" = physician;
$$ LANGUAGE sql STABLE;--> statement-breakpoint
-- A new exam only moves the date forward, and writes the record only when it does: the import
-- files most exams of a record after its newest. A moved, re-dated or removed exam recomputes
-- the records it left and joined.
CREATE FUNCTION studies_keep_last_exam_date() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "patients" SET "last_exam_date" = NEW."study_date"
    WHERE "id" = NEW."patient_id" AND "physician_id" = NEW."physician_id"
      AND NEW."study_date" IS NOT NULL
      AND ("last_exam_date" IS NULL OR "last_exam_date" < NEW."study_date");
    RETURN NULL;
  END IF;
  UPDATE "patients" SET "last_exam_date" = patients_newest_exam_date("id", "physician_id")
  WHERE "id" = OLD."patient_id";
  IF TG_OP = 'UPDATE' AND NEW."patient_id" <> OLD."patient_id" THEN
    UPDATE "patients" SET "last_exam_date" = patients_newest_exam_date("id", "physician_id")
    WHERE "id" = NEW."patient_id";
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER studies_last_exam_date_on_insert
  AFTER INSERT ON "studies"
  FOR EACH ROW EXECUTE FUNCTION studies_keep_last_exam_date();--> statement-breakpoint
-- UPDATE OF: the import's `ON CONFLICT (study_instance_uid) DO UPDATE` of a known exam, one per
-- file, sets none of these columns and never fires it.
CREATE TRIGGER studies_last_exam_date_on_update
  AFTER UPDATE OF "patient_id", "physician_id", "study_date" ON "studies"
  FOR EACH ROW
  WHEN (OLD."patient_id" IS DISTINCT FROM NEW."patient_id"
    OR OLD."physician_id" IS DISTINCT FROM NEW."physician_id"
    OR OLD."study_date" IS DISTINCT FROM NEW."study_date")
  EXECUTE FUNCTION studies_keep_last_exam_date();--> statement-breakpoint
CREATE TRIGGER studies_last_exam_date_on_delete
  AFTER DELETE ON "studies"
  FOR EACH ROW EXECUTE FUNCTION studies_keep_last_exam_date();--> statement-breakpoint
-- A record given to another physician: its date is of that physician's exams (none until its
-- exams follow it, which recompute it through the triggers above).
CREATE FUNCTION patients_keep_last_exam_date() RETURNS trigger AS $$
BEGIN
  NEW."last_exam_date" := patients_newest_exam_date(NEW."id", NEW."physician_id");
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER patients_last_exam_date_on_move
  BEFORE UPDATE OF "physician_id" ON "patients"
  FOR EACH ROW
  WHEN (OLD."physician_id" IS DISTINCT FROM NEW."physician_id")
  EXECUTE FUNCTION patients_keep_last_exam_date();
