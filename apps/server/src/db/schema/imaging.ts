import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { institutions } from './institutions';
import { users } from './users';

/**
 * A patient as a physician's practice knows them: one row per (physician, institution, DICOM
 * Patient ID), since the same ID at two sites is two people. Physician null means unassigned
 * (waiting for an administrator). The `search_*` columns hold `normalizeForSearch` of their
 * source, written by the import, for accent- and case-insensitive prefix search.
 */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    physicianId: uuid('physician_id').references(() => users.id),
    institutionId: uuid('institution_id').references(() => institutions.id),
    /** Patient ID (0010,0020). */
    patientId: text('patient_id').notNull(),
    familyName: text('family_name'),
    givenName: text('given_name'),
    /** Null when the header has none or it is not a valid YYYYMMDD date (seed §5). */
    birthDate: date('birth_date', { mode: 'string' }),
    birthDateRaw: text('birth_date_raw'),
    sex: text('sex'),
    searchFamily: text('search_family').notNull().default(''),
    searchGiven: text('search_given').notNull().default(''),
    searchPatientId: text('search_patient_id').notNull(),
    /**
     * The product patient id's number (issue 16), from a sequence: every record gets one when
     * it is inserted (the import's filing statement names no such column), existing rows got
     * theirs when the column was added.
     */
    productNumber: bigserial('product_number', { mode: 'number' }).notNull().unique(),
    /**
     * The product patient id (the seed's "ATEC ID"), `SGT-000123`, spelled as `formatPatientId`
     * spells it (six digits at least, more past 999 999): generated, so it can never disagree
     * with its number, and indexed per physician for the list's prefix search.
     */
    productId: text('product_id')
      .notNull()
      .generatedAlwaysAs(
        sql`'SGT-' || CASE WHEN product_number < 1000000 THEN lpad(product_number::text, 6, '0') ELSE product_number::text END`,
      ),
    /** Urgent: a physician's flag (issue 16); 3D cases of urgent patients come first (issue 18). */
    urgent: boolean('urgent').notNull().default(false),
    /** A surgical candidate, marked by the physician or their staff (issue 16). */
    surgicalCandidate: boolean('surgical_candidate').notNull().default(false),
    /**
     * The newest exam date of the record's exams of its physician (the Patient List's `last-exam`
     * order), null when none is dated. Kept by triggers (migration 0014), not by the application:
     * every writer of exams (the import's filing statement, an assignment, a record's move, a
     * fixture) keeps it right without knowing of it.
     */
    lastExamDate: date('last_exam_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last change to the record's own fields (flags, primary physician), not its exams'. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Physician first: the same index serves the worklist's scope. NULLS NOT DISTINCT: two
    // unassigned imports of one patient must meet on the same row (PostgreSQL 15+, PGlite 17).
    unique('patients_physician_institution_patient_unique')
      .on(table.physicianId, table.institutionId, table.patientId)
      .nullsNotDistinct(),
    // Physician first, like every worklist search: the prefix range is read within the
    // physician's own patients rather than across everybody's and intersected afterwards.
    index('patients_physician_search_family_idx').using(
      'btree',
      table.physicianId,
      table.searchFamily.op('text_pattern_ops'),
    ),
    index('patients_physician_search_given_idx').using(
      'btree',
      table.physicianId,
      table.searchGiven.op('text_pattern_ops'),
    ),
    index('patients_physician_search_patient_id_idx').using(
      'btree',
      table.physicianId,
      table.searchPatientId.op('text_pattern_ops'),
    ),
    index('patients_physician_product_id_idx').using(
      'btree',
      table.physicianId,
      table.productId.op('text_pattern_ops'),
    ),
    // The Patient List by name (issue 16): a page is the first rows of the physician's range.
    index('patients_physician_name_idx').on(
      table.physicianId,
      table.searchFamily,
      table.searchGiven,
      table.id,
    ),
    // The Surgical Candidates tab and the scope of users who see only candidates: by name, a page
    // is the first rows of the physician's candidates (the id last, as the list orders ties).
    index('patients_physician_candidates_idx')
      .on(table.physicianId, table.searchFamily, table.searchGiven, table.id)
      .where(sql`${table.surgicalCandidate}`),
    // The Patient List by last exam (issue 16): a page is the first rows of the physician's
    // range, as by name; the candidates' own range for the Surgical Candidates tab.
    index('patients_physician_last_exam_idx').on(
      table.physicianId,
      sql`${table.lastExamDate} DESC NULLS LAST`,
      table.searchFamily,
      table.searchGiven,
      table.id,
    ),
    index('patients_physician_candidates_last_exam_idx')
      .on(
        table.physicianId,
        sql`${table.lastExamDate} DESC NULLS LAST`,
        table.searchFamily,
        table.searchGiven,
        table.id,
      )
      .where(sql`${table.surgicalCandidate}`),
  ],
);

