import { describe, expect, it } from 'vitest';
import { fullName, initials, MENU_NAME_MAX_LENGTH, truncateName } from './names';

describe('fullName', () => {
  it.each([
    [{ firstName: 'Maria', lastName: 'Chen', suffix: 'MD' }, 'Maria CHEN, MD'],
    [{ firstName: 'Maria', lastName: 'Chen' }, 'Maria CHEN'],
    [{ firstName: 'Maria', lastName: 'Chen', suffix: null }, 'Maria CHEN'],
    [{ firstName: 'Maria', lastName: 'Chen', suffix: '' }, 'Maria CHEN'],
    [{ firstName: 'Maria', lastName: 'Chen', suffix: '   ' }, 'Maria CHEN'],
    [
      { firstName: '  Mary   Ann ', lastName: ' van  der Berg ', suffix: ' PhD ' },
      'Mary Ann VAN DER BERG, PhD',
    ],
    [{ firstName: 'José', lastName: 'Núñez-Gómez', suffix: 'MD' }, 'José NÚÑEZ-GÓMEZ, MD'],
    [{ firstName: 'Ingrid', lastName: 'Straße' }, 'Ingrid STRASSE'],
    [{ firstName: '', lastName: 'Chen', suffix: 'MD' }, 'CHEN, MD'],
    [{ firstName: 'Maria', lastName: '' }, 'Maria'],
    [{ firstName: '', lastName: '', suffix: 'MD' }, 'MD'],
    [{ firstName: ' ', lastName: '' }, ''],
  ])('%j → %j', (name, expected) => {
    expect(fullName(name)).toBe(expected);
  });
});

describe('initials', () => {
  it.each([
    ['Maria', 'Chen', 'MC'],
    ['Mary Ann', 'Van Der Berg', 'MAVDB'],
    ['Jean-Luc', 'Picard', 'JLP'],
    ['maria', 'de la cruz', 'MDLC'],
    ['  Mary  ', ' -Chen- ', 'MC'],
    ['', 'Chen', 'C'],
    ['', '', ''],
    ['Élodie', 'Ørsted', 'ÉØ'],
    ['Дмитрий', 'Шостакович', 'ДШ'],
    ['明', '李', '明李'],
    ['𝒜lice', 'Smith', '𝒜S'],
  ])('%j %j → %j', (firstName, lastName, expected) => {
    expect(initials({ firstName, lastName })).toBe(expected);
  });
});

describe('truncateName', () => {
  it('cuts at 20 characters by default', () => {
    expect(MENU_NAME_MAX_LENGTH).toBe(20);
    expect(truncateName('Maria CHEN, MD')).toEqual({ text: 'Maria CHEN, MD', truncated: false });
    expect(truncateName('Alexandra Konstantin')).toEqual({
      text: 'Alexandra Konstantin',
      truncated: false,
    });
    expect(truncateName('Alexandra KONSTANTINOPOULOU, MD')).toEqual({
      text: 'Alexandra KONSTANTIN…',
      truncated: true,
    });
  });

  it.each([
    ['', 5, '', false],
    ['Maria', 5, 'Maria', false],
    ['Maria CHEN', 5, 'Maria…', true],
    ['Mari  CHEN', 6, 'Mari…', true],
    ['Élodie ØRSTED', 8, 'Élodie Ø…', true],
    ['😀😀😀😀', 3, '😀😀😀…', true],
    ['ab😀cd', 3, 'ab😀…', true],
    ['👩🏽‍⚕️ Dr', 3, '👩🏽‍…', true],
  ])('%j at %i → %j', (name, max, text, truncated) => {
    const result = truncateName(name, max);
    expect(result).toEqual({ text, truncated });
    // Never a lone surrogate half.
    expect(/\p{Cs}/u.test(result.text)).toBe(false);
  });
});
