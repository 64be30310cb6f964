import { SUB_ROLE_REQUIRED, type CaseActor } from '@sagitta/domain';
import type { Executor } from '../../platform/db/database';
import { Forbidden, ScopeMiss } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import {
  findCase,
  findTechnician,
  technicianWorkedOn,
  type CaseRow,
  type TechnicianRow,
} from './repo';

/** One message for "no such case" and "not yours": the answer never says which. */
export const CASE_NOT_FOUND = 'Case not found';

/** The calling technician, as the workflow sees them. */
export async function callerTechnician(
  db: Executor,
  context: RequestContext,
  options: { forUpdate?: boolean } = {},
): Promise<TechnicianRow> {
  const technician = await findTechnician(db, context.actorUserId, options);
  // The route's permission lets only 3DS technicians in; an account without a sub-role has no
  // part in the workflow.
  if (technician === undefined || technician.subRole === null) throw new Forbidden();
  return technician;
}

export const isManager = (technician: TechnicianRow): boolean => technician.subRole === 'Manager';

/**
 * For what only a 3D manager does inside a route others may call (every case in the lists);
 * routes only managers call say so with `config.subRole`.
 */
export function requireManager(technician: TechnicianRow): void {
  if (!isManager(technician)) throw new Forbidden(SUB_ROLE_REQUIRED.Manager);
}

/**
 * A case the technician may see: any case for a manager; for a modeling or planning technician,
 * a case they hold or worked on. Anything else is 404, as an unknown id is (the audit trail told
 * which).
 */
export async function caseVisibleTo(
  db: Executor,
  technician: TechnicianRow,
  caseId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CaseRow> {
  const found = await findCase(db, caseId, options);
  if (found === undefined) throw new ScopeMiss(CASE_NOT_FOUND, 'unknown');
  if (isManager(technician) || found.assigneeId === technician.id) return found;
  if (await technicianWorkedOn(db, found.id, technician.id)) return found;
  throw new ScopeMiss(CASE_NOT_FOUND, 'other-scope');
}

/** Who acts on a case, relative to it (`caseTransition`). */
export function actorOn(found: CaseRow, technician: TechnicianRow): CaseActor {
  const relation = isManager(technician)
    ? 'manager'
    : found.assigneeId === technician.id
      ? 'assignee'
      : 'other';
  return { relation, inexperienced: technician.inexperienced };
}
