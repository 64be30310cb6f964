import { queryOptions } from '@tanstack/react-query';
import {
  API_PATHS,
  apiUrl,
  DEFAULT_PAGE_SIZE,
  TRENDS_PAGE_SIZE,
  type AccessHistoryPage,
  type PatientExamPage,
  type PatientNotePage,
  type PatientRecordDetail,
  type PatientTrends,
  type PhysicianChoices,
} from '@sagitta/domain';
import { http, HttpFailure, type ToleratedError } from '../../lib/http';

/** The parts of a patient file that are fetched, and refetched, separately. */
export type PatientFilePart =
  | 'record'
  | 'exams'
  | 'notes'
  | 'access-history'
  | 'physicians'
  | 'alignment'
  | 'alignment-reports'
  | 'trends'
  | 'cases';

/**
 * Every query of one patient's file starts with this key, so a hub message reaches the part it
 * concerns; the acting physician comes last, so switching physician never shows cached rows.
 */
export const patientFileKey = (patientId: string, part: PatientFilePart) =>
  ['patient-file', patientId, part] as const;

/** Not found and not in scope answer the same 404 (and a malformed id 400): "Patient not found". */
const RECORD_TOLERATED: readonly ToleratedError[] = [400, 403, 404];

/**
 * Whether the record failed because the patient is not there for this user.
 * @param error - the record query's error
 */
export function isPatientMissing(error: Error | null): boolean {
  return error instanceof HttpFailure && RECORD_TOLERATED.includes(error.status);
}

/** `GET /api/v1/patient-records/{id}`: the banner's record. */
export const patientRecordQuery = (patientId: string, physicianId: string | null) =>
  queryOptions({
    queryKey: [...patientFileKey(patientId, 'record'), physicianId],
    queryFn: ({ signal }) =>
      http.get<PatientRecordDetail>(apiUrl(API_PATHS.patientRecord, { id: patientId }), {
        tolerated: RECORD_TOLERATED,
        signal,
      }),
  });

const pageQuery = (page: number) =>
  new URLSearchParams({ page: String(page), limit: String(DEFAULT_PAGE_SIZE) }).toString();

/** `GET /api/v1/patients/{id}/exams/latest`: one page of the EOS tab, newest first. */
export const patientExamsQuery = (patientId: string, physicianId: string | null, page: number) =>
  queryOptions({
    queryKey: [...patientFileKey(patientId, 'exams'), physicianId, page],
    queryFn: ({ signal }) =>
      http.get<PatientExamPage>(
        `${apiUrl(API_PATHS.patientExams, { id: patientId })}?${pageQuery(page)}`,
        { signal },
      ),
  });

/** `GET /api/v1/portal/patient-notes?patientId=`: one page of the notes panel, newest first. */
export function patientNotesPath(patientId: string, page: number): string {
  const query = new URLSearchParams({
    patientId,
    page: String(page),
    limit: String(DEFAULT_PAGE_SIZE),
  });
  return `${API_PATHS.portalPatientNotes}?${query.toString()}`;
}

/** The notes, page after page ("Show older notes"). */
export const patientNotesKey = (patientId: string, physicianId: string | null) =>
  [...patientFileKey(patientId, 'notes'), physicianId] as const;

/**
 * The next notes page while fewer notes are loaded than there are.
 * @param last - the last page loaded
 * @param pages - every page loaded
 */
export function nextNotesPage(
  last: PatientNotePage,
  pages: readonly PatientNotePage[],
): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.items.length, 0);
  return loaded < last.totalCount && last.items.length > 0 ? pages.length + 1 : undefined;
}

/** `GET /api/v1/patients/{id}/physicians`: who the patient may be given to. */
export const physicianChoicesQuery = (patientId: string, physicianId: string | null) =>
  queryOptions({
    queryKey: [...patientFileKey(patientId, 'physicians'), physicianId],
    queryFn: ({ signal }) =>
      http.get<PhysicianChoices>(apiUrl(API_PATHS.patientPhysicianChoices, { id: patientId }), {
        signal,
      }),
  });

/** `GET /api/v1/patient-records/{id}/access-history`: one page of who saw the patient. */
export const accessHistoryQuery = (patientId: string, physicianId: string | null, page: number) =>
  queryOptions({
    queryKey: [...patientFileKey(patientId, 'access-history'), physicianId, page],
    queryFn: ({ signal }) =>
      http.get<AccessHistoryPage>(
        `${apiUrl(API_PATHS.patientAccessHistory, { id: patientId })}?${pageQuery(page)}`,
        { signal },
      ),
  });

/** Changes the file's forms report themselves: a refused value, a lost race, a vanished patient. */
export const CHANGE_TOLERATED: readonly ToleratedError[] = [400, 403, 404, 409];

/**
 * The message of a failed change, for the form that made it; undefined when the common failure
 * handler already said something (session, network, server).
 * @param error - the mutation's error
 */
export function changeFailureMessage(error: Error | null): string | undefined {
  return error instanceof HttpFailure && CHANGE_TOLERATED.includes(error.status)
    ? error.message
    : undefined;
}

/**
 * `GET /api/v1/portal/trends?patientId=&limit=50&page=1` (seed §9): the TRENDS sub-tab, the 50
 * latest approved assessments; null when the patient has none (204).
 */
export const patientTrendsQuery = (patientId: string, physicianId: string | null) =>
  queryOptions({
    queryKey: [...patientFileKey(patientId, 'trends'), physicianId],
    queryFn: async ({ signal }) => {
      const query = new URLSearchParams({
        patientId,
        limit: String(TRENDS_PAGE_SIZE),
        page: '1',
      });
      // A 204 reads as undefined, which a query may not hold: null says "none".
      const trends = await http.get<PatientTrends | undefined>(
        `${API_PATHS.trends}?${query.toString()}`,
        { signal },
      );
      return trends ?? null;
    },
  });
