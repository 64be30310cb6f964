import {
  and,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  QC_STAGES,
  ROLE_IDS,
  type CaseEvent,
  type CaseStage,
  type CaseTypeFilter,
  type OnlineStatus,
  type TechnicianSubRole,
} from '@sagitta/domain';
import {
  caseEvents,
  cases,
  institutions,
  patients,
  studies,
  userRoles,
  users,
} from '../../db/schema';
import type { Executor } from '../../platform/db/database';

export type CaseRow = typeof cases.$inferSelect;
export type NewCase = typeof cases.$inferInsert;

/** A history row to write: the case, what happened, and who (null: the system). */
export interface CaseEventInput {
  caseId: string;
  event: CaseEvent;
  at: Date;
  actorId: string | null;
  fromStage?: CaseStage | null;
  toStage?: CaseStage | null;
  assigneeId?: string | null;
  reason?: string | null;
  comment?: string | null;
}

export async function insertCase(tx: Executor, row: NewCase): Promise<CaseRow> {
  const [inserted] = await tx.insert(cases).values(row).returning();
  if (inserted === undefined) throw new Error('insert returned no row');
  return inserted;
}

export async function insertCaseEvents(tx: Executor, rows: CaseEventInput[]): Promise<void> {
  if (rows.length > 0) await tx.insert(caseEvents).values(rows);
}

/** A case by id, locked for the caller's transaction when asked. */
export async function findCase(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CaseRow | undefined> {
  const query = db.select().from(cases).where(eq(cases.id, id)).limit(1);
  const [row] = options.forUpdate === true ? await query.for('update') : await query;
  return row;
}

export async function updateCase(
  tx: Executor,
  id: string,
  change: Partial<Omit<NewCase, 'id'>>,
): Promise<CaseRow> {
  const [row] = await tx.update(cases).set(change).where(eq(cases.id, id)).returning();
  if (row === undefined) throw new Error(`case ${id} vanished`);
  return row;
}

/** The open case of an exam, if any (one at a time: `cases_open_exam_idx`). */
export async function findOpenCaseOfExam(db: Executor, examId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.studyId, examId), isNull(cases.closedAt)))
    .limit(1);
  return row?.id ?? null;
}

export async function patientIsUrgent(db: Executor, patientId: string): Promise<boolean> {
  const [row] = await db
    .select({ urgent: patients.urgent })
    .from(patients)
    .where(eq(patients.id, patientId));
  return row?.urgent ?? false;
}

/** Cases whose patient is one of a scope's (a `patientsInScope` condition). */
export function caseOfPatientsIn(patientScope: SQL): SQL {
  return exists(
    sql`(SELECT 1 FROM ${patients} WHERE ${patients.id} = ${cases.patientId} AND ${patientScope})`,
  );
}

/** Cases whose exam waits for the physician's review. */
export const examReadyToReview: SQL = exists(
  sql`(SELECT 1 FROM ${studies} WHERE ${studies.id} = ${cases.studyId} AND ${studies.examStatus} = 'READY_TO_REVIEW')`,
);

/** Whether a patient exists, within a scope when one is given. */
export async function patientExists(
  db: Executor,
  patientId: string,
  scope?: SQL,
): Promise<boolean> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), scope))
    .limit(1);
  return row !== undefined;
}

/** A technician as the workflow needs them, their row locked when asked (one take at a time). */
export interface TechnicianRow {
  id: string;
  subRole: TechnicianSubRole | null;
  inexperienced: boolean;
  onlineStatus: OnlineStatus | null;
  isTechnician: boolean;
  active: boolean;
  /** How many open cases they hold. */
  openCases: number;
}

