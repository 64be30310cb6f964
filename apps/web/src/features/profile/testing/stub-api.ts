import { type RecordedCall, stubFetch } from '../../../../test/fetch-stub';
import { jsonResponse } from '../../../../test/fixtures';

type Answer = Response | ((call: RecordedCall) => Response | Promise<Response>);

/**
 * Stubs `fetch` with answers by `'METHOD /path'`; any other call answers 501, so that a test
 * sees it in `calls` rather than hanging. Each answer is built anew per call.
 */
export function stubApi(answers: Readonly<Record<string, Answer>>): RecordedCall[] {
  return stubFetch((call) => {
    const answer = answers[`${call.method} ${call.url}`];
    if (answer === undefined) return jsonResponse({ message: 'not stubbed' }, 501);
    return typeof answer === 'function' ? answer(call) : answer.clone();
  });
}

/** The calls made with a method to a path. */
export const callsTo = (calls: readonly RecordedCall[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);
