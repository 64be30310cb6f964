import { and, eq, type SQL } from 'drizzle-orm';
import type {
  LatestExamsV1Page,
  LatestExamsV2Page,
  LookaheadResult,
  PatientExam,
  PatientExamPage,
  PatientRecord,
  PatientRecordDetail,
  PatientRecordPage,
  PatientRecordsQuery,
} from '@sagitta/domain';
import { alignmentMeasureResponse, LOOKAHEAD_LIMIT } from '@sagitta/domain';
import type { z } from 'zod';
import type { patientRecordsQuery } from '@sagitta/domain';
import { patients } from '../../db/schema';
import { patientsInScope, type PatientScope } from '../../platform/access/patient-scope';
import type { Executor } from '../../platform/db/database';
import { ScopeMiss } from '../../platform/errors/errors';
import type { RequestContext } from '../../platform/request-context';
import {
  latestExamPage,
  latestExamPerType,
  latestModelings,
  modelingExists,
  modelingInScope,
  recordExamPage,
  type ExamRow,
} from './exams-repo';
import { noteCounts } from './notes-count-repo';
import {
  favoriteOf,
  recordExists,
  recordIdsByName,
  recordInScope,
  recordPageIds,
  recordRows,
} from './records-repo';
import { toPatientExam, toPatientRecord, toPatientSummary } from './record-shape';
import { patientsMatching } from './search';

/** One message for "no such patient" and "not yours": the answer never says which. */
export const PATIENT_NOT_FOUND = 'Patient not found';
export const MODELING_NOT_FOUND = 'Modeling not found';

type Page = { page: number; limit: number };
const offsetOf = (query: Page) => ({ offset: (query.page - 1) * query.limit, limit: query.limit });

/**
 * The record of this id if it is in the caller's scope (their own or their acting physician's
 * patients, candidates only when the caller is set so); 404 otherwise, the audit told which.
 */
export async function readableRecord(db: Executor, scope: PatientScope, id: string) {
  const record = await recordInScope(db, scope, id);
  if (record === undefined) {
    throw new ScopeMiss(
      PATIENT_NOT_FOUND,
      (await recordExists(db, id)) ? 'other-scope' : 'unknown',
    );
  }
  return record;
}

/** The records of `ids`, in that order, in the API's shape for this caller. */
export async function recordsInOrder(
  db: Executor,
  context: RequestContext,
  ids: readonly string[],
): Promise<PatientRecord[]> {
  const rows = await recordRows(db, context.actorUserId, ids);
  const rowById = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rowById.get(id);
    return row === undefined ? [] : [toPatientRecord(row, context.now)];
  });
}

/** One record in the API's shape, after its scope was checked. */
export async function recordOf(
  db: Executor,
  context: RequestContext,
  id: string,
): Promise<PatientRecord> {
  const [record] = await recordsInOrder(db, context, [id]);
  if (record === undefined) throw new ScopeMiss(PATIENT_NOT_FOUND, 'unknown');
  return record;
}

/** The Patient List (issue 16): a page of the scope's records for a tab, searched, sorted. */
export async function listRecords(
  db: Executor,
  context: RequestContext,
  query: z.output<typeof patientRecordsQuery>,
): Promise<PatientRecordPage> {
  const scope = await context.patientScope();
  const tab: SQL | undefined =
    query.tab === 'favorites'
      ? favoriteOf(context.actorUserId)
      : query.tab === 'surgical-candidates'
        ? eq(patients.surgicalCandidate, true)
        : undefined;
  const where = and(patientsInScope(scope), tab, patientsMatching(query.search));
  const { ids, totalCount } = await recordPageIds(
    db,
    where,
    query.sort,
    offsetOf(query),
    query.tab === 'favorites' ? 'scan' : 'beside',
  );
  return { items: await recordsInOrder(db, context, ids), totalCount };
}
export type { PatientRecordsQuery };

