import { describe, expect, it } from 'vitest';
import { PEDIATRIC_AGE_LIMIT, PEDIATRIC_UNKNOWN_REASONS, pediatricAt } from './pediatric';

describe('pediatric rule (under 18 at the latest exam)', () => {
  it('is 18 years', () => {
    expect(PEDIATRIC_AGE_LIMIT).toBe(18);
  });

  it.each([
    ['the day before the 18th birthday', '2008-06-15', '2026-06-14', true],
    ['the 18th birthday', '2008-06-15', '2026-06-15', false],
    ['the day after the 18th birthday', '2008-06-15', '2026-06-16', false],
    ['the last day of the year before', '2008-01-01', '2025-12-31', true],
    ['a 10-year-old', '2016-03-02', '2026-11-27', true],
    ['an adult', '1958-04-30', '2026-11-27', false],
    ['a newborn imaged on the day of birth', '2026-11-27', '2026-11-27', true],
    ['leap-day birth, 28 Feb of a common year', '2008-02-29', '2026-02-28', true],
    ['leap-day birth, 1 Mar of a common year', '2008-02-29', '2026-03-01', false],
    ['leap-day birth, 18th birthday on a leap day', '2000-02-29', '2018-02-28', true],
    ['28 Feb birth, on 28 Feb 18 years on', '2008-02-28', '2026-02-28', false],
  ] as const)('%s', (_case, birthDate, examDate, pediatric) => {
    expect(pediatricAt(birthDate, examDate)).toEqual({ pediatric });
  });

  it.each([
    ['no birth date', null, '2026-11-27', 'NO_BIRTH_DATE'],
    ['an undefined birth date', undefined, '2026-11-27', 'NO_BIRTH_DATE'],
    ['an empty birth date', '', '2026-11-27', 'NO_BIRTH_DATE'],
    ['an impossible birth date', '2010-02-30', '2026-11-27', 'NO_BIRTH_DATE'],
    ['a DICOM-style birth date', '20100215', '2026-11-27', 'NO_BIRTH_DATE'],
    ['no exam', '2010-02-15', null, 'NO_EXAM_DATE'],
    ['an impossible exam date', '2010-02-15', '2026-13-01', 'NO_EXAM_DATE'],
    ['an exam before birth', '2010-02-15', '2010-02-14', 'EXAM_BEFORE_BIRTH'],
  ] as const)('is unknown, not guessed, with %s', (_case, birthDate, examDate, reason) => {
    expect(pediatricAt(birthDate, examDate)).toEqual({ pediatric: null, reason });
    expect(PEDIATRIC_UNKNOWN_REASONS[reason]).toBeTruthy();
  });
});
