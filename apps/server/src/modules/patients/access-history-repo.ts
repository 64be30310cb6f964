import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { auditEvents, roles, userRoles, users } from '../../db/schema';
import type { Executor } from '../../platform/db/database';

/**
 * The audit rows about a record, the convention of issue 16: rows whose target is the record
 * (`patient`, its id) or one of its exams (`exam`, as the worklist and viewer audit them).
 */
function aboutRecord(patientId: string) {
  const examIds = sql`(SELECT "studies"."id"::text FROM "studies" WHERE "studies"."patient_id" = ${patientId})`;
  return or(
    and(eq(auditEvents.targetType, 'patient'), eq(auditEvents.targetId, patientId)),
    and(eq(auditEvents.targetType, 'exam'), inArray(auditEvents.targetId, examIds)),
  );
}

/** One page of the record's audit rows, newest first, with their actors, and how many there are. */
export async function accessHistoryPage(
  db: Executor,
  patientId: string,
  page: { offset: number; limit: number },
) {
  const where = aboutRecord(patientId);
  const [rows, totals] = await Promise.all([
    db
      .select({
        at: auditEvents.occurredAt,
        action: auditEvents.action,
        outcome: auditEvents.outcome,
        actorRoles: auditEvents.actorRoles,
        actorId: users.id,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
        actorSuffix: users.suffix,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(where)
      .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return { rows, totalCount: totals[0]?.total ?? 0 };
}

/** The role names of these users, by user id. */
export async function rolesOf(db: Executor, userIds: readonly string[]) {
  const byUser = new Map<string, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, [...userIds]))
    .orderBy(roles.name);
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.name]);
  return byUser;
}
