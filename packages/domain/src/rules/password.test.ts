import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPassword,
  PASSWORD_MIN_LENGTH,
  passwordClassCount,
  PASSWORD_RULE_MESSAGES,
} from './password';

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

/**
 * Characters of each class, picked by hand rather than by the rule's own patterns: accented and
 * Greek letters, an Arabic-Indic digit, and symbols from punctuation and space to an astral emoji.
 */
const CLASS_CHARACTERS = {
  lower: [...Array.from('abcdefghijklmnopqrstuvwxyz'), 'é', 'ß', 'ø', 'ω'],
  upper: [...Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ'), 'É', 'Ø', 'Ω'],
  digit: [...Array.from('0123456789'), '٣'],
  symbol: [...Array.from('!#$%&*+-./:;<=>?@[]^_{|}~ '), '€', '😀'],
} as const;
type CharacterClass = keyof typeof CLASS_CHARACTERS;
const CLASSES = Object.keys(CLASS_CHARACTERS) as CharacterClass[];

const characterOf = (classes: readonly CharacterClass[]) =>
  fc.constantFrom(...classes.flatMap((name) => CLASS_CHARACTERS[name]));

/**
 * Passwords using exactly the given classes, each at least once, of `minLength` code points or
 * more, the required characters shuffled among the rest.
 */
const passwordOf = (classes: readonly CharacterClass[], minLength: number) =>
  fc
    .tuple(
      fc.tuple(...classes.map((name) => characterOf([name]))),
      fc.array(characterOf(classes), { minLength, maxLength: minLength + 20 }),
    )
    .chain(([required, rest]) => {
      const characters = [...required, ...rest];
      return fc.shuffledSubarray(characters, { minLength: characters.length });
    })
    .map((characters) => characters.join(''));

const strongPassword = fc
  .subarray(CLASSES, { minLength: 3 })
  .chain((classes) => passwordOf(classes, PASSWORD_MIN_LENGTH));

describe('checkPassword properties', () => {
  it('accepts any password of 12 or more characters using at least 3 classes', () => {
    fc.assert(
      fc.property(strongPassword, (password) => {
        expect(Array.from(password).length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
        expect(checkPassword(password)).toEqual({ ok: true });
        expect(checkPassword(password, { confirmation: password })).toEqual({ ok: true });
      }),
    );
  });

  it('refuses any password under 12 characters with the length rule, whatever else is wrong', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: PASSWORD_MIN_LENGTH - 1 }),
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        (password, confirmation, currentPassword) => {
          expect(checkPassword(password, { confirmation, currentPassword })).toEqual({
            ok: false,
            rule: 'length',
            message: PASSWORD_RULE_MESSAGES.length,
          });
        },
      ),
    );
  });

  it('refuses a long password using 2 classes or fewer with the classes rule', () => {
    const weakPassword = fc
      .subarray(CLASSES, { minLength: 1, maxLength: 2 })
      .chain((classes) => passwordOf(classes, PASSWORD_MIN_LENGTH));
    fc.assert(
      fc.property(weakPassword, (password) => {
        expect(checkPassword(password, { confirmation: password })).toEqual({
          ok: false,
          rule: 'classes',
          message: PASSWORD_RULE_MESSAGES.classes,
        });
      }),
    );
  });

  it('refuses a strong password whose confirmation differs', () => {
    fc.assert(
      fc.property(strongPassword, fc.string(), (password, confirmation) => {
        fc.pre(confirmation !== password);
        expect(checkPassword(password, { confirmation })).toEqual({
          ok: false,
          rule: 'confirmation',
          message: PASSWORD_RULE_MESSAGES.confirmation,
        });
      }),
    );
  });

  it('refuses a strong, confirmed password equal to the current one, and only that one', () => {
    fc.assert(
      fc.property(strongPassword, strongPassword, (password, other) => {
        expect(
          checkPassword(password, { confirmation: password, currentPassword: password }),
        ).toEqual({ ok: false, rule: 'unchanged', message: PASSWORD_RULE_MESSAGES.unchanged });
        fc.pre(other !== password);
        expect(checkPassword(password, { confirmation: password, currentPassword: other })).toEqual(
          { ok: true },
        );
      }),
    );
  });
});
