import type { FastifyRequest } from 'fastify';
import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import { cases, patients, studies, users } from '../../db/schema';
import { actingPhysicianOf } from '../acting-physician';
import type { Executor } from '../db/database';
import { Forbidden, Unauthorized } from '../errors/errors';

/**
 * Which patients a request may see (issue 16): those of the physician it acts for, and of them
 * only the surgical candidates when the caller's account is set to see only candidates (seed §6,
 * set per user by an administrator). Every query of patient data filters with `patientsInScope`
 * or `examsInScope`, in SQL: the flag is enforced where the rows are read, never in the UI.
 */
export interface PhysicianScope {
  kind?: 'physician';
  physicianId: string;
  candidatesOnly: boolean;
}

/**
 * A 3D technician's scope (issue 18): the patients and exams of the 3D cases they hold or worked
 * on; every case's for a 3D manager. Nothing else of a patient's is theirs to see.
 */
export interface CaseScope {
  kind: 'cases';
  technicianId: string;
  allCases: boolean;
  /** As a physician's scope: only the surgical candidates among them (a candidates list). */
  candidatesOnly: boolean;
}

export type PatientScope = PhysicianScope | CaseScope;

export const isCaseScope = (scope: PatientScope): scope is CaseScope => scope.kind === 'cases';

/** The cases of a technician's scope, on the columns of `cases` (aliased `scope_cases`). */
function casesOf(scope: CaseScope): SQL {
  return scope.allCases
    ? sql`true`
    : sql`("scope_cases"."assignee_id" = ${scope.technicianId} OR "scope_cases"."worked_by" = ${scope.technicianId})`;
}

/**
 * For what only a physician's scope has (their lists, trends, live feeds): a technician's case
 * scope is refused with 403.
 */
export function physicianScope(scope: PatientScope): PhysicianScope {
  if (isCaseScope(scope)) throw new Forbidden();
  return scope;
}

/** Whose list a scope reads: the physician's, or the technician's own (audit rows name them). */
export function scopeOwnerId(scope: PatientScope): string {
  return isCaseScope(scope) ? scope.technicianId : scope.physicianId;
}

/** The patient rows of the scope, on the columns of `patients`. */
export function patientsInScope(scope: PatientScope): SQL {
  if (isCaseScope(scope)) {
    const ofCases = exists(
      sql`(SELECT 1 FROM ${cases} AS "scope_cases" WHERE "scope_cases"."patient_id" = "patients"."id" AND ${casesOf(scope)})`,
    );
    return scope.candidatesOnly
      ? (and(ofCases, eq(patients.surgicalCandidate, true)) as SQL)
      : ofCases;
  }
  const ofPhysician = eq(patients.physicianId, scope.physicianId);
  return scope.candidatesOnly
    ? (and(ofPhysician, eq(patients.surgicalCandidate, true)) as SQL)
    : ofPhysician;
}

/**
 * The exam rows of the scope, on the columns of `studies` alone (the worklist's page query reads
 * no other table): a candidates-only caller sees an exam when its patient is a candidate.
 */
export function examsInScope(scope: PatientScope): SQL {
  if (isCaseScope(scope)) {
    const candidate = scope.candidatesOnly
      ? sql` AND EXISTS (SELECT 1 FROM "patients" AS "scope_patients" WHERE "scope_patients"."id" = "studies"."patient_id" AND "scope_patients"."surgical_candidate")`
      : sql``;
    return exists(
      sql`(SELECT 1 FROM ${cases} AS "scope_cases" WHERE "scope_cases"."study_id" = "studies"."id" AND ${casesOf(scope)}${candidate})`,
    );
  }
  const ofPhysician = eq(studies.physicianId, scope.physicianId);
  if (!scope.candidatesOnly) return ofPhysician;
  // Parenthesised and spelled with qualified names: drizzle's exists() adds no parentheses, and
  // leaves columns unqualified in a one-table select (where "patient_id" would be the MRN).
  const candidate = sql`(SELECT 1 FROM "patients" AS "scope_patients" WHERE "scope_patients"."id" = "studies"."patient_id" AND "scope_patients"."surgical_candidate")`;
  return and(ofPhysician, exists(candidate)) as SQL;
}

/** Whether a user's account is set to see only surgical candidates; false for an unknown id. */
export async function seesOnlyCandidates(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ only: users.onlyViewSurgicalCandidates })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.only ?? false;
}

const resolved = new WeakMap<FastifyRequest, Promise<PatientScope>>();

/**
 * The patient scope of a request: its acting physician (checked, `actingPhysicianOf`) and the
 * caller's candidates-only flag, read with the session (`AuthContext.candidatesOnly`), so that an
 * administrator's change takes effect on the next call. Resolved once per request.
 */
export function patientScopeOf(request: FastifyRequest): Promise<PatientScope> {
  let pending = resolved.get(request);
  if (pending === undefined) {
    pending = (async () => {
      const auth = request.auth;
      if (auth === null) throw new Unauthorized();
      if (auth.roles.includes('3DS_TECHNICIAN')) {
        return {
          kind: 'cases',
          technicianId: auth.userId,
          allCases: auth.subRole === 'Manager',
          candidatesOnly: auth.candidatesOnly,
        };
      }
      const acting = await actingPhysicianOf(request);
      return { physicianId: acting.physicianId, candidatesOnly: auth.candidatesOnly };
    })();
    resolved.set(request, pending);
  }
  return pending;
}
