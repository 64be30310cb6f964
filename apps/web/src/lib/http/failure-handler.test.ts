import { describe, expect, it } from 'vitest';
import { classifyFailure, type FailureOutcome, type ToleratedError } from './failure-handler';
import { failureMessage, HttpFailure, NETWORK_FAILURE_MESSAGE } from './http-failure';

const failure = (status: number, message: string, statusText = '') =>
  new HttpFailure(status, statusText, message);
const state = (code: 400 | 500 | 999 | 499): FailureOutcome => ({ kind: 'error-state', code });

describe('the common failure handler (seed §8)', () => {
  it.each<[string, HttpFailure, readonly ToleratedError[], FailureOutcome]>([
    ['400 → generic error 400', failure(400, 'Invalid request'), [], state(400)],
    ['500 → generic error 500', failure(500, 'Database unavailable'), [], state(500)],
    [
      "the text '500 Internal Server Error' → 500, whatever the status",
      failure(502, '500 Internal Server Error'),
      [],
      state(500),
    ],
    [
      '401 → the status-error page',
      failure(401, 'Invalid email or password'),
      [],
      { kind: 'status-error-401' },
    ],
    [
      "'user has not authenticated' → logout",
      failure(401, 'User has not authenticated'),
      [],
      { kind: 'logout' },
    ],
    ['the network failing → offline (499)', failure(0, NETWORK_FAILURE_MESSAGE), [], state(499)],
    [
      'the network failing → offline even when the caller tolerates everything',
      failure(0, NETWORK_FAILURE_MESSAGE),
      [0, 'Failed to fetch'],
      state(499),
    ],
    [
      'forbidden characters → 999',
      failure(400, 'Forbidden characters detected in request payload'),
      [],
      state(999),
    ],
    ['403 not tolerated → 999', failure(403, 'Forbidden'), [], state(999)],
    ['404 not tolerated → 999', failure(404, 'Patient not found'), [], state(999)],
    ['409 not tolerated → 999', failure(409, 'User already exists'), [], state(999)],
    ['423 not tolerated → 999', failure(423, 'Locked'), [], state(999)],
    ['429 not tolerated → 999', failure(429, 'Too many requests'), [], state(999)],
    [
      "a tolerated message is rethrown ('User already exists' on user creation)",
      failure(409, 'User already exists'),
      ['User already exists'],
      { kind: 'rethrow' },
    ],
    [
      'a tolerated status is rethrown (404 on modeling loads)',
      failure(404, 'Not found'),
      [404, 423, 'Locked'],
      { kind: 'rethrow' },
    ],
    [
      'a tolerated status is rethrown (423)',
      failure(423, 'Exam locked'),
      [404, 423, 'Locked'],
      { kind: 'rethrow' },
    ],
    [
      'tolerated messages match case-insensitively inside the text',
      failure(409, 'Modeling is LOCKED by another user'),
      ['Locked'],
      { kind: 'rethrow' },
    ],
    [
      'a tolerated 401 is rethrown (sign-in shows its own message)',
      failure(401, 'Invalid email or password'),
      [401],
      { kind: 'rethrow' },
    ],
    [
      'another tolerated entry does not cover a different error',
      failure(403, 'Forbidden'),
      [404, 'Locked'],
      state(999),
    ],
  ])('%s', (_, input, tolerated, expected) => {
    expect(classifyFailure(input, tolerated)).toEqual(expected);
  });
});

describe('the message of an error answer', () => {
  it.each([
    [
      'the body message of our servers',
      409,
      'Conflict',
      '{"statusCode":409,"error":"Conflict","message":"User already exists"}',
      'User already exists',
    ],
    ['a plain text body', 502, 'Bad Gateway', 'upstream timed out', 'upstream timed out'],
    ['an empty body → status and text', 503, 'Service Unavailable', '', '503 Service Unavailable'],
    [
      'an HTML error page → status and text',
      500,
      'Internal Server Error',
      '<html>…</html>',
      '500 Internal Server Error',
    ],
    [
      'JSON without a message → status and text',
      404,
      'Not Found',
      '{"error":"x"}',
      '404 Not Found',
    ],
    ['an empty message → status and text', 400, 'Bad Request', '{"message":""}', '400 Bad Request'],
  ])('%s', (_, status, statusText, body, expected) => {
    expect(failureMessage(status, statusText, body)).toBe(expected);
  });
});
