import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  fullName,
  stagesTakenBy,
  type CaseHistory,
  type CaseListPage,
  type CasePage,
  type CaseSummary,
  type CaseTechnician,
} from '@sagitta/domain';
import { cases } from '../../db/schema';
import { patientsInScope } from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';
import { ScopeMiss } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import { callerTechnician, caseVisibleTo, isManager, requireManager } from './access';
import { caseSummaryOf, historyEntryOf } from './case-shape';
import {
  caseEventRows,
  caseFilter,
  findCaseSummary,
  listCaseSummaries,
  caseOfPatientsIn,
  examReadyToReview,
  patientExists,
  takeableBy,
  technicianRows,
  type TechnicianRow,
} from './repo';

/** The cases a list view holds for this technician. */
function viewOf(technician: TechnicianRow, view: CaseListPage['view']): SQL | undefined {
  const mine = or(eq(cases.assigneeId, technician.id), eq(cases.workedBy, technician.id));
  switch (view) {
    case 'mine':
      return mine;
    case 'queue': {
      const stages =
        technician.subRole === null
          ? []
          : stagesTakenBy(technician.subRole, technician.inexperienced);
      return stages.length === 0 ? sql`false` : takeableBy(technician.id, stages);
    }
    case 'all':
      requireManager(technician);
      return undefined;
    case 'approvals':
      requireManager(technician);
      return and(eq(cases.pediatric, true), isNull(cases.approvedAt), isNull(cases.closedAt));
  }
}

/**
 * One page of a case list (issue 18): a technician's own cases or the queue they may take; for
 * a manager also every case and the pediatric requests awaiting approval. Filtered by the seed's
 * type filters, latest activity first.
 */
export async function listCases(
  db: Executor,
  context: RequestContext,
  query: CaseListPage,
): Promise<CasePage> {
  const technician = await callerTechnician(db, context);
  if (query.view === 'queue' && isManager(technician)) return { items: [], totalCount: 0 };
  const where = and(viewOf(technician, query.view), caseFilter(query.filter));
  const { rows, totalCount } = await listCaseSummaries(db, where, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items: rows.map((row) => caseSummaryOf(row, context.now)), totalCount };
}

/** A case's history (`/case/history/{id}`): managers any case, technicians the cases they hold or held. */
export async function caseHistory(
  db: Executor,
  context: RequestContext,
  id: string,
): Promise<CaseHistory> {
  const technician = await callerTechnician(db, context);
  const found = await caseVisibleTo(db, technician, id);
  const [summary, events] = await Promise.all([
    findCaseSummary(db, found.id),
    caseEventRows(db, found.id),
  ]);
  if (summary === undefined) throw new Error(`case ${id} vanished`);
  return { case: caseSummaryOf(summary, context.now), entries: events.map(historyEntryOf) };
}

/** One case, for a technician who may see it (`caseVisibleTo`). */
export async function readCase(
  db: Executor,
  context: RequestContext,
  id: string,
): Promise<CaseSummary> {
  const found = await caseVisibleTo(db, await callerTechnician(db, context), id);
  const summary = await findCaseSummary(db, found.id);
  if (summary === undefined) throw new Error(`case ${id} vanished`);
  return caseSummaryOf(summary, context.now);
}

/** The modeling and planning technicians with their status and load (managers). */
export async function caseTechnicians(
  db: Executor,
  context: RequestContext,
): Promise<CaseTechnician[]> {
  requireManager(await callerTechnician(db, context));
  const rows = await technicianRows(db);
  return rows.flatMap((row) =>
    row.subRole === null
      ? []
      : [
          {
            id: row.id,
            name: fullName(row),
            subRole: row.subRole,
            inexperienced: row.inexperienced,
            onlineStatus: row.onlineStatus,
            activeCases: row.activeCases,
          },
        ],
  );
}

/** A patient's 3D cases for the patient file, newest first; 404 for a patient out of scope. */
export async function patientCases(
  db: Executor,
  context: RequestContext,
  patientId: string,
): Promise<CaseSummary[]> {
  const scope = await context.patientScope();
  if (!(await patientExists(db, patientId, patientsInScope(scope)))) {
    const elsewhere = await patientExists(db, patientId);
    throw new ScopeMiss('Patient not found', elsewhere ? 'other-scope' : 'unknown');
  }
  const { rows } = await listCaseSummaries(db, eq(cases.patientId, patientId), {
    limit: 100,
    offset: 0,
  });
  return rows.map((row) => caseSummaryOf(row, context.now));
}

/**
 * The Actions page's Approve model tab: the cases of the caller's scope completed and waiting for
 * the physician's review (their exam ready to review), latest first.
 */
export async function modelsToApprove(
  db: Executor,
  context: RequestContext,
  query: { page: number; limit: number },
): Promise<CasePage> {
  const scope = await context.patientScope();
  const { rows, totalCount } = await listCaseSummaries(
    db,
    and(eq(cases.stage, 'Completed'), caseOfPatientsIn(patientsInScope(scope)), examReadyToReview),
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return { items: rows.map((row) => caseSummaryOf(row, context.now)), totalCount };
}
