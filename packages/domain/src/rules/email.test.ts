import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailAddress } from '../schemas/common';
import { isEmailAddress } from './email';

describe('email addresses', () => {
  it.each([
    ['surgeon@sagitta.test', true],
    ['first.last+tag@hospital.example.org', true],
    ["o'neil@clinic.example", true],
    ['', false],
    ['no-at-sign', false],
    ['.leading@sagitta.test', false],
    ['double..dot@sagitta.test', false],
    ['user@no-tld', false],
    ['user@sagitta.t', false],
    ['user @sagitta.test', false],
    [`${'a'.repeat(245)}@sagitta.test`, false],
  ])('%s → %s', (text, expected) => {
    expect(isEmailAddress(text)).toBe(expected);
  });

  it('agrees with the schema the server validates with', () => {
    for (const text of ['surgeon@sagitta.test', 'x@y', 'a..b@c.de', 'ok@host.example']) {
      expect(emailAddress.safeParse(text).success, text).toBe(isEmailAddress(text));
      expect(z.email().safeParse(text).success, text).toBe(isEmailAddress(text));
    }
  });
});