/** Exams in the API's shape, each with its latest modeling. */
async function withModelings(db: Executor, rows: ExamRow[]): Promise<PatientExam[]> {
  const modelings = await latestModelings(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPatientExam(row, modelings.get(row.id)));
}

/** The patient file's record: its latest exam of each type and its note counts. */
export async function recordDetail(
  db: Executor,
  context: RequestContext,
  id: string,
): Promise<PatientRecordDetail> {
  const scope = await context.patientScope();
  await readableRecord(db, scope, id);
  const [record, latest, notes] = await Promise.all([
    recordOf(db, context, id),
    latestExamPerType(db, scope, id),
    noteCounts(db, id, context.actorUserId),
  ]);
  return { ...record, latestExams: await withModelings(db, latest), ...notes };
}

/** One record's exams, newest first, paged. */
export async function recordExams(
  db: Executor,
  context: RequestContext,
  id: string,
  query: Page,
): Promise<PatientExamPage> {
  const scope = await context.patientScope();
  await readableRecord(db, scope, id);
  const { rows, totalCount } = await recordExamPage(db, scope, id, offsetOf(query));
  return { items: await withModelings(db, rows), totalCount };
}

/**
 * Each record's latest exam, newest first (v2 shape): of every patient in the scope, or only of
 * the surgical candidates.
 */
export async function latestExams(
  db: Executor,
  context: RequestContext,
  query: Page & { candidatesOnly: boolean },
): Promise<LatestExamsV2Page> {
  const scope = await context.patientScope();
  const { rows, totalCount } = await latestExamPage(
    db,
    { ...scope, candidatesOnly: scope.candidatesOnly || query.candidatesOnly },
    offsetOf(query),
  );
  const [exams, records] = await Promise.all([
    withModelings(db, rows),
    recordsInOrder(
      db,
      context,
      rows.map((row) => row.patientId),
    ),
  ]);
  const recordById = new Map(records.map((record) => [record.id, record]));
  const items = exams.flatMap((exam, index) => {
    const record = recordById.get(rows[index]?.patientId ?? '');
    return record === undefined ? [] : [{ patient: toPatientSummary(record), exam }];
  });
  return { items, totalCount };
}

/** Version 1 of the latest exams: the exam's type, date and description only. */
export function toLatestExamsV1(page: LatestExamsV2Page): LatestExamsV1Page {
  return {
    totalCount: page.totalCount,
    items: page.items.map(({ patient, exam }) => ({
      patient,
      exam: {
        id: exam.id,
        examType: exam.examType,
        studyDate: exam.studyDate,
        description: exam.description,
      },
    })),
  };
}

/** The header's type-ahead: up to LOOKAHEAD_LIMIT records of the scope matching `q`, by name. */
export async function lookahead(
  db: Executor,
  context: RequestContext,
  q: string,
): Promise<LookaheadResult> {
  const scope = await context.patientScope();
  const matching = patientsMatching(q);
  if (matching === undefined) return { items: [] };
  const ids = await recordIdsByName(db, and(patientsInScope(scope), matching), LOOKAHEAD_LIMIT);
  const records = await recordsInOrder(db, context, ids);
  return { items: records.map(toPatientSummary) };
}

/** A modeling of an exam in the scope (seed §7 portal reads); 404 otherwise. */
export async function modelingRecord(db: Executor, context: RequestContext, id: string) {
  const scope = await context.patientScope();
  const row = await modelingInScope(db, scope, id);
  if (row === undefined) {
    throw new ScopeMiss(
      MODELING_NOT_FOUND,
      (await modelingExists(db, id)) ? 'other-scope' : 'unknown',
    );
  }
  return {
    id: row.id,
    creationTimestamp: String(row.creationTimestamp),
    state: row.state,
    modelType: row.modelType,
    examId: row.examId,
    patientId: row.patientId,
    clinicalParameters:
      row.measurement === null ? null : alignmentMeasureResponse.parse(row.measurement).parameters,
  };
}
