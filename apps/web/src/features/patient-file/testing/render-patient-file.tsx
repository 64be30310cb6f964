import { Notifications } from '@mantine/notifications';
import type {
  AccessHistoryPage,
  AlignmentAssessment,
  CaseSummary,
  PatientExam,
  PatientNote,
  PatientRecordDetail,
  PatientTrends,
  User,
  UserRef,
} from '@sagitta/domain';
import type { FetchAnswer, RecordedCall } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import PatientFilePage from '../pages/patient-file-page';
import { fakeSockets } from '../../../../test/fake-socket';
import { aRecord, emptyHistory, PATIENT_ID } from './fixtures';

/** What the patient file's server holds; tests change it between calls. */
export interface FileServerState {
  record: PatientRecordDetail | null;
  exams: PatientExam[];
  notes: PatientNote[];
  history: AccessHistoryPage;
  physicians: UserRef[];
  preferences: Record<string, unknown> | null;
  /** The patient's alignment assessments, newest first. */
  alignments: AlignmentAssessment[];
  /** The TRENDS sub-tab's answer; null: none (204). */
  trends: PatientTrends | null;
  /** The patient's 3D cases, newest first. */
  cases: CaseSummary[];
  /** Answers a change call in place of the default 200 (a 400, a 409…). */
  change?: (call: RecordedCall) => Response | undefined;
}

export function fileServerState(overrides: Partial<FileServerState> = {}): FileServerState {
  return {
    record: aRecord(),
    exams: [],
    notes: [],
    history: emptyHistory,
    physicians: [],
    preferences: {},
    alignments: [],
    trends: null,
    cases: [],
    ...overrides,
  };
}

const page = <T,>(items: readonly T[], query: URLSearchParams) => {
  const number = Number(query.get('page') ?? '1');
  const limit = Number(query.get('limit') ?? '20');
  return { items: items.slice((number - 1) * limit, number * limit), totalCount: items.length };
};

/** The patient file's calls, answered from `state` (read at each call). */
export function fileServer(state: FileServerState): FetchAnswer {
  return (call) => {
    const [path = '', search = ''] = call.url.split('?');
    const query = new URLSearchParams(search);
    if (call.method !== 'GET') {
      const refused = state.change?.(call);
      return refused ?? jsonResponse({});
    }
    if (path === `/api/v1/patient-records/${PATIENT_ID}`) {
      return state.record === null
        ? jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Patient not found' }, 404)
        : jsonResponse(state.record);
    }
    if (path === `/api/v1/patients/${PATIENT_ID}/exams/latest`)
      return jsonResponse(page(state.exams, query));
    if (path === '/api/v1/portal/patient-notes') {
      return jsonResponse({
        ...page(state.notes, query),
        unseenCount: state.notes.filter((note) => !note.seen).length,
      });
    }
    if (path === `/api/v1/patients/${PATIENT_ID}/cases`) return jsonResponse(state.cases);
    if (path === `/api/v1/patients/${PATIENT_ID}/eos-alignments`)
      return jsonResponse({ items: state.alignments });
    if (path === `/api/v1/patient-records/${PATIENT_ID}/access-history`)
      return jsonResponse(state.history);
    if (path === `/api/v1/patients/${PATIENT_ID}/physicians`)
      return jsonResponse({ items: state.physicians });
    if (path.startsWith('/api/v1/portal/preferences/')) {
      return state.preferences === null
        ? jsonResponse({ message: 'No preferences' }, 404)
        : jsonResponse({
            patientsTab: 'exams',
            patientFileTab: 'EOS',
            patientListSort: 'name',
            ...state.preferences,
          });
    }
    if (path === '/api/v1/portal/trends') {
      return state.trends === null
        ? new Response(null, { status: 204 })
        : jsonResponse(state.trends);
    }
    if (path.endsWith('/previews'))
      return new Response(new Blob(['png'], { type: 'image/png' }), {
        headers: { 'Content-Type': 'image/png' },
      });
    return jsonResponse({ message: `No stub for ${call.url}` }, 404);
  };
}

/** The calls of one method to paths ending with `suffix`. */
export const callsTo = (calls: readonly RecordedCall[], method: string, suffix: string) =>
  calls.filter((call) => call.method === method && call.url.split('?')[0]?.endsWith(suffix));

/**
 * Renders the patient file of `PATIENT_ID` for `user` (a tier 3 physician by default).
 * @param search - the address's query, e.g. `?tab=TRENDS`
 */
export function renderPatientFile(user: User = aUser('PHYSICIAN'), search = '') {
  const hub = fakeSockets();
  const rendered = renderInApp(
    <>
      <Notifications />
      <PatientFilePage openHubSocket={hub.open} />
    </>,
    { path: '/patient/details/:id', entry: `/patient/details/${PATIENT_ID}${search}`, user },
  );
  return { ...rendered, hub };
}