export async function findTechnician(
  db: Executor,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TechnicianRow | undefined> {
  const query = db
    .select({
      id: users.id,
      subRole: users.subRole,
      inexperienced: users.inexperienced,
      onlineStatus: users.onlineStatus,
      // The sub-selects spell their columns out: a one-table select renders its columns
      // unqualified, which a sub-select would read as its own.
      isTechnician: sql<boolean>`exists (select 1 from ${userRoles} as "role" where "role"."user_id" = "users"."id" and "role"."role_id" = ${ROLE_IDS['3DS_TECHNICIAN']})`,
      active: sql<boolean>`${users.status} = 'Active'`,
      // In the same statement: the take asks for it on every call (`cases_assignee_idx`).
      openCases: sql<number>`(select count(*)::int from ${cases} as "held" where "held"."assignee_id" = "users"."id" and "held"."closed_at" is null)`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const [row] = options.forUpdate === true ? await query.for('update', { of: users }) : await query;
  return row;
}

/**
 * The cases a technician may be given from the queue: open, unassigned, approved when pediatric,
 * at one of their stages, and never a QC of their own work.
 */
export function takeableBy(technicianId: string, stages: readonly CaseStage[]): SQL {
  const qc = QC_STAGES.filter((stage) => stages.includes(stage));
  return and(
    isNull(cases.assigneeId),
    isNull(cases.closedAt),
    inArray(cases.stage, [...stages]),
    or(eq(cases.pediatric, false), isNotNull(cases.approvedAt)),
    qc.length === 0
      ? undefined
      : or(
          sql`${cases.stage} NOT IN (${sql.join(
            qc.map((stage) => sql`${stage}`),
            sql`, `,
          )})`,
          isNull(cases.workedBy),
          ne(cases.workedBy, technicianId),
        ),
  ) as SQL;
}

/** The queue's order: High first, then the oldest request (`cases_queue_idx`). */
const QUEUE_ORDER = [sql`(${cases.priority} = 'High') DESC`, cases.createdAt, cases.id];

/**
 * Gives the next case of the queue to a technician, in one statement: the sub-select locks the
 * first takeable case, skipping those other technicians' statements hold (`FOR UPDATE SKIP
 * LOCKED`), and the update assigns it. Two technicians asking at the same instant get two
 * different cases, or one of them none.
 */
export async function takeNextCase(
  tx: Executor,
  technicianId: string,
  stages: readonly CaseStage[],
  now: Date,
): Promise<CaseRow | undefined> {
  if (stages.length === 0) return undefined;
  const next = tx
    .select({ id: cases.id })
    .from(cases)
    .where(takeableBy(technicianId, stages))
    .orderBy(...QUEUE_ORDER)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await tx
    .update(cases)
    .set({ assigneeId: technicianId, assignedAt: now, startedAt: null, updatedAt: now })
    .where(inArray(cases.id, next))
    .returning();
  return row;
}

const surgeon = alias(users, 'surgeon');
const assignee = alias(users, 'assignee');

/** The columns of a case as the lists show it. */
const SUMMARY = {
  case: cases,
  patient: {
    id: patients.id,
    productId: patients.productId,
    familyName: patients.familyName,
    firstName: patients.givenName,
    urgent: patients.urgent,
  },
  surgeon: {
    id: surgeon.id,
    firstName: surgeon.firstName,
    lastName: surgeon.lastName,
    suffix: surgeon.suffix,
  },
  institution: { id: institutions.id, name: institutions.name },
  exam: { date: studies.studyDate },
  assignee: {
    id: assignee.id,
    firstName: assignee.firstName,
    lastName: assignee.lastName,
    suffix: assignee.suffix,
  },
};

function summaries(db: Executor) {
  return db
    .select(SUMMARY)
    .from(cases)
    .innerJoin(patients, eq(patients.id, cases.patientId))
    .innerJoin(studies, eq(studies.id, cases.studyId))
    .innerJoin(surgeon, eq(surgeon.id, cases.physicianId))
    .leftJoin(institutions, eq(institutions.id, surgeon.institutionId))
    .leftJoin(assignee, eq(assignee.id, cases.assigneeId));
}

export type CaseSummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

/** The list's type filters (seed §3) as conditions. */
export function caseFilter(filter: CaseTypeFilter): SQL | undefined {
  switch (filter) {
    case 'All':
      return undefined;
    case 'PreopRod':
    case 'PreOp':
    case 'PostOp':
      return eq(cases.type, filter);
    case 'High':
      return eq(cases.priority, 'High');
    case 'NotAssigned':
      return and(isNull(cases.assigneeId), isNull(cases.closedAt));
    case 'Successful':
      return eq(cases.stage, 'Completed');
    case 'Rejected':
      return eq(cases.stage, 'Rejected');
  }
}

/** One page of cases, latest activity first, with the count of the whole list. */
export async function listCaseSummaries(
  db: Executor,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: CaseSummaryRow[]; totalCount: number }> {
  const [rows, [count]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(desc(cases.updatedAt), desc(cases.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(cases)
      .where(where),
  ]);
  return { rows, totalCount: count?.count ?? 0 };
}

export async function findCaseSummary(
  db: Executor,
  id: string,
): Promise<CaseSummaryRow | undefined> {
  const [row] = await summaries(db).where(eq(cases.id, id)).limit(1);
  return row;
}

/** Whether a technician worked on a case at any time (its history names them). */
export async function technicianWorkedOn(
  db: Executor,
  caseId: string,
  technicianId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: caseEvents.id })
    .from(caseEvents)
    .where(
      and(
        eq(caseEvents.caseId, caseId),
        or(eq(caseEvents.actorId, technicianId), eq(caseEvents.assigneeId, technicianId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const actor = alias(users, 'actor');
const named = alias(users, 'named');

/** A case's history in the order it was written, with the names of who acted and whom it named. */
export function caseEventRows(db: Executor, caseId: string) {
  return db
    .select({
      event: caseEvents,
      actor: {
        id: actor.id,
        firstName: actor.firstName,
        lastName: actor.lastName,
        suffix: actor.suffix,
      },
      assignee: {
        id: named.id,
        firstName: named.firstName,
        lastName: named.lastName,
        suffix: named.suffix,
      },
    })
    .from(caseEvents)
    .leftJoin(actor, eq(actor.id, caseEvents.actorId))
    .leftJoin(named, eq(named.id, caseEvents.assigneeId))
    .where(eq(caseEvents.caseId, caseId))
    .orderBy(caseEvents.seq);
}

export type CaseEventRow = Awaited<ReturnType<ReturnType<typeof caseEventRows>['execute']>>[number];

/** The modeling and planning technicians (not managers), with their status and open cases. */
export function technicianRows(db: Executor) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      suffix: users.suffix,
      subRole: users.subRole,
      inexperienced: users.inexperienced,
      onlineStatus: users.onlineStatus,
      activeCases: sql<number>`(select count(*)::int from ${cases} where ${cases.assigneeId} = ${users.id} and ${cases.closedAt} is null)`,
    })
    .from(users)
    .where(
      and(
        eq(users.status, 'Active'),
        inArray(users.subRole, ['Modeling', 'Planning']),
        sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${ROLE_IDS['3DS_TECHNICIAN']})`,
      ),
    )
    .orderBy(users.lastName, users.firstName, users.id);
}
