import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, PHONE_DIGITS, phoneDigits } from './phone';

const MASKED = /^\(\d{3}\) \d{3} \d{4}$/;
const digit = fc.constantFrom(...Array.from('0123456789'));
const tenDigits = fc.string({ unit: digit, minLength: 10, maxLength: 10 });
/** Anything a user may type or paste, astral symbols and lone surrogates included. */
const anyInput = fc.string({ unit: 'binary', maxLength: 40 });

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123 4'],
    ['5551234567', '(555) 123 4567'],
    ['55512345678', '(555) 123 4567'], // an eleventh digit is dropped
    ['(555) 123-4567', '(555) 123 4567'], // a pasted number keeps only its digits
    ['abc', ''],
    ['５５５', ''], // full-width digits are not the ASCII digits the input accepts
  ])('%j → %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('only ever shows digits, parentheses and spaces', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        expect(formatPhone(phoneDigits(input))).toMatch(/^[0-9() ]*$/);
        expect(formatPhone(input)).toMatch(/^[0-9() ]*$/);
      }),
    );
  });

  it('masks any ten digits as (NNN) NNN NNNN, valid, and giving the digits back', () => {
    fc.assert(
      fc.property(tenDigits, (digits) => {
        const masked = formatPhone(digits);
        expect(masked).toMatch(MASKED);
        expect(isValidPhone(masked)).toBe(true);
        expect(phoneDigits(masked)).toBe(digits);
      }),
    );
  });

  it('grows the mask as digits are typed one by one, never rewriting what is shown', () => {
    fc.assert(
      fc.property(fc.string({ unit: digit, maxLength: 14 }), (typed) => {
        let shown = '';
        for (let count = 1; count <= typed.length; count += 1) {
          const next = formatPhone(typed.slice(0, count));
          expect(next.startsWith(shown)).toBe(true);
          expect(phoneDigits(next)).toBe(typed.slice(0, Math.min(count, PHONE_DIGITS)));
          shown = next;
        }
      }),
    );
  });
});

describe('phoneDigits', () => {
  it('keeps the first ten ASCII digits, in order, and nothing else', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const expected = Array.from(input)
          .filter((character) => character >= '0' && character <= '9')
          .slice(0, PHONE_DIGITS)
          .join('');
        expect(phoneDigits(input)).toBe(expected);
      }),
    );
  });

  it('ignores whatever follows the tenth digit', () => {
    fc.assert(
      fc.property(tenDigits, anyInput, (digits, more) => {
        expect(phoneDigits(digits + more)).toBe(digits);
        expect(formatPhone(digits + more)).toBe(formatPhone(digits));
      }),
    );
  });
});

describe('isValidPhone', () => {
  it.each([
    ['5551234567', true],
    ['(555) 123 4567', true],
    ['555123456', false],
    ['55512345678', false],
    ['(555) 123-4567', false],
    ['(555)123 4567', false],
    ['555 123 4567', false],
    [' 5551234567', false], // the schema trims; the rule does not
    ['5551234567\n', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidPhone(value)).toBe(expected);
  });

  it('refuses anything without exactly ten digits', () => {
    fc.assert(
      fc.property(
        anyInput.filter((input) => input.replace(/\D/g, '').length !== PHONE_DIGITS),
        (input) => {
          expect(isValidPhone(input)).toBe(false);
        },
      ),
    );
  });
});
