import { vi } from 'vitest';

/** A call the page made, as the stubbed `fetch` received it. */
export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Answer = Response | ((call: Call) => Response | Promise<Response>);

/** A JSON answer as the server sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs `fetch` with answers by `'METHOD /path'`; any other call answers 501, so that a test
 * sees it in `calls` rather than hanging. Each answer is built anew per call.
 */
export function stubApi(answers: Readonly<Record<string, Answer>>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const text = typeof init?.body === 'string' ? init.body : null;
    const call: Call = { method, url, body: text === null ? undefined : JSON.parse(text) };
    calls.push(call);
    const answer = answers[`${method} ${url}`];
    if (answer === undefined) return Promise.resolve(json({ message: 'not stubbed' }, 501));
    return Promise.resolve(typeof answer === 'function' ? answer(call) : answer.clone());
  });
  return calls;
}

/** The calls made with a method to a path. */
export const callsTo = (calls: readonly Call[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);
