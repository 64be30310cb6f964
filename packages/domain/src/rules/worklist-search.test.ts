import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchesWorklistSearch,
  normalizeForSearch,
  parseWorklistSearch,
  searchTerms,
  type WorklistSearchFields,
} from './worklist-search';

/** Typed text: letters, accents, commas and spaces are what matter here. */
const typed = fc.string({
  unit: fc.constantFrom(...Array.from('aAéÉeE zZ,, \t\u00a0\u0301-1ŁøİßDoe')),
  maxLength: 30,
});
const anyText = fc.string({ unit: 'binary', maxLength: 30 });

describe('parseWorklistSearch (seed §5)', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    [',,, ,', ''],
    ['Doe', 'Doe'],
    ['  Doe  ', 'Doe'],
    ['Doe, John', 'Doe,John'],
    [' Doe ,, John , ', 'Doe,John'],
    ['van der Berg, Anna', 'van der Berg,Anna'], // spaces inside a part stay
    ['12345,ACC-9', '12345,ACC-9'],
  ])('%j → %j', (text, expected) => {
    expect(parseWorklistSearch(text)).toBe(expected);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(typed, anyText), (text) => {
        const once = parseWorklistSearch(text);
        expect(parseWorklistSearch(once)).toBe(once);
      }),
    );
  });

  it('leaves no empty part and no spaces around a part', () => {
    fc.assert(
      fc.property(fc.oneof(typed, anyText), (text) => {
        const parsed = parseWorklistSearch(text);
        if (parsed === '') return;
        for (const part of parsed.split(',')) {
          expect(part).not.toBe('');
          expect(part).toBe(part.trim());
        }
      }),
    );
  });

  it('keeps the non-empty trimmed parts, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(typed, anyText)), (parts) => {
        const clean = parts.map((part) => part.replaceAll(',', '').trim()).filter(Boolean);
        expect(parseWorklistSearch(parts.map((part) => part.replaceAll(',', '')).join(','))).toBe(
          clean.join(','),
        );
      }),
    );
  });
});

describe('normalizeForSearch', () => {
  it.each([
    ['Émile', 'emile'],
    ['e\u0301mile', 'emile'], // already decomposed
    ['MÜLLER', 'muller'],
    ['İstanbul', 'istanbul'], // lower-casing adds a combining dot, which goes too
    ['Ñúñez', 'nunez'],
    ['Łukasz', 'łukasz'], // ł does not decompose: kept
    ['  Doe ', 'doe'],
  ])('%j → %j', (text, expected) => {
    expect(normalizeForSearch(text)).toBe(expected);
  });

  it('is idempotent and leaves no combining mark', () => {
    fc.assert(
      fc.property(fc.oneof(typed, anyText), (text) => {
        const normalized = normalizeForSearch(text);
        expect(normalizeForSearch(normalized)).toBe(normalized);
        expect(normalized).not.toMatch(/\p{M}/u);
      }),
    );
  });
});

describe('searchTerms', () => {
  it.each([
    ['', []],
    ['Doe,John', ['doe', 'john']],
    ['DOE,Jöhn', ['doe', 'john']],
    ['Doe,\u0301', ['doe']], // a part that normalises to nothing is dropped
  ])('%j → %j', (query, expected) => {
    expect(searchTerms(query)).toEqual(expected);
  });
});

describe('matchesWorklistSearch (seed §5)', () => {
  const exam: WorklistSearchFields = {
    familyName: 'Dupré',
    givenName: 'Émilie',
    patientId: 'PID-00123',
    accessionNumber: 'ACC789',
  };

  it.each([
    ['', true],
    ['dup', true],
    ['DUPRE', true],
    ['Dupré', true],
    ['emi', true],
    ['Dupre, Emilie', true],
    ['emilie,dupre', true], // terms in any order
    ['pid-001', true],
    ['acc7', true],
    ['upre', false], // a prefix, not a substring
    ['dupre,john', false], // every term must match
    ['Dupré Émilie', false], // one term, which begins no single field
    ['123', false],
  ])('%j → %s', (text, expected) => {
    expect(matchesWorklistSearch(searchTerms(parseWorklistSearch(text)), exam)).toBe(expected);
  });

  it('ignores missing fields', () => {
    expect(matchesWorklistSearch(['doe'], { familyName: null, patientId: 'DOE1' })).toBe(true);
    expect(matchesWorklistSearch(['doe'], {})).toBe(false);
    expect(matchesWorklistSearch([], {})).toBe(true);
  });

  const name = fc.string({
    unit: fc.constantFrom(...Array.from('abcdeéèêëñüoöçAÉÑÜÖÇ')),
    minLength: 1,
    maxLength: 10,
  });

  it('matches every prefix of a field, whatever the case and accents', () => {
    fc.assert(
      fc.property(name, fc.nat(10), fc.boolean(), (familyName, length, upper) => {
        const prefix = familyName.slice(0, Math.max(1, length));
        const plain = prefix.normalize('NFD').replace(/\p{M}/gu, '');
        const typedTerm = upper ? plain.toUpperCase() : plain.toLowerCase();
        const terms = searchTerms(parseWorklistSearch(typedTerm));
        expect(matchesWorklistSearch(terms, { familyName })).toBe(true);
        expect(matchesWorklistSearch(terms, { familyName: familyName.toUpperCase() })).toBe(true);
      }),
    );
  });

  it('gives the same answer for a term in any case', () => {
    fc.assert(
      fc.property(name, name, (term, familyName) => {
        const lower = matchesWorklistSearch(searchTerms(term.toLowerCase()), { familyName });
        expect(matchesWorklistSearch(searchTerms(term.toUpperCase()), { familyName })).toBe(lower);
      }),
    );
  });

  it('narrows as terms are added', () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 3 }), name, name, (terms, extra, familyName) => {
        const fields = { familyName, givenName: 'Zoé' };
        if (matchesWorklistSearch([...terms, extra], fields)) {
          expect(matchesWorklistSearch(terms, fields)).toBe(true);
        }
      }),
    );
  });
});
