import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageAt, parseDicomDate } from './dicom-date';

describe('parseDicomDate (seed §5)', () => {
  it.each([
    ['20230105', '2023-01-05'],
    ['19000101', '1900-01-01'],
    ['20000229', '2000-02-29'], // divisible by 400: leap
    ['20240229', '2024-02-29'],
    ['00010101', '0001-01-01'],
    ['99991231', '9999-12-31'],
  ])('%j → %s', (value, date) => {
    expect(parseDicomDate(value)).toEqual({ ok: true, date });
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['2023-01-05'], // another format: not guessed
    ['230105'], // two-digit year: not guessed
    ['2023015'],
    ['202301050'],
    [' 20230105'],
    ['20230105 '],
    ['2023O105'],
    ['２０２３０１０５'], // full-width digits
    ['+2023010'],
    ['20230230'], // no 30 February
    ['20230229'], // 2023 is not a leap year
    ['19000229'], // divisible by 100, not by 400
    ['20231301'],
    ['20230001'],
    ['20230100'],
    ['20230431'],
    ['00000101'], // there is no year 0
  ])('refuses %j with a warning', (value) => {
    const result = parseDicomDate(value);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.warning).not.toBe('');
  });

  it('round-trips every valid date from 1900 to 2100', () => {
    const day = fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, (instant) => {
        const iso = instant.toISOString().slice(0, 10);
        expect(parseDicomDate(iso.replaceAll('-', ''))).toEqual({ ok: true, date: iso });
      }),
    );
  });

  it('accepts only what the calendar accepts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (value) => {
        const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
        const year = Number(value.slice(0, 4));
        const instant = new Date(`${iso}T00:00:00Z`);
        const onCalendar =
          year >= 1 && !Number.isNaN(instant.getTime()) && instant.toISOString().startsWith(iso);
        expect(parseDicomDate(value).ok).toBe(onCalendar);
      }),
    );
  });

  it('refuses anything that is not eight ASCII digits', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 12 }).filter((value) => !/^\d{8}$/.test(value)),
        (value) => {
          expect(parseDicomDate(value).ok).toBe(false);
        },
      ),
    );
  });
});

describe('ageAt', () => {
  it.each([
    ['1980-06-15', '2024-06-14', 43], // the day before the birthday
    ['1980-06-15', '2024-06-15', 44], // on the birthday
    ['1980-06-15', '2024-12-31', 44],
    ['1980-06-15', '1980-06-15', 0], // born today
    ['2000-02-29', '2023-02-28', 22], // leap-day birthday in a common year: not yet
    ['2000-02-29', '2023-03-01', 23], // … turns on 1 March
    ['2000-02-29', '2024-02-29', 24], // … and on 29 February in a leap year
    ['2000-02-28', '2023-02-28', 23],
  ])('born %s, on %s → %i', (birthDate, onDate, expected) => {
    expect(ageAt(birthDate, onDate)).toBe(expected);
  });

  it.each([
    ['2024-06-16', '2024-06-15'], // born after the day
    ['20240101', '2024-06-15'], // DICOM form: parse it first
    ['2023-02-29', '2024-06-15'],
    ['1980-06-15', 'today'],
  ])('has no age for %j on %j', (birthDate, onDate) => {
    expect(ageAt(birthDate, onDate)).toBeUndefined();
  });

  const isoDay = fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((instant) => instant.toISOString().slice(0, 10));

  it('never decreases as the day moves on', () => {
    fc.assert(
      fc.property(isoDay, isoDay, isoDay, (birth, a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        const before = ageAt(birth, earlier);
        const after = ageAt(birth, later);
        if (before !== undefined) expect(after).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('is the difference in years, less one before the birthday', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (birth, on) => {
        fc.pre(birth <= on);
        const years = Number(on.slice(0, 4)) - Number(birth.slice(0, 4));
        const age = ageAt(birth, on);
        expect(age === years || age === years - 1).toBe(true);
        expect(age).toBe(on.slice(5) >= birth.slice(5) ? years : years - 1);
      }),
    );
  });
});
