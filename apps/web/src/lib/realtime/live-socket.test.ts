import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { liveSocketUrl, readFrame, reconnectDelay } from './live-socket';

describe('liveSocketUrl', () => {
  it('uses wss under https and ws otherwise, on the same host, leaving null parameters out', () => {
    expect(liveSocketUrl({ protocol: 'https:', host: 'portal.test' }, '/hub', { a: null })).toBe(
      'wss://portal.test/hub',
    );
    expect(
      liveSocketUrl({ protocol: 'http:', host: 'localhost:5173' }, '/hub', { a: 'x y', b: '1' }),
    ).toBe('ws://localhost:5173/hub?a=x+y&b=1');
  });
});

describe('readFrame', () => {
  const message = z.object({ status: z.enum(['A']) });

  it('reads a frame of the schema', () => {
    expect(readFrame('{"status":"A"}', message)).toEqual({ status: 'A' });
  });

  it.each([
    ['not JSON', '{'],
    ['binary', new ArrayBuffer(2)],
    ['another message', '{"status":"B"}'],
  ])('ignores %s', (_, data) => {
    expect(readFrame(data, message)).toBeNull();
  });
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
