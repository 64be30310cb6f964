import { describe, expect, it } from 'vitest';
import { bearerTokenOf } from './bearer';

const withAuthorization = (authorization?: string) => ({ headers: { authorization } });

describe('bearerTokenOf', () => {
  it('reads the token whatever the case of the scheme', () => {
    expect(bearerTokenOf(withAuthorization('Bearer abc.DEF-123_x'))).toBe('abc.DEF-123_x');
    expect(bearerTokenOf(withAuthorization('bearer abc'))).toBe('abc');
    expect(bearerTokenOf(withAuthorization('BEARER abc'))).toBe('abc');
    expect(bearerTokenOf(withAuthorization('Bearer   abc'))).toBe('abc');
    expect(bearerTokenOf(withAuthorization('Bearer\tabc'))).toBe('abc');
  });

  it('gives nothing when there is no header', () => {
    expect(bearerTokenOf({ headers: {} })).toBeUndefined();
    expect(bearerTokenOf(withAuthorization(undefined))).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['scheme without token', 'Bearer'],
    ['scheme and spaces only', 'Bearer   '],
    ['two words', 'Bearer two words'],
    ['trailing space', 'Bearer abc '],
    ['leading space', ' Bearer abc'],
    ['no space after the scheme', 'Bearerabc'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['token alone', 'abc'],
    ['scheme as a prefix of a word', 'Bearers abc'],
  ])('refuses a malformed value (%s)', (_, authorization) => {
    expect(bearerTokenOf(withAuthorization(authorization))).toBeUndefined();
  });
});
