import type { worklistQuery, WorklistExam, WorklistPage } from '@sagitta/domain';
import type { z } from 'zod';
import type { PatientScope } from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';
import type { RequestContext } from '../../platform/request-context';
import { byId, examPage, examsInOrder, inScope, unassigned } from './repo';
import { searchedExamIds, worklistTerms } from './search-repo';

/**
 * The worklist of seed §2: the exams of the physician the caller works for (themself, or the
 * acting physician of clinical staff and sales representatives, checked), newest first; only
 * the surgical candidates' exams for a caller set to see only candidates (issue 16).
 */
export async function listWorklist(
  db: Executor,
  context: RequestContext,
  query: z.output<typeof worklistQuery>,
): Promise<WorklistPage> {
  return physicianWorklist(db, await context.patientScope(), query);
}

/** One page of the worklist of a patient scope, searched when the query holds terms. */
export async function physicianWorklist(
  db: Executor,
  scope: PatientScope,
  query: Pick<z.output<typeof worklistQuery>, 'page' | 'limit' | 'patientName' | 'patientID'>,
): Promise<WorklistPage> {
  const page = { offset: (query.page - 1) * query.limit, limit: query.limit };
  const terms = worklistTerms(query.patientName, query.patientID);
  if (terms.length === 0) return examPage(db, inScope(scope), page);
  const { ids, totalCount } = await searchedExamIds(db, scope, terms, page);
  return { items: await examsInOrder(db, ids), totalCount };
}

/**
 * One exam in the worklist's shape (patient, first series, modelings), whoever's it is: for the
 * exam views of other modules, which check the caller's access first.
 */
export async function worklistExamOf(
  db: Executor,
  studyId: string,
): Promise<WorklistExam | undefined> {
  const {
    items: [exam],
  } = await examPage(db, byId(studyId), { offset: 0, limit: 1 });
  return exam;
}

/** One page of the exams routed to no physician, newest first, in the worklist's shape. */
export async function unassignedExamPage(
  db: Executor,
  page: { offset: number; limit: number },
): Promise<WorklistPage> {
  return examPage(db, unassigned(), page);
}
