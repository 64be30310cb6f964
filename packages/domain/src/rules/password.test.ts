import { describe, expect, it } from 'vitest';
import { checkPassword, passwordClassCount, PASSWORD_RULE_MESSAGES } from './password';

describe('checkPassword', () => {
  it.each([
    // [password, options, expected rule or 'ok']
    ['Sagitta-Demo-2026!', {}, 'ok'],
    ['abcdefghijK1', {}, 'ok'], // exactly 12, lower + upper + digit
    ['abcdefghij1!', {}, 'ok'], // lower + digit + symbol
    ['ABCDEFGHIJ1!', {}, 'ok'], // upper + digit + symbol
    ['abcdefghiJK!', {}, 'ok'], // lower + upper + symbol
    ['Abcdefghij1', {}, 'length'], // 11 characters
    ['', {}, 'length'],
    ['abcdefghijkl', {}, 'classes'], // one class
    ['abcdefghij12', {}, 'classes'], // two classes
    ['ABCDEFGHIJ!!', {}, 'classes'],
    ['123456789012', {}, 'classes'],
    ['éèàùçôâêîûëï1A', {}, 'ok'], // accented letters count as lower case
    ['Sagitta-Demo-2026!', { confirmation: 'Sagitta-Demo-2026!' }, 'ok'],
    ['Sagitta-Demo-2026!', { confirmation: 'Sagitta-Demo-2026' }, 'confirmation'],
    ['Sagitta-Demo-2026!', { currentPassword: 'Sagitta-Demo-2026!' }, 'unchanged'],
    ['Sagitta-Demo-2027!', { currentPassword: 'Sagitta-Demo-2026!' }, 'ok'],
    // The first failing rule in reading order is reported.
    ['short', { confirmation: 'other', currentPassword: 'short' }, 'length'],
  ] as const)('%j with %j → %s', (password, options, expected) => {
    const result = checkPassword(password, options);
    if (expected === 'ok') {
      expect(result).toEqual({ ok: true });
    } else {
      expect(result).toEqual({
        ok: false,
        rule: expected,
        message: PASSWORD_RULE_MESSAGES[expected],
      });
    }
  });

  it('counts characters, not UTF-16 units, for the length rule', () => {
    // 11 astral symbols are 22 UTF-16 units but still only 11 characters.
    expect(checkPassword('a1A' + '😀'.repeat(8))).toMatchObject({ ok: false, rule: 'length' });
    expect(checkPassword('a1A' + '😀'.repeat(9))).toEqual({ ok: true });
  });
});

describe('passwordClassCount', () => {
  it.each([
    ['abc', 1],
    ['aB', 2],
    ['aB3', 3],
    ['aB3 ', 4],
    ['', 0],
  ] as const)('%j uses %i classes', (password, classes) => {
    expect(passwordClassCount(password)).toBe(classes);
  });
});
