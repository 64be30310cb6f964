import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CaseEvent,
  CasePriority,
  CaseStage,
  CaseType,
  RejectionReason,
} from '@sagitta/domain';
import { modelings, patients, studies } from './imaging';
import { users } from './users';

/**
 * A 3D case (seed §3, issue 18): the request of a model of one exam and the technicians' work on
 * it, from the queue to release. `assignee_id` is the technician of the current stage (in a QC
 * stage, the QC technician); null while the case waits in the queue. `started_at` is when that
 * technician opened the work: an assigned case not yet started is "pending" and goes back to the
 * queue at once when its technician goes Offline; a started one after 15 minutes (seed §4).
 */
export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    studyId: uuid('study_id')
      .notNull()
      .references(() => studies.id),
    /** The modeling the case produces; its state is what the worklist shows. */
    modelingId: uuid('modeling_id')
      .notNull()
      .references(() => modelings.id),
    physicianId: uuid('physician_id')
      .notNull()
      .references(() => users.id),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<CaseType>().notNull(),
    priority: text('priority').$type<CasePriority>().notNull(),
    stage: text('stage').$type<CaseStage>().notNull(),
    pediatric: boolean('pediatric').notNull(),
    /** A pediatric case enters the queue once a 3D manager approves it. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id),
    assigneeId: uuid('assignee_id').references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** Who did the work a QC stage checks: QC is never given to the same technician. */
    workedBy: uuid('worked_by').references(() => users.id),
    /** When the modeling was finished (the case left the modeling stages forward). */
    modeledAt: timestamp('modeled_at', { withTimezone: true }),
    planningStartedAt: timestamp('planning_started_at', { withTimezone: true }),
    /** The vertebrae the modeling technician counted (24 expected), and why another count went on. */
    vertebraCount: integer('vertebra_count'),
    vertebraCountOverride: text('vertebra_count_override'),
    /** QC or the queue gave the work back at least once. */
    returned: boolean('returned').notNull().default(false),
    rejectionReason: text('rejection_reason').$type<RejectionReason>(),
    /** The latest comment (a return, a rejection, a manager's note). PHI may hide in it: never logged. */
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The last change of any kind: the lists' last activity. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * When the physician was told of the release or the rejection (emailed, or not as their
     * preferences say): the notification job runs once, and a retried one sends nothing.
     */
    physicianNotifiedAt: timestamp('physician_notified_at', { withTimezone: true }),
  },
  (table) => [
    // The queue: open, unassigned, approved cases by priority then age (take-work's order).
    index('cases_queue_idx')
      .on(sql`(${table.priority} = 'High') DESC`, table.createdAt, table.id)
      .where(sql`${table.assigneeId} IS NULL AND ${table.closedAt} IS NULL`),
    index('cases_assignee_idx')
      .on(table.assigneeId)
      .where(sql`${table.closedAt} IS NULL`),
    index('cases_patient_idx').on(table.patientId),
    index('cases_physician_idx').on(table.physicianId, table.createdAt),
    // One open case per exam: a second request of the same model is refused.
    uniqueIndex('cases_open_exam_idx')
      .on(table.studyId)
      .where(sql`${table.closedAt} IS NULL`),
    check(
      'cases_stage',
      sql`${table.stage} IN ('InitialModeling', 'ModelingQC', 'InitialPlanning', 'PlanningQC', 'PlanningReturnForQC', 'Completed', 'Rejected')`,
    ),
    check('cases_type', sql`${table.type} IN ('PreopRod', 'PreOp', 'PostOp')`),
    check('cases_priority', sql`${table.priority} IN ('High', 'Regular')`),
    check(
      'cases_closed_final',
      sql`(${table.closedAt} IS NULL) = (${table.stage} NOT IN ('Completed', 'Rejected'))`,
    ),
  ],
);

/**
 * A case's history (issue 18): one row per event, append-only, with who (null: the system) and
 * the stages before and after. The case history page, the analytics' timings and the returned
 * flag all read it.
 */
export const caseEvents = pgTable(
  'case_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of writing: events of one transaction share their time. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id),
    event: text('event').$type<CaseEvent>().notNull(),
    fromStage: text('from_stage').$type<CaseStage>(),
    toStage: text('to_stage').$type<CaseStage>(),
    actorId: uuid('actor_id').references(() => users.id),
    assigneeId: uuid('assignee_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    reason: text('reason'),
    comment: text('comment'),
  },
  (table) => [index('case_events_case_idx').on(table.caseId, table.seq)],
);
