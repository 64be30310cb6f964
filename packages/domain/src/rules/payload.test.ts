import { describe, expect, it } from 'vitest';
import { containsForbiddenCharacters } from './payload';

describe('containsForbiddenCharacters', () => {
  it.each([
    ['plain text', false],
    ['<script>', true],
    ['a > b', true],
    [{ note: 'fine' }, false],
    [{ note: '<b>' }, true],
    [{ deep: { deeper: ['ok', 'x<y'] } }, true],
    [{ '<key>': 'value' }, true],
    [[1, 2, true, null], false],
    [42, false],
    [null, false],
    [{ password: 'a<b>c' }, false],
    [{ newPassword: '<<>>', currentPassword: '>' }, false],
    [{ user: { password: '<' }, name: '<' }, true],
    ['&amp;', false],
  ] as const)('%j → %s', (value, expected) => {
    expect(containsForbiddenCharacters(value)).toBe(expected);
  });

  it('inspects password fields when no keys are exempt', () => {
    expect(containsForbiddenCharacters({ password: '<' }, [])).toBe(true);
  });
});
