import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INSTITUTION_ROLES,
  isInstitutionRole,
  isValidNpi,
  isValidPersonName,
  isValidSalesforceId,
  isValidSuffix,
  isValidZip,
  NAME_MAX_LENGTH,
} from './account-fields';

describe('isValidPersonName', () => {
  it.each([
    ['Maria', true],
    ['José', true],
    ['Zoë', true],
    ['Jose\u0301', true], // decomposed accent: a letter and a combining mark
    ['Björk', true],
    ['Mary-Jane', true],
    ["O'Brien", true],
    ['D’Angelo', true], // typographic apostrophe
    ['St. John', true],
    ['van der Berg', true],
    ['  Maria  ', true], // surrounding spaces are trimmed
    ['Ng', true],
    ['李', true],
    ['Ελένη', true],
    ['a'.repeat(NAME_MAX_LENGTH), true],
    ['a'.repeat(NAME_MAX_LENGTH + 1), false],
    ['', false],
    ['   ', false],
    ['Maria2', false],
    ['R2D2', false],
    ['<script>', false],
    ['Ann<', false],
    ['ann@example.com', false],
    ['Ann & Bob', false],
    ['Ann_Bob', false],
    ['Ann\nBob', false],
    ['Ann\tBob', false],
    ['-Ann', false], // must start with a letter
    ["'Ann", false],
    ['.', false],
  ])('%j → %s', (name, expected) => {
    expect(isValidPersonName(name)).toBe(expected);
  });

  it('refuses any name holding a digit or one of < > @ & ; " / \\', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.constantFrom(...Array.from('0123456789<>@&;"/\\')),
        fc.string({ maxLength: 20 }),
        (before, special, after) => {
          expect(isValidPersonName(`A${before}${special}${after}`)).toBe(false);
        },
      ),
    );
  });
});

describe('isValidSuffix', () => {
  it.each([
    ['MD', true],
    ['M.D.', true],
    ['DO', true],
    ['PhD', true],
    ['Jr.', true],
    ['III', true],
    ['MD, PhD', true],
    [' MD ', true],
    ['A'.repeat(16), true],
    ['A'.repeat(17), false],
    ['', false],
    ['   ', false],
    ['.MD', false],
    ['2nd', false],
    ['MD-PhD', false],
    ['MD<', false],
    ['Médecin', false],
  ])('%j → %s', (suffix, expected) => {
    expect(isValidSuffix(suffix)).toBe(expected);
  });
});

describe('isInstitutionRole', () => {
  it('accepts every listed role and nothing else', () => {
    for (const role of INSTITUTION_ROLES) expect(isInstitutionRole(role)).toBe(true);
    for (const other of ['surgeon', 'Janitor', '', ' Surgeon', 'toString', 'constructor']) {
      expect(isInstitutionRole(other)).toBe(false);
    }
  });
});

describe('isValidSalesforceId', () => {
  it.each([
    ['0055e000001AbCdEFG', true], // 18 characters
    ['001000000000000AAA', true],
    ['0055e000001AbCd', false], // the 15-character case-sensitive form
    ['0055e000001AbCdEF', false], // 17
    ['0055e000001AbCdEFGH', false], // 19
    ['0055e000001AbCd-FG', false],
    ['0055e000001AbCdÉFG', false],
    [' 0055e000001AbCdEFG', false], // the schema trims; the rule does not
    ['', false],
  ])('%j → %s', (id, expected) => {
    expect(isValidSalesforceId(id)).toBe(expected);
  });
});

describe('isValidZip', () => {
  it.each([
    ['78701', true],
    ['02134', true],
    ['78701-1234', true],
    [' 78701 ', true],
    ['7870', false],
    ['787011', false],
    ['78701-123', false],
    ['78701 1234', false],
    ['787011234', false],
    ['ABCDE', false],
    ['K1A 0B1', false], // Canadian postal codes are not US ZIP codes
    ['', false],
  ])('%j → %s', (zip, expected) => {
    expect(isValidZip(zip)).toBe(expected);
  });
});

/**
 * The CMS check digit, computed as the NPI standard words it (an independent oracle for the
 * implementation's card-issuer-prefix form): double every other digit of the nine, starting with
 * the rightmost, add 24 for the prefix 80840, and take what brings the sum to a multiple of ten.
 */
function cmsCheckDigit(base: string): number {
  let sum = 24;
  for (let i = 0; i < 9; i += 1) {
    let digit = Number(base[i]);
    if ((8 - i) % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

describe('isValidNpi', () => {
  it.each([
    ['1234567893', true], // the example of the CMS NPI check-digit document
    ['1000000004', true],
    ['9876543213', true],
    ['1999999992', true],
    ['1555555550', true],
    ['1234567890', false], // the check digit changed
    ['1234567883', false], // a digit changed
    ['2134567893', false], // two digits swapped
    ['123456789', false],
    ['12345678930', false],
    ['123456789A', false],
    [' 1234567893', false], // the schema trims; the rule does not
    ['', false],
  ])('%j → %s', (npi, expected) => {
    expect(isValidNpi(npi)).toBe(expected);
  });

  const nineDigits = fc.string({
    unit: fc.constantFrom(...Array.from('0123456789')),
    minLength: 9,
    maxLength: 9,
  });

  it('accepts exactly the check digit of the CMS standard, for any nine digits', () => {
    fc.assert(
      fc.property(nineDigits, (base) => {
        const expected = cmsCheckDigit(base);
        for (let check = 0; check <= 9; check += 1) {
          expect(isValidNpi(`${base}${check}`)).toBe(check === expected);
        }
      }),
    );
  });

  it('refuses a valid NPI with any one digit changed', () => {
    fc.assert(
      fc.property(
        nineDigits,
        fc.nat({ max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (base, position, shift) => {
          const npi = `${base}${cmsCheckDigit(base)}`;
          const changed = (Number(npi[position]) + shift) % 10;
          const typo = `${npi.slice(0, position)}${changed}${npi.slice(position + 1)}`;
          expect(isValidNpi(npi)).toBe(true);
          expect(isValidNpi(typo)).toBe(false);
        },
      ),
    );
  });
});
