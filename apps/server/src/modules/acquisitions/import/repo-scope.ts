import { sql, type SQL } from 'drizzle-orm';
import type { DicomHeader } from '../dicom/parse-header';
import type { UploadScope } from './upload-scope';

/**
 * Whether the uploader may add a file to the exam `s` (studies) of patient `p` (patients), and so
 * be told that exam's id: a physician their own exams, a device its institution's exams, an
 * administrator the unassigned exams; anybody the exams they started (the rest of a study whose
 * first file their header routed to a colleague, say). UIDs are no secret (issue 14): anything
 * else is out of scope, whoever knows its UIDs.
 */
function mayAddTo(scope: UploadScope): SQL {
  return sql`COALESCE(
    s.physician_id = ${scope.physicianId}::uuid
    OR s.received_from_user_id = ${scope.userId}::uuid
    OR p.institution_id = ${scope.deviceInstitutionId}::uuid
    OR (${scope.administrator}::boolean AND s.physician_id IS NULL), false)`;
}

/**
 * Common table expressions `known` (the file's study if stored: id, physician_id, allowed),
 * `known_series` (the study of the file's series if stored) and `refused` (one row when the file
 * must not be filed: its study is out of the uploader's scope, or its series belongs to another
 * study than the file's). To follow `WITH`; both statements of an import use them.
 */
export function scopeCheck(header: DicomHeader, scope: UploadScope): SQL {
  return sql`known AS (
      SELECT s.id, s.physician_id, ${mayAddTo(scope)} AS allowed
      FROM studies s JOIN patients p ON p.id = s.patient_id
      WHERE s.study_instance_uid = ${header.study.instanceUid}::text
    ), known_series AS (
      SELECT study_id FROM series WHERE series_instance_uid = ${header.series.instanceUid}::text
    ), refused AS (
      SELECT 1 AS refused
      WHERE EXISTS (SELECT 1 FROM known WHERE NOT known.allowed)
        OR EXISTS (
          SELECT 1 FROM known_series
          WHERE known_series.study_id IS DISTINCT FROM (SELECT id FROM known)
        )
    )`;
}

/**
 * A query of one row (study_id, physician_id, visible) for the exam holding an instance already
 * stored under this SOP Instance UID, if any; `visible` is whether the uploader may be told it.
 */
export function storedInstanceCheck(sopInstanceUid: string, scope: UploadScope): SQL {
  return sql`SELECT s.id, s.physician_id, ${mayAddTo(scope)} AS visible
      FROM instances i
      JOIN series se ON se.id = i.series_id
      JOIN studies s ON s.id = se.study_id
      JOIN patients p ON p.id = s.patient_id
      WHERE i.sop_instance_uid = ${sopInstanceUid}::text`;
}
