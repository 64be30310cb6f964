import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { alignmentAssessments } from './alignment-assessments';
import { studies } from './imaging';

/**
 * An approved alignment assessment's PDF report (issue 17): its exam (type
 * `ALIGNMENT_ASSESSMENT_REPORT`, status `APPROVED`), the assessment it reports, and the PDF's
 * blob. Written in the approval's transaction, so an approved assessment always has exactly one
 * (the unique assessment) and an unapproved one none.
 */
export const alignmentReports = pgTable(
  'alignment_reports',
  {
    /** The report's exam: it lists with the patient's other exams. */
    examId: uuid('exam_id')
      .primaryKey()
      .references(() => studies.id),
    assessmentId: uuid('assessment_id')
      .notNull()
      .unique()
      .references(() => alignmentAssessments.modelingId),
    /** The PDF in the blob store (content-addressed, SHA-256). */
    blobKey: text('blob_key').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('alignment_reports_blob_key_sha256', sql`${table.blobKey} ~ '^[0-9a-f]{64}$'`),
    // The orphan sweep asks which of a batch of blobs a row names.
    index('alignment_reports_blob_key_idx').on(table.blobKey),
  ],
);