/** An exam: one DICOM study, the item of the worklist. */
export const studies = pgTable(
  'studies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /**
     * The patient's physician, copied here (and moved with the patient by an assignment) so the
     * worklist's scope and order are one index range: null while unassigned.
     */
    physicianId: uuid('physician_id').references(() => users.id),
    studyInstanceUid: text('study_instance_uid').notNull().unique(),
    /** Null when the header has none or it is not a valid YYYYMMDD date; the raw value is kept. */
    studyDate: date('study_date', { mode: 'string' }),
    studyDateRaw: text('study_date_raw'),
    description: text('description'),
    accessionNumber: text('accession_number'),
    searchAccessionNumber: text('search_accession_number').notNull().default(''),
    /** Referring Physician's Name (0008,0090) as received, `^` separators included. */
    referringPhysicianRaw: text('referring_physician_raw'),
    /** Institution Name (0008,0080) as received. */
    institutionNameRaw: text('institution_name_raw'),
    /**
     * Who sent its first file, when signed in (null for a device or the demo seed): they may send
     * the rest of the study, wherever its header routed it (issue 14,
     * `modules/acquisitions/import/repo-scope.ts`).
     */
    receivedFromUserId: uuid('received_from_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Seed exam type (`EXAM_TYPES`): an imported image is an `ACQUISITION`. */
    examType: text('exam_type').notNull().default('ACQUISITION'),
    /**
     * Seed exam status (`EXAM_STATUSES`), for exams with a review workflow (alignments, plans,
     * reports, 3D models); null for an acquisition, which nobody reviews or approves
     * (docs/decisions.md). Changes follow `EXAM_STATUS_TRANSITIONS`.
     */
    examStatus: text('exam_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'studies_exam_type',
      sql`${table.examType} IN ('UNKNOWN', 'ALIGNMENT', 'ACQUISITION', 'SURGICAL_PLAN', 'ALIGNMENT_ASSESSMENT_REPORT', 'IOA', 'MOBILE_APP_IMAGE', 'SURGERY', 'SURGICAL_PLAN_REPORT', 'BONE_DENSITY_REPORT', 'MODEL_3D', 'MODELING_REPORT_3D')`,
    ),
    check(
      'studies_exam_status',
      sql`${table.examStatus} IN ('APPROVE', 'PROCESSING', 'APPROVED', 'READY_TO_REVIEW', 'CANCELLED', 'FAILED')`,
    ),
    // A patient's exams with what a worklist search reads of them (scope, order, accession
    // number): the search joins a name's patients to their exams through this index alone,
    // without visiting thousands of table pages (index-only once the table is vacuumed).
    index('studies_patient_idx').on(
      table.patientId,
      table.physicianId,
      table.studyDate,
      table.createdAt,
      table.id,
      table.searchAccessionNumber,
    ),
    index('studies_created_at_idx').on(table.createdAt),
    // The worklist: a physician's exams, newest first (`modules/worklist/repo.ts`).
    index('studies_physician_newest_idx').on(
      table.physicianId,
      sql`${table.studyDate} DESC NULLS LAST`,
      sql`${table.createdAt} DESC`,
      sql`${table.id} DESC`,
    ),
    index('studies_physician_search_accession_number_idx').using(
      'btree',
      table.physicianId,
      table.searchAccessionNumber.op('text_pattern_ops'),
    ),
  ],
);

export const series = pgTable(
  'series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studyId: uuid('study_id')
      .notNull()
      .references(() => studies.id),
    seriesInstanceUid: text('series_instance_uid').notNull().unique(),
    description: text('description'),
    modality: text('modality'),
    number: integer('number'),
  },
  (table) => [index('series_study_idx').on(table.studyId)],
);

