import { describe, expect, it } from 'vitest';
import { containsForbiddenCharacters } from '../rules/payload';
import { CLIENT_LOG_MESSAGE_MAX, toClientLogMessage } from '../rules/client-log';
import { clientLog } from './client-logs';

const report = {
  level: 'ERROR',
  code: 999,
  message: 'Something went wrong',
  route: 'patient-list',
  occurredAt: '2026-11-23T10:00:00.000Z',
};

describe('clientLog', () => {
  it.each(['patient-list', '/patient/:patientId', '/api/v1/users/:id/connections', '*'])(
    'accepts the route %s',
    (route) => {
      expect(clientLog.safeParse({ ...report, route }).success).toBe(true);
    },
  );

  it.each([
    '/patient/list?search=Doe',
    '/patient/list#top',
    'http://127.0.0.1/patient/list',
    '/patient/0F8FAD5B-D9CB-469F-A165-70867728950E',
    '/cases/42',
  ])('refuses the route %s', (route) => {
    expect(clientLog.safeParse({ ...report, route }).success).toBe(false);
  });
});

describe('toClientLogMessage', () => {
  it('makes any browser message acceptable to the schema and the payload guard', () => {
    const message = toClientLogMessage(
      `Unexpected token '<', "<!DOCTYPE "... is not valid JSON ${'x'.repeat(600)}`,
    );
    expect(message).toHaveLength(CLIENT_LOG_MESSAGE_MAX);
    expect(message.startsWith('Unexpected token \'‹\', "‹!DOCTYPE "')).toBe(true);
    expect(containsForbiddenCharacters({ message })).toBe(false);
    expect(clientLog.safeParse({ ...report, message }).success).toBe(true);
  });

  it('does not cut a character in two', () => {
    const message = toClientLogMessage(`${'x'.repeat(CLIENT_LOG_MESSAGE_MAX - 1)}😀`);
    expect(message).toBe('x'.repeat(CLIENT_LOG_MESSAGE_MAX - 1));
  });

  it('leaves a short message as it is', () => {
    expect(toClientLogMessage('Network Error')).toBe('Network Error');
  });
});
