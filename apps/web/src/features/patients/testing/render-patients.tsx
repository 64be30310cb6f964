import { Notifications } from '@mantine/notifications';
import type { PatientRecord, TrendPatientPage, User, UserPreferences } from '@sagitta/domain';
import { fakeSockets } from '../../../../test/fake-socket';
import type { FetchAnswer, RecordedCall } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import { PatientsPage } from '../pages/patients-page';
import { recordPageOf } from './records';

/** What the Patient Exams tab shows in these tests (the app gives it the worklist). */
export const WORKLIST_STAND_IN = 'The worklist';

export const RECORDS_PATH = '/api/v1/patient-records';

interface ServerOptions {
  /** The records of a list tab, paged; a function answers per query. */
  records?: readonly PatientRecord[] | ((query: URLSearchParams) => Response | Promise<Response>);
  /** The preferences answer; a plain status for a failure. */
  preferences?: Partial<UserPreferences> | number;
  /** The star's answer. */
  favorite?: (call: RecordedCall) => Response;
  /** The Patient Trends tab's page; null: none (204); a plain status for a failure. */
  trends?: TrendPatientPage | null | number;
}

export const TRENDS_PATH = '/api/v1/portal/trends';

/** The Patients page's server: preferences, the record lists and the star. */
export function patientsServer({
  records = [],
  preferences = {},
  favorite = () => new Response(null, { status: 204 }),
  trends = null,
}: ServerOptions): FetchAnswer {
  return (call) => {
    const [path = '', search = ''] = call.url.split('?');
    const query = new URLSearchParams(search);
    if (path.startsWith('/api/v1/portal/preferences/')) {
      if (typeof preferences === 'number')
        return jsonResponse({ message: 'Preferences unavailable' }, preferences);
      // A change answers the whole document, as the server does.
      if (call.method === 'PATCH')
        return jsonResponse({ ...preferences, ...(call.body as object) });
      return jsonResponse(preferences);
    }
    if (path === RECORDS_PATH) {
      return typeof records === 'function'
        ? records(query)
        : jsonResponse(recordPageOf(records, query));
    }
    if (/^\/api\/v1\/patients\/[^/]+\/is-favorite$/.test(path)) return favorite(call);
    if (path === TRENDS_PATH) {
      if (trends === null) return new Response(null, { status: 204 });
      if (typeof trends === 'number') return jsonResponse({ message: 'Refused' }, trends);
      return jsonResponse(trends);
    }
    return jsonResponse({ message: `No stub for ${call.url}` }, 404);
  };
}

/** The record list calls made so far, as their query strings. */
export const recordQueries = (calls: readonly RecordedCall[]) =>
  calls
    .filter((call) => call.url.startsWith(`${RECORDS_PATH}?`))
    .map((call) => Object.fromEntries(new URLSearchParams(call.url.split('?')[1])));

/**
 * Renders the Patients page at `entry` (e.g. `/patient/list?tab=favorites`); `feed` plays the
 * server of the live feed.
 */
export function renderPatients(entry = '/patient/list', user: User = aUser('PHYSICIAN')) {
  const feed = fakeSockets();
  const view = renderInApp(
    <>
      <Notifications />
      <PatientsPage examsTab={<p>{WORKLIST_STAND_IN}</p>} openFeedSocket={feed.open} />
    </>,
    { path: '/patient/list', entry, user },
  );
  return { ...view, feed };
}
