import { describe, expect, it } from 'vitest';
import { feedUrl, readFeedMessage } from './feed-url';

describe('feedUrl', () => {
  it('uses wss under https and ws otherwise, on the same host', () => {
    expect(feedUrl({ protocol: 'https:', host: 'portal.test' }, null)).toBe(
      'wss://portal.test/patient-list/ws',
    );
    expect(feedUrl({ protocol: 'http:', host: 'localhost:5173' }, null)).toBe(
      'ws://localhost:5173/patient-list/ws',
    );
  });

  it('names the acting physician in the query', () => {
    expect(feedUrl({ protocol: 'https:', host: 'portal.test' }, 'a b')).toBe(
      'wss://portal.test/patient-list/ws?physicianId=a+b',
    );
  });
});

describe('readFeedMessage', () => {
  const acquisitionId = '6f1c2d3e-4b5a-4c6d-8e7f-000000000001';

  it('reads a message of the contract', () => {
    expect(readFeedMessage(JSON.stringify({ status: 'EXAM_IMPORTED', acquisitionId }))).toEqual({
      status: 'EXAM_IMPORTED',
      acquisitionId,
    });
  });

  it.each([
    ['not JSON', '{'],
    ['binary', new ArrayBuffer(2)],
    ['an unknown status', JSON.stringify({ status: 'NEW', acquisitionId })],
    ['no exam', JSON.stringify({ status: 'EXAM_IMPORTED' })],
  ])('ignores %s', (_, data) => {
    expect(readFeedMessage(data)).toBeNull();
  });
});
