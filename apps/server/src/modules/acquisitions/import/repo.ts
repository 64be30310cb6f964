import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { imageViewOf, normalizeForSearch } from '@sagitta/domain';
import { insertAuditEvents } from '../../../platform/audit/audit-row';
import type { PutResult } from '../../../platform/blobs';
import type { Database } from '../../../platform/db/database';
import { executeNamed } from '../../../platform/db/named-statement';
import { insertJobs } from '../../../platform/jobs/job-row';
import type { DicomHeader } from '../dicom/parse-header';
import { routeOf } from './repo-routing';
import { scopeCheck, storedInstanceCheck } from './repo-scope';
import type { UploadScope } from './upload-scope';

export interface InstanceToFile {
  header: DicomHeader;
  blob: PutResult;
  /** Who uploads it: where it may route, and which known exam it may join. */
  scope: UploadScope;
  /** Parsed DA values, null when absent or invalid (seed §5). */
  birthDate: string | null;
  studyDate: string | null;
  now: Date;
  /** The job queued for an instance with pixels, to render its previews. */
  previewJobKind: string;
  /** Who stored it, for the audit row written with it; null for the demo seed, which is no one. */
  audit: ImportAudit | null;
}

/** The audit trail's view of an import: who sent it, and from where. */
export interface ImportAudit {
  /** Null for an on-site device, which has no user. */
  actorUserId: string | null;
  clientIp: string | null;
}

export type FiledInstance =
  | {
      outcome: 'stored';
      studyId: string;
      /** Whose exam it is; null while unassigned. */
      physicianId: string | null;
      /** True when this file started a new exam. */
      newExam: boolean;
    }
  /** Its study or series is an exam the uploader may not add to: nothing was written. */
  | { outcome: 'refused' }
  /**
   * Another import committed first: the same SOP Instance UID, or the same study or series
   * filed elsewhere than this file would be. Nothing of the instance was kept; look again.
   */
  | { outcome: 'raced' };

/** Built once: a zod schema costs more to build than to check a row with. */
const filedRows = z.array(
  z.object({
    study_id: z.string().nullable(),
    physician_id: z.string().nullable(),
    new_exam: z.boolean(),
    stored: z.boolean(),
    refused: z.boolean(),
  }),
);

/**
 * Files one instance in one statement (so in one implicit transaction): routes it, upserts its
 * patient, study and series, inserts the instance and queues its preview job. One statement
 * rather than a dozen in a transaction is what lets an import keep up with a modality sending
 * files by the hundred: each statement is a round trip, and with PGlite a parse and plan on the
 * request thread (issue 6 ingest benchmark).
 *
 * - A file never joins an exam outside the uploader's scope (`scopeCheck`): a known study or
 *   series it may not add to refuses it before any row is written. A study or series another
 *   import commits meanwhile is joined only when it is where this file would have gone (same
 *   patient row, same study); else nothing of the instance is written ('raced') and the caller
 *   looks again, through the check.
 * - A study already known keeps its patient: a later file of it never re-routes it, and no
 *   patient row is written for it.
 * - The newest file's demographics win on a patient row; NULLS NOT DISTINCT makes unassigned rows
 *   meet on the same row too.
 * - Another import of the same SOP Instance UID that committed first wins: this instance, its job
 *   and its audit row are not inserted (`stored` false). The patient, study and series rows
 *   written on the way are those of the same header, which the winner wrote already.
 * - The audit row ('acquisition.store', the exam as target) commits with the instance: no stored
 *   file without its row, and no row for a file a crash lost.
 */
