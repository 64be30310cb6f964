import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, http, portalHeaders, type FailureEffects } from './client';
import { HttpFailure } from './http-failure';

const applied: Parameters<FailureEffects['apply']>[] = [];
let acting: string | null = null;

beforeEach(() => {
  applied.length = 0;
  acting = null;
  configureHttp({
    effects: { apply: (...args) => applied.push(args) },
    actingPhysicianId: () => acting,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Stubs the browser's fetch with one answer and records the request it got. */
function answer(response: Response | Error) {
  const calls: Request[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit) => {
    calls.push(new Request(new URL(input, 'http://portal.test'), init));
    return response instanceof Error ? Promise.reject(response) : Promise.resolve(response);
  });
  return calls;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the http client', () => {
  it('sends the CSRF header, JSON and the acting physician', async () => {
    acting = '2b0f4c1e-6f53-4f65-9f1a-0b7a3c6f2a10';
    const calls = answer(json(200, { ok: true }));
    await expect(http.post('/api/v1/thing', { a: 1 })).resolves.toEqual({ ok: true });
    const [request] = calls;
    expect(request?.headers.get('X-Requested-With')).toBe('sagitta');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('X-Physician-Id')).toBe(acting);
    expect(await request?.text()).toBe('{"a":1}');
  });

  it('marks background polls so that they do not keep the session alive', async () => {
    const calls = answer(json(200, []));
    await http.get('/api/v1/poll', { background: true });
    expect(calls[0]?.headers.get('X-Background-Request')).toBe('1');
  });

  it('reads text and binary answers, with the same headers and failure handling', async () => {
    acting = '2b0f4c1e-6f53-4f65-9f1a-0b7a3c6f2a10';
    const calls = answer(new Response('https://portal.test/viewer/1', { status: 200 }));
    await expect(http.getText('/launcher/api/v1/launch/viewer')).resolves.toBe(
      'https://portal.test/viewer/1',
    );
    expect(calls[0]?.headers.get('X-Physician-Id')).toBe(acting);
    answer(new Response(new Uint8Array([137, 80, 78, 71]), { status: 200 }));
    const blob = await http.getBlob('/api/v1/portal/acquisitions/1/previews');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
    answer(json(409, { message: 'Model not processed' }));
    await expect(http.getText('/launcher/api/v1/launch/viewer')).rejects.toMatchObject({
      status: 409,
    });
    expect(applied).toHaveLength(1);
  });

  it('exports the portal headers for uploads made with XMLHttpRequest', () => {
    acting = '2b0f4c1e-6f53-4f65-9f1a-0b7a3c6f2a10';
    const headers = portalHeaders();
    expect(headers.get('X-Requested-With')).toBe('sagitta');
    expect(headers.get('X-Physician-Id')).toBe(acting);
    expect(headers.get('Content-Type')).toBeNull();
  });

  it('reads an empty 204 answer as undefined', async () => {
    answer(new Response(null, { status: 204 }));
    await expect(http.delete('/api/v1/thing')).resolves.toBeUndefined();
  });

  it('applies the failure handler and still rejects the caller', async () => {
    answer(json(400, { message: 'Invalid request' }));
    await expect(http.get('/api/v1/thing')).rejects.toMatchObject({
      status: 400,
      message: 'Invalid request',
    });
    expect(applied.map(([outcome]) => outcome)).toEqual([{ kind: 'error-state', code: 400 }]);
  });

  it('rethrows a tolerated error without any global handling', async () => {
    answer(json(409, { message: 'User already exists' }));
    const error: unknown = await http
      .post('/api/v1/users', {}, { tolerated: ['User already exists'] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpFailure);
    expect(applied).toEqual([]);
  });

  it('turns a network failure into the offline state', async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(http.get('/api/v1/thing')).rejects.toMatchObject({ status: 0 });
    expect(applied.map(([outcome]) => outcome)).toEqual([{ kind: 'error-state', code: 499 }]);
  });
});
