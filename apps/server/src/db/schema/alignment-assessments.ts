import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { modelings } from './imaging';
import { users } from './users';

/**
 * An alignment assessment (issue 17): the data of a modeling of type `Alignment`, one row per
 * modeling. Landmarks, calibration and the stored measurement are jsonb, validated by the domain's
 * zod schemas when written and when read (`modules/alignment-assessments/row.ts`); the modeling
 * holds the exam and the state the worklist reads (IA_IN_PROGRESS while a draft, MODELIZED once
 * completed, VALIDATED once approved).
 */
export const alignmentAssessments = pgTable(
  'alignment_assessments',
  {
    modelingId: uuid('modeling_id')
      .primaryKey()
      .references(() => modelings.id),
    /** `draft`, `ready-to-review` or `approved` (ALIGNMENT_ASSESSMENT_STATES). */
    state: text('state').notNull(),
    /** `PRE_OP` or `POST_OP` (ALIGNMENT_PHASES); rows from before 0017 are pre-op. */
    phase: text('phase').notNull().default('PRE_OP'),
    /** The lateral film's landmarks (`lateralLandmarks`), null when none were placed. */
    lateral: jsonb('lateral'),
    frontal: jsonb('frontal'),
    /** `assessmentCalibration`: per film, where its spacing comes from. */
    calibration: jsonb('calibration').notNull().default({}),
    /** `measure()`'s output stored at completion (the seed's clinicalParameters). */
    measurement: jsonb('measurement'),
    /** The patient's age at the exam date given to the engine; null without a birth date. */
    age: doublePrecision('age'),
    engineVersion: text('engine_version'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Who saved the landmarks last, and when. */
    placedBy: uuid('placed_by').references(() => users.id),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    userValidatedBy: uuid('user_validated_by').references(() => users.id),
    userValidatedAt: timestamp('user_validated_at', { withTimezone: true }),
    /** The electronic signature: who, when, and the meaning they approved. */
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    signatureMeaning: text('signature_meaning'),
    /** Optimistic concurrency: raised by every change; a save names the one it read. */
    revision: integer('revision').notNull().default(0),
  },
  (table) => [
    check(
      'alignment_assessments_state',
      sql`${table.state} IN ('draft', 'ready-to-review', 'approved')`,
    ),
    check('alignment_assessments_phase', sql`${table.phase} IN ('PRE_OP', 'POST_OP')`),
    // An approval is whole or absent: the signature never lacks its signer, time or meaning.
    check(
      'alignment_assessments_signature',
      sql`(${table.state} = 'approved') = (${table.approvedBy} IS NOT NULL AND ${table.approvedAt} IS NOT NULL AND ${table.signatureMeaning} IS NOT NULL)`,
    ),
    // Completed and approved assessments hold the measurement they were completed with.
    check(
      'alignment_assessments_measured',
      sql`(${table.state} = 'draft') = (${table.measurement} IS NULL)`,
    ),
  ],
);
