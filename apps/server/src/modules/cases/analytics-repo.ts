import { and, eq, gte, inArray, isNotNull, lt, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CASE_ACTIONS, type CaseStage, type CaseType } from '@sagitta/domain';
import { caseEvents, cases, institutions, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/** A half-open range of instants: from its start, up to (not including) its end. */
export interface Range {
  from: Date;
  to: Date;
}

const minutes = (later: unknown, earlier: unknown) =>
  sql<number>`extract(epoch from (${later} - ${earlier})) / 60.0`;
const median = (value: unknown) =>
  sql<number | null>`percentile_cont(0.5) within group (order by ${value})`;
const p90 = (value: unknown) =>
  sql<number | null>`percentile_cont(0.9) within group (order by ${value})`;

const surgeon = alias(users, 'analytics_surgeon');

/** The cases requested in the range, counted by a column (Case Distribution). */
export function casesRequestedBy(db: Executor, range: Range, column: SQLWrapper) {
  return db
    .select({ key: sql<string>`${column}`, count: sql<number>`count(*)::int` })
    .from(cases)
    .where(and(gte(cases.createdAt, range.from), lt(cases.createdAt, range.to)))
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1`);
}

/** The cases requested in the range by their surgeon's institution. */
export function casesRequestedByInstitution(db: Executor, range: Range) {
  return db
    .select({
      key: sql<string>`coalesce(${institutions.id}::text, '')`,
      label: sql<string>`coalesce(${institutions.name}, '')`,
      count: sql<number>`count(*)::int`,
    })
    .from(cases)
    .innerJoin(surgeon, eq(surgeon.id, cases.physicianId))
    .leftJoin(institutions, eq(institutions.id, surgeon.institutionId))
    .where(and(gte(cases.createdAt, range.from), lt(cases.createdAt, range.to)))
    .groupBy(institutions.id, institutions.name)
    .orderBy(sql`3 desc`, sql`2`);
}

/**
 * Each piece of work handed on in the range (an action), with how long its technician had it:
 * from the latest event that gave them the case (taken from the queue, assigned by a manager,
 * returned to them for rework) to the action.
 */
function workDone(db: Executor, range: Range) {
  // Spelled with its alias: an aliased table inside a sql template renders as its bare alias.
  const givenAt = sql<Date>`(select "given"."at" from ${caseEvents} as "given"
    where "given"."case_id" = ${caseEvents.caseId} and "given"."seq" < ${caseEvents.seq}
      and "given"."assignee_id" = ${caseEvents.actorId}
      and "given"."event" in ('Taken', 'Assigned', 'Return')
    order by "given"."seq" desc limit 1)`;
  return db
    .select({
      actorId: caseEvents.actorId,
      stage: caseEvents.fromStage,
      minutes: minutes(caseEvents.at, givenAt).as('minutes'),
    })
    .from(caseEvents)
    .where(
      and(
        inArray(caseEvents.event, [...CASE_ACTIONS]),
        isNotNull(caseEvents.actorId),
        gte(caseEvents.at, range.from),
        lt(caseEvents.at, range.to),
      ),
    )
    .as('work');
}

/** Task Timing: per technician and stage, how many pieces of work, median and p90 minutes. */
export function taskTimings(db: Executor, range: Range) {
  const work = workDone(db, range);
  return db
    .select({
      technicianId: sql<string>`${work.actorId}`,
      firstName: users.firstName,
      lastName: users.lastName,
      suffix: users.suffix,
      stage: sql<CaseStage>`${work.stage}`,
      count: sql<number>`count(${work.minutes})::int`,
      medianMinutes: median(work.minutes),
      p90Minutes: p90(work.minutes),
    })
    .from(work)
    .innerJoin(users, eq(users.id, work.actorId))
    .where(isNotNull(work.minutes))
    .groupBy(work.actorId, users.firstName, users.lastName, users.suffix, work.stage)
    .orderBy(users.lastName, users.firstName, work.stage);
}

/** Case Timing: request to release of the cases completed in the range, per type. */
export function caseTimings(db: Executor, range: Range) {
  const took = minutes(cases.closedAt, cases.createdAt);
  return db
    .select({
      type: sql<CaseType>`${cases.type}`,
      count: sql<number>`count(*)::int`,
      medianMinutes: median(took),
      p90Minutes: p90(took),
    })
    .from(cases)
    .where(
      and(
        eq(cases.stage, 'Completed'),
        gte(cases.closedAt, range.from),
        lt(cases.closedAt, range.to),
      ),
    )
    .groupBy(cases.type)
    .orderBy(cases.type);
}

/** Case Timing over every type at once (percentiles do not add up across groups). */
export async function caseTimingOverall(db: Executor, range: Range) {
  const took = minutes(cases.closedAt, cases.createdAt);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      medianMinutes: median(took),
      p90Minutes: p90(took),
    })
    .from(cases)
    .where(
      and(
        eq(cases.stage, 'Completed'),
        gte(cases.closedAt, range.from),
        lt(cases.closedAt, range.to),
      ),
    );
  return row ?? { count: 0, medianMinutes: null, p90Minutes: null };
}