/** One stored DICOM file; its original bytes are the blob `blob_key`. */
export const instances = pgTable(
  'instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seriesId: uuid('series_id')
      .notNull()
      .references(() => series.id),
    sopInstanceUid: text('sop_instance_uid').notNull().unique(),
    sopClassUid: text('sop_class_uid'),
    transferSyntaxUid: text('transfer_syntax_uid').notNull(),
    blobKey: text('blob_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The image attributes are null for objects without pixels (reports, plans). */
    rows: integer('rows'),
    columns: integer('columns'),
    bitsAllocated: integer('bits_allocated'),
    photometric: text('photometric'),
    frames: integer('frames'),
    /** FRONTAL or LATERAL, from View Position (0018,5101) or the series description. */
    view: text('view'),
    /** `pending` until the preview job has run, then `ready` or `unavailable` (pixels undecodable). */
    previewStatus: text('preview_status').notNull().default('pending'),
    /** Why the pixels could not be decoded; never shown with patient data. */
    previewProblem: text('preview_problem'),
    /**
     * What the viewer needs to offer windows, found by the preview job when it decodes the
     * pixels: the default window (header's, else the pixel range's) and the rescaled value range.
     */
    windowCenter: doublePrecision('window_center'),
    windowWidth: doublePrecision('window_width'),
    valueMin: doublePrecision('value_min'),
    valueMax: doublePrecision('value_max'),
    /**
     * The calibration the header gives (issue 17, `headerPixelSpacing`): PIXEL_SPACING or
     * IMAGER_PIXEL_SPACING with the spacing between rows and between columns (mm per pixel),
     * or NONE when the header gives none usable. Null only for a row imported before migration
     * 0016 whose header has not been read again yet (`modules/acquisitions/pixel-spacing`).
     */
    pixelSpacingSource: text('pixel_spacing_source'),
    pixelSpacingRowMm: doublePrecision('pixel_spacing_row_mm'),
    pixelSpacingColumnMm: doublePrecision('pixel_spacing_column_mm'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('instances_series_idx').on(table.seriesId),
    check(
      'instances_pixel_spacing',
      sql`CASE WHEN ${table.pixelSpacingSource} IN ('PIXEL_SPACING', 'IMAGER_PIXEL_SPACING') THEN COALESCE(${table.pixelSpacingRowMm} > 0 AND ${table.pixelSpacingColumnMm} > 0, false) WHEN ${table.pixelSpacingSource} IS NULL OR ${table.pixelSpacingSource} = 'NONE' THEN ${table.pixelSpacingRowMm} IS NULL AND ${table.pixelSpacingColumnMm} IS NULL ELSE false END`,
    ),
    // The backfill's work list: empty once every older row has been read again.
    index('instances_pixel_spacing_unread_idx')
      .on(table.id)
      .where(sql`${table.pixelSpacingSource} IS NULL`),
    check(
      'instances_preview_status',
      sql`${table.previewStatus} IN ('pending', 'ready', 'unavailable')`,
    ),
    // The crash-safety check and orphan cleaning look rows up by blob.
    index('instances_blob_key_idx').on(table.blobKey),
    check('instances_blob_key_sha256', sql`${table.blobKey} ~ '^[0-9a-f]{64}$'`),
  ],
);

/** A 3D modeling of an exam (seed §3); produced by the 3D workflow of a later issue. */
export const modelings = pgTable(
  'modelings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studyId: uuid('study_id')
      .notNull()
      .references(() => studies.id),
    /** Milliseconds since the epoch, as the API sends it. */
    creationTimestamp: bigint('creation_timestamp', { mode: 'number' }).notNull(),
    state: text('state').notNull(),
    modelType: text('model_type'),
  },
  (table) => [index('modelings_study_created_idx').on(table.studyId, table.creationTimestamp)],
);

/**
 * The Referring Physician's Name values (0008,0090) that route an exam to a physician, compared
 * exactly as received (seed §5): `CHEN^MARIA` and `Chen^Maria` are two tags. A tag is held by one
 * physician per institution (issue 14): `institution_id` is the holder's institution, kept in step
 * with it by the foreign key (ON UPDATE CASCADE), so the unique index spans the institution.
 */
export const referringPhysicianTags = pgTable(
  'referring_physician_tags',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The holder's institution; null (routing nothing) only if the holder has none. */
    institutionId: uuid('institution_id'),
    tag: text('tag').notNull(),
  },
  (table) => [
    unique('referring_physician_tags_user_tag_unique').on(table.userId, table.tag),
    unique('referring_physician_tags_institution_tag_unique').on(table.institutionId, table.tag),
    foreignKey({
      name: 'referring_physician_tags_holder_institution_fk',
      columns: [table.userId, table.institutionId],
      foreignColumns: [users.id, users.institutionId],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    index('referring_physician_tags_tag_idx').on(table.tag),
  ],
);

/**
 * A tag a physician asked for (issue 14): it routes nothing until an administrator applies it,
 * which moves it to `referring_physician_tags`; the administrator removes it to decline.
 */
export const referringPhysicianTagRequests = pgTable(
  'referring_physician_tag_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tag] })],
);

/** A rendered preview of an instance, cached in the blob store under `blob_key` (a PNG). */
export const previews = pgTable(
  'previews',
  {
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id),
    /** `Small`, `Medium` or `Large` (`PREVIEW_SIZES`). */
    size: text('size').notNull(),
    blobKey: text('blob_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.instanceId, table.size] }),
    // The orphan sweep asks which of a batch of blobs a row names.
    index('previews_blob_key_idx').on(table.blobKey),
    check('previews_blob_key_sha256', sql`${table.blobKey} ~ '^[0-9a-f]{64}$'`),
  ],
);
