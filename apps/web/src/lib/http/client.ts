import { ACTING_PHYSICIAN_HEADER } from '@sagitta/domain';
import { classifyFailure, type FailureOutcome, type ToleratedError } from './failure-handler';
import { failureMessage, HttpFailure, NETWORK_FAILURE_MESSAGE } from './http-failure';

/** What the app does with a failure the caller did not tolerate; wired at start-up. */
export interface FailureEffects {
  apply(outcome: Exclude<FailureOutcome, { kind: 'rethrow' }>, failure: HttpFailure): void;
}

export interface RequestOptions {
  body?: unknown;
  /** Errors this caller handles itself (seed §8): rethrown without the global handling. */
  tolerated?: readonly ToleratedError[];
  /** A poll the user did not cause: it must not keep the session alive. */
  background?: boolean;
  signal?: AbortSignal;
  /** How to read a successful answer: JSON (the default), text (launch URLs) or a blob (images). */
  answer?: 'json' | 'text' | 'blob';
}

let effects: FailureEffects | null = null;
let actingPhysicianId: () => string | null = () => null;

/** Connects the client to the shell's error states and to the selected physician. */
export function configureHttp(options: {
  effects: FailureEffects;
  actingPhysicianId: () => string | null;
}): void {
  effects = options.effects;
  actingPhysicianId = options.actingPhysicianId;
}

/**
 * The headers every portal request carries: the server's CSRF proof (cookie-authenticated
 * mutations must carry it) and the acting physician. Exported for the calls `fetch` cannot make
 * (uploads with progress go through XMLHttpRequest).
 */
export function portalHeaders(options: { background?: boolean } = {}): Headers {
  const headers = new Headers({ 'X-Requested-With': 'sagitta' });
  if (options.background === true) headers.set('X-Background-Request', '1');
  const physicianId = actingPhysicianId();
  if (physicianId !== null) headers.set(ACTING_PHYSICIAN_HEADER, physicianId);
  return headers;
}

function headersFor(options: RequestOptions): Headers {
  const headers = portalHeaders(options);
  headers.set(
    'Accept',
    options.answer === undefined || options.answer === 'json' ? 'application/json' : '*/*',
  );
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  return headers;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  try {
    return await fetch(path, {
      method,
      headers: headersFor(options),
      body: options.body === undefined ? null : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpFailure(0, '', NETWORK_FAILURE_MESSAGE);
  }
}

async function readBody(response: Response, answer: RequestOptions['answer']): Promise<unknown> {
  if (answer === 'blob') return response.blob();
  if (answer === 'text') return response.text();
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  return JSON.parse(text);
}

/**
 * Every call of the portal goes through here: same origin, the session cookie, the CSRF and
 * acting-physician headers, and the common failure handler for anything that goes wrong.
 * @returns the parsed JSON answer (undefined for an empty answer)
 */
export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  let failure: HttpFailure;
  try {
    const response = await send(method, path, options);
    if (response.ok) return (await readBody(response, options.answer)) as T;
    const text = await response.text().catch(() => '');
    failure = new HttpFailure(
      response.status,
      response.statusText,
      failureMessage(response.status, response.statusText, text),
    );
  } catch (error) {
    if (!(error instanceof HttpFailure)) throw error;
    failure = error;
  }
  const outcome = classifyFailure(failure, options.tolerated);
  if (outcome.kind !== 'rethrow') effects?.apply(outcome, failure);
  throw failure;
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  /** A text answer (the launcher's URL). */
  getText: (path: string, options?: RequestOptions) =>
    request<string>('GET', path, { ...options, answer: 'text' }),
  /** A binary answer (a rendered image). */
  getBlob: (path: string, options?: RequestOptions) =>
    request<Blob>('GET', path, { ...options, answer: 'blob' }),
};
