import { afterEach, beforeEach, vi } from 'vitest';
import { configureHttp, type FailureEffects } from '../src/lib/http';

/** A call the page made, as the stubbed `fetch` received it (a JSON body parsed). */
export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

/** What the http client's common failure handler was asked to do (a toast, a sign-out…). */
export type GlobalFailure = Parameters<FailureEffects['apply']>[0];

export type FetchAnswer = (call: RecordedCall) => Response | Promise<Response>;

/**
 * Stubs `fetch` with `answer`, recording every call first; `vi.unstubAllGlobals()` brings the
 * real one back.
 * @param calls - where the calls go; a new list by default
 * @returns the list of calls, filled as the page calls
 */
export function stubFetch(answer: FetchAnswer, calls: RecordedCall[] = []): RecordedCall[] {
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method: init?.method ?? 'GET', url, body };
    calls.push(call);
    return Promise.resolve(answer(call));
  });
  return calls;
}

/**
 * Has the http client record its failure effects instead of applying them: a failure the page
 * tolerates must leave the list empty.
 * @param failures - where they go; a new list by default
 */
export function recordGlobalFailures(failures: GlobalFailure[] = []): GlobalFailure[] {
  configureHttp({
    effects: {
      apply: (outcome) => {
        failures.push(outcome);
      },
    },
    actingPhysicianId: () => null,
  });
  return failures;
}

/** Stubs `fetch` with `answer` and records every call and every global failure, for one test. */
export function stubApi(answer: FetchAnswer) {
  const globalFailures = recordGlobalFailures();
  return { calls: stubFetch(answer), globalFailures };
}

/**
 * For a test file whose tests stub `fetch`: before each test, `calls` and `globalFailures` are
 * emptied and the http client records its failures there; after it, the real `fetch` is back.
 * `stub(answer)` stubs `fetch` for the test.
 */
export function useFetchStub() {
  const calls: RecordedCall[] = [];
  const globalFailures: GlobalFailure[] = [];
  beforeEach(() => {
    calls.length = 0;
    globalFailures.length = 0;
    recordGlobalFailures(globalFailures);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return { calls, globalFailures, stub: (answer: FetchAnswer) => stubFetch(answer, calls) };
}
