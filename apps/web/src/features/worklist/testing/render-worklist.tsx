import { Notifications } from '@mantine/notifications';
import type { User, WorklistExam } from '@sagitta/domain';
import type { FetchAnswer, RecordedCall } from '../../../../test/fetch-stub';
import { aUser, jsonResponse } from '../../../../test/fixtures';
import { renderInApp } from '../../../../test/render';
import WorklistPage from '../pages/worklist-page';
import { fakeSockets } from '../../../../test/fake-socket';
import { pageOf } from './exams';

export const LIST_PATH = '/patient-list/api/v1/acquisitions';

interface ServerOptions {
  /** Every exam the physician has; the server pages them. A function answers per query. */
  exams?: readonly WorklistExam[] | ((query: URLSearchParams) => Response | Promise<Response>);
  developerMode?: boolean;
  /** The launcher's answer for an exam. */
  launch?: (acquisitionId: string) => Response;
}

/** The worklist's server: settings, the exams list and the launcher. */
export function worklistServer({
  exams = [],
  developerMode = false,
  launch = () => new Response('{origin}/viewer', { headers: { 'Content-Type': 'text/plain' } }),
}: ServerOptions): FetchAnswer {
  return (call: RecordedCall) => {
    const [path = '', search = ''] = call.url.split('?');
    const query = new URLSearchParams(search);
    if (path === '/api/v1/portal/system/settings') {
      return jsonResponse({ comingSoon: false, developerMode });
    }
    if (path === LIST_PATH) {
      return typeof exams === 'function' ? exams(query) : jsonResponse(pageOf(exams, query));
    }
    if (path.startsWith('/launcher/api/v1/launch/'))
      return launch(query.get('acquisitionId') ?? '');
    return jsonResponse({ message: `No stub for ${call.url}` }, 404);
  };
}

/** The list calls made so far, as their query strings. */
export const listQueries = (calls: readonly RecordedCall[]) =>
  calls
    .filter((call) => call.url.startsWith(`${LIST_PATH}?`))
    .map((call) => new URLSearchParams(call.url.split('?')[1]));

/** Renders the worklist page for `user` (a physician by default) with a fake live feed. */
export function renderWorklist(user: User = aUser('PHYSICIAN')) {
  const feed = fakeSockets();
  const rendered = renderInApp(
    <>
      <Notifications />
      <WorklistPage openFeedSocket={feed.open} />
    </>,
    { path: '/patient/list', user },
  );
  return { ...rendered, feed };
}
