import type { FastifyRequest } from 'fastify';
import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import { patients, studies, users } from '../../db/schema';
import { actingPhysicianOf } from '../acting-physician';
import type { Executor } from '../db/database';
import { Unauthorized } from '../errors/errors';

/**
 * Which patients a request may see (issue 16): those of the physician it acts for, and of them
 * only the surgical candidates when the caller's account is set to see only candidates (seed §6,
 * set per user by an administrator). Every query of patient data filters with `patientsInScope`
 * or `examsInScope`, in SQL: the flag is enforced where the rows are read, never in the UI.
 */
export interface PatientScope {
  physicianId: string;
  candidatesOnly: boolean;
}

/** The patient rows of the scope, on the columns of `patients`. */
export function patientsInScope(scope: PatientScope): SQL {
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
      const acting = await actingPhysicianOf(request);
      return { physicianId: acting.physicianId, candidatesOnly: auth.candidatesOnly };
    })();
    resolved.set(request, pending);
  }
  return pending;
}