export async function fileInstance(db: Database, file: InstanceToFile): Promise<FiledInstance> {
  const { header, blob, now, audit } = file;
  const { patient, study, image } = header;
  const spacing = image?.pixelSpacing ?? null;
  const at = now.toISOString();
  const result = await executeNamed(
    db,
    'file_instance',
    sql`
    WITH ${scopeCheck(header, file.scope)}, route AS (
      ${routeOf(study, file.scope)}
    ), patient AS (
      INSERT INTO patients AS p (physician_id, institution_id, patient_id, search_patient_id,
        family_name, given_name, birth_date, birth_date_raw, sex, search_family, search_given)
      SELECT route.physician_id, route.institution_id, ${patient.id}::text,
        ${normalizeForSearch(patient.id)}::text, ${patient.familyName}::text,
        ${patient.givenName}::text, ${file.birthDate}::date, ${patient.birthDateRaw}::text,
        ${patient.sex}::text, ${normalizeForSearch(patient.familyName ?? '')}::text,
        ${normalizeForSearch(patient.givenName ?? '')}::text
      FROM route WHERE NOT EXISTS (SELECT 1 FROM known) AND NOT EXISTS (SELECT 1 FROM refused)
      ON CONFLICT (physician_id, institution_id, patient_id) DO UPDATE SET
        family_name = excluded.family_name, given_name = excluded.given_name,
        birth_date = excluded.birth_date, birth_date_raw = excluded.birth_date_raw,
        sex = excluded.sex, search_family = excluded.search_family,
        search_given = excluded.search_given
      RETURNING p.id, p.physician_id
    ), created AS (
      -- A concurrent import of another file of the study may have inserted it meanwhile.
      INSERT INTO studies AS s (patient_id, physician_id, study_instance_uid, study_date,
        study_date_raw, description, accession_number, search_accession_number,
        referring_physician_raw, institution_name_raw, received_from_user_id, created_at)
      SELECT patient.id, patient.physician_id, ${study.instanceUid}::text,
        ${file.studyDate}::date, ${study.dateRaw}::text, ${study.description}::text,
        ${study.accessionNumber}::text, ${normalizeForSearch(study.accessionNumber ?? '')}::text,
        ${study.referringPhysicianNameRaw}::text, ${study.institutionName}::text,
        ${file.scope.userId}::uuid, ${at}::timestamptz
      FROM patient
      ON CONFLICT (study_instance_uid) DO UPDATE SET study_instance_uid = excluded.study_instance_uid
        WHERE s.patient_id = excluded.patient_id
      RETURNING s.id, s.physician_id, s.xmax = 0 AS new_exam
    ), exam AS (
      SELECT id, physician_id, new_exam FROM created
      UNION ALL SELECT id, physician_id, false FROM known
        WHERE known.allowed AND NOT EXISTS (SELECT 1 FROM refused)
    ), filed_series AS (
      INSERT INTO series AS se (study_id, series_instance_uid, description, modality, number)
      SELECT exam.id, ${header.series.instanceUid}::text, ${header.series.description}::text,
        ${header.series.modality}::text, ${header.series.number}::int
      FROM exam
      ON CONFLICT (series_instance_uid) DO UPDATE SET series_instance_uid = excluded.series_instance_uid
        WHERE se.study_id = excluded.study_id
      RETURNING se.id
    ), instance AS (
      INSERT INTO instances AS i (series_id, sop_instance_uid, sop_class_uid, transfer_syntax_uid,
        blob_key, size, rows, columns, bits_allocated, photometric, frames, view, preview_status,
        preview_problem, pixel_spacing_source, pixel_spacing_row_mm, pixel_spacing_column_mm,
        created_at)
      SELECT filed_series.id, ${header.instance.sopInstanceUid}::text,
        ${header.instance.sopClassUid}::text, ${header.transferSyntaxUid}::text,
        ${blob.key}::text, ${blob.size}::bigint, ${image?.rows ?? null}::int,
        ${image?.columns ?? null}::int, ${image?.bitsAllocated ?? null}::int,
        ${image?.photometricInterpretation ?? null}::text, ${image?.numberOfFrames ?? null}::int,
        ${imageViewOf(header.instance.viewPosition, header.series.description)}::text,
        -- Objects without pixels (reports) have nothing to preview.
        ${image === null ? 'unavailable' : 'pending'}::text,
        ${image === null ? 'No image in this object' : null}::text,
        ${spacing?.source ?? 'NONE'}::text, ${spacing?.pixelSpacingMm[0] ?? null}::float8,
        ${spacing?.pixelSpacingMm[1] ?? null}::float8, ${at}::timestamptz
      FROM filed_series
      ON CONFLICT (sop_instance_uid) DO NOTHING
      RETURNING i.id
    ), job AS (
      ${insertJobs(
        {
          kind: sql`${file.previewJobKind}::text`,
          payload: sql`jsonb_build_object('instanceId', instance.id)`,
        },
        sql`${at}::timestamptz`,
        sql`FROM instance WHERE ${image !== null}::boolean`,
      )}
    ), audit AS (
      ${insertAuditEvents(
        sql`${at}::timestamptz`,
        {
          actorUserId: sql`${audit?.actorUserId ?? null}::uuid`,
          action: sql`'acquisition.store'::text`,
          targetType: sql`'acquisition'::text`,
          targetId: sql`exam.id::text`,
          outcome: sql`'success'::text`,
          clientIp: sql`${audit?.clientIp ?? null}::text`,
          details: sql`jsonb_build_object('statusCode', 201, 'instanceId', instance.id)`,
        },
        sql`FROM instance, exam WHERE ${audit !== null}::boolean`,
      )}
    )
    SELECT exam.id AS study_id, exam.physician_id, exam.new_exam,
      EXISTS (SELECT 1 FROM instance) AS stored, false AS refused
    FROM exam
    UNION ALL SELECT NULL, NULL, false, false, true FROM refused`,
  );
  const [row] = filedRows.parse(result.rows);
  if (row?.refused === true) return { outcome: 'refused' };
  if (row === undefined || !row.stored || row.study_id === null) return { outcome: 'raced' };
  return {
    outcome: 'stored',
    studyId: row.study_id,
    physicianId: row.physician_id,
    newExam: row.new_exam,
  };
}

/** Built once: a zod schema costs more to build than to check a row with. */
const priorRows = z.array(
  z.object({
    study_id: z.string().nullable(),
    physician_id: z.string().nullable(),
    visible: z.boolean().nullable(),
    refused: z.boolean(),
  }),
);

export interface Prior {
  /** The exam already holding this SOP Instance UID, as the uploader may be told it. */
  stored: { studyId: string | null; physicianId: string | null } | undefined;
  /** The file's study or series is an exam the uploader may not add to. */
  refused: boolean;
}

/**
 * What the database holds already for this file, asked before its blob is written: the same
 * instance (answered 'already stored'), or a study or series out of the uploader's scope
 * (refused, no blob written). `fileInstance` checks the scope again in its own statement, which
 * is what holds against a concurrent import; this check spares the blob.
 */
export async function priorOf(
  db: Database,
  header: DicomHeader,
  scope: UploadScope,
): Promise<Prior> {
  const query = sql`
    WITH ${scopeCheck(header, scope)}, stored AS (
      ${storedInstanceCheck(header.instance.sopInstanceUid, scope)}
    )
    SELECT stored.id AS study_id, stored.physician_id, stored.visible,
      EXISTS (SELECT 1 FROM refused) AS refused
    FROM (SELECT 1) AS one LEFT JOIN stored ON true`;
  // Asked before every upload's blob is written: parsed once per connection.
  const { rows } = await executeNamed(db, 'upload_prior_of', query);
  const [row] = priorRows.parse(rows);
  if (row === undefined) throw new Error('The prior check returned no row');
  if (row.study_id === null) return { stored: undefined, refused: row.refused };
  const visible = row.visible === true;
  return {
    stored: {
      studyId: visible ? row.study_id : null,
      physicianId: visible ? row.physician_id : null,
    },
    refused: row.refused,
  };
}
